import { z } from 'zod';

import { payAmountSchema } from './commerce';
import { viewerLicenseSchema } from './projects';
import { billingCountrySchema, vatIdSchema } from './receipts';

/**
 * Contract of licenses and payments (docs/product-rules.md#money).
 * Amounts in responses are dollars; the database keeps cents. A client never sends a price.
 */

/** Which payment provider the server runs: the built-in test processor or Stripe. */
export const paymentProviderSchema = z.enum(['test', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export * from './rules/payments';

export const projectIdBodySchema = z.object({
  projectId: z.uuid({ message: 'Invalid project id' }),
});
export type ProjectIdBody = z.infer<typeof projectIdBodySchema>;

/** POST /licenses/claim-free → 200 (new or existing claim is 409 with PAYMENT_MESSAGES.alreadyHaveAccess). */
export const claimFreeResponseSchema = z.object({
  message: z.string(),
  license: viewerLicenseSchema,
});
export type ClaimFreeResponse = z.infer<typeof claimFreeResponseSchema>;

/**
 * What the buyer pays (docs/product-rules.md#money): dollars, and the same amounts in cents.
 * listPrice − discount = price (or the buyer's pay-what-you-want amount); fee on the price;
 * total = price + fee + tax.
 */
export const paymentAmountSchema = z.object({
  /** The project's price (the minimum on pay-what-you-want projects). */
  listPrice: z.number(),
  /** What the discount code took off. */
  discount: z.number(),
  /** The seller's price of this sale. */
  price: z.number(),
  /** The marketplace fee added on top. */
  fee: z.number(),
  tax: z.number(),
  /** What the customer pays. */
  total: z.number(),
  currency: z.string(),
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  priceCents: z.number().int(),
  feeCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** The code applied, as the seller wrote it; null without one. */
  discountCode: z.string().nullable(),
});
export type PaymentAmount = z.infer<typeof paymentAmountSchema>;

/** POST /payments/create-payment-intent {projectId, discountCode?, amount?}. */
export const createPaymentIntentInputSchema = z.object({
  projectId: z.uuid({ message: 'Invalid project id' }),
  /** A discount code of the project's seller (any letter case). */
  discountCode: z.string().trim().max(100).nullish(),
  /** Pay what you want: the buyer's amount in dollars (at least the project's price). */
  amount: payAmountSchema.nullish(),
  /** The buyer's billing country (ISO code) and VAT ID for this purchase; also kept in the profile. */
  billingCountry: z.union([z.literal(''), billingCountrySchema]).nullish(),
  vatId: vatIdSchema.nullish(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInputSchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: paymentProviderSchema,
  /** Stripe publishable key when provider is stripe; null for the test processor. */
  publishableKey: z.string().nullable(),
  amount: paymentAmountSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

export const confirmPaymentInputSchema = z.object({
  paymentIntentId: z.string().trim().min(1, 'paymentIntentId is required').max(255),
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentInputSchema>;

/** POST /payments/confirm-payment: idempotent; the same license however often it is called. */
export const confirmPaymentResponseSchema = z.object({
  message: z.string(),
  license: viewerLicenseSchema,
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

/** POST /payments/test-processor/confirm: the test card network. 402 {error} when declined. */
export const testProcessorConfirmInputSchema = z.object({
  paymentIntentId: z.string().trim().min(1, 'paymentIntentId is required').max(255),
  cardNumber: z.string().trim().min(1, 'Card number is required').max(40),
});
export type TestProcessorConfirmInput = z.infer<typeof testProcessorConfirmInputSchema>;

export const paymentIntentStatusSchema = z.enum([
  'requires_payment_method',
  'succeeded',
  'canceled',
  'refunded',
]);
export const testProcessorConfirmResponseSchema = z.object({
  paymentIntentId: z.string(),
  status: paymentIntentStatusSchema,
});

/** GET /payments/connect-account-status. */
export const connectAccountStatusSchema = z.object({
  hasAccount: z.boolean(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  /** null: this server takes no payments (production without a configured processor). */
  provider: paymentProviderSchema.nullable(),
});
export type ConnectAccountStatus = z.infer<typeof connectAccountStatusSchema>;

/**
 * POST /payments/create-connect-account → {onboardingUrl}; the browser navigates there.
 * Test processor: `${PUBLIC_URL}/seller-dashboard/onboarding` (a page of ours whose button
 * calls POST /payments/test-processor/complete-onboarding). Stripe: an account link whose
 * return_url is /seller-dashboard?onboarding=return and refresh_url
 * /seller-dashboard?onboarding=refresh.
 */
export const createConnectAccountResponseSchema = z.object({ onboardingUrl: z.string() });
export type CreateConnectAccountResponse = z.infer<typeof createConnectAccountResponseSchema>;

/** One sale in the seller's table, amounts in dollars. */
export const sellerSaleSchema = z.object({
  _id: z.string(),
  /** The seller's price of the sale. */
  price: z.number(),
  /** The marketplace fee the customer paid on top. */
  fee: z.number(),
  /** What the customer paid. */
  total: z.number(),
  /** What the seller receives (= price). */
  sellerEarnings: z.number(),
  purchaseDate: z.string(),
  /** suspended: the payment is disputed; revoked: the dispute was lost. */
  status: z.enum(['active', 'refunded', 'suspended', 'revoked']),
  project: z.object({ _id: z.string(), title: z.string() }),
  licensee: z.object({ username: z.string(), email: z.string() }),
});
export type SellerSale = z.infer<typeof sellerSaleSchema>;

/** One calendar month (UTC) of the seller's revenue. */
export const monthlyRevenuePointSchema = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  /** Seller's share of the active paid licenses created that month, dollars. */
  earnings: z.number(),
  /** Number of those licenses. */
  sales: z.number().int(),
});
export type MonthlyRevenuePoint = z.infer<typeof monthlyRevenuePointSchema>;

/** How many calendar months the revenue series covers (the current one included). */
export const MONTHLY_REVENUE_MONTHS = 12;

/** GET /payments/seller-earnings. */
export const sellerEarningsResponseSchema = z.object({
  hasAccount: z.boolean(),
  /** The seller's share of every active paid license, dollars. */
  totalEarnings: z.number(),
  /** Number of active paid licenses sold. */
  totalSales: z.number().int(),
  /** Seller's share this calendar month (UTC), dollars. */
  monthlyEarnings: z.number(),
  /** Active free claims on the seller's projects. */
  freeClaims: z.number().int(),
  /** Latest 20 paid sales, newest first. */
  recentSales: z.array(sellerSaleSchema),
  /** The last 12 calendar months (UTC), oldest first; months without sales are 0. */
  monthlyRevenue: z.array(monthlyRevenuePointSchema),
});
export type SellerEarningsResponse = z.infer<typeof sellerEarningsResponseSchema>;

/** GET /payments/config: what the checkout needs before it creates an intent. */
export const paymentsConfigResponseSchema = z.object({
  /** null when this server takes no payments; `enabled` says the same for plain clients. */
  provider: paymentProviderSchema.nullable(),
  publishableKey: z.string().nullable(),
  enabled: z.boolean(),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

/** POST /payments/refund {licenseId}: the project's seller or an admin refunds a paid license. */
export const refundInputSchema = z.object({
  licenseId: z.uuid({ message: 'Invalid license id' }),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundResponseSchema = z.object({
  message: z.string(),
  licenseId: z.string(),
  status: z.enum(['active', 'refunded']),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** POST /payments/webhook (Stripe only): acknowledged once the signature is verified. */
export const webhookResponseSchema = z.object({
  received: z.boolean(),
  /** True when this event id was handled before (a replay). */
  duplicate: z.boolean().optional(),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
