import { z } from 'zod';

import { payAmountSchema } from './commerce';
import { paginationSchema } from './common';
import { paymentProviderSchema } from './payments';
import { billingCountrySchema, receiptLineSchema, vatIdSchema } from './receipts';

/**
 * Buying several things at once (docs/product-rules.md#carts-orders-and-bundles): one checkout
 * of many lines (the cart, a bundle, or items named in the request), paid by one payment, which
 * becomes an order with a license per line.
 */

/** Countries whose consumers must consent to immediate delivery of digital content: EU, EEA, UK. */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  // European Union
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // European Economic Area outside the EU
  'IS',
  'LI',
  'NO',
  // United Kingdom
  'GB',
]);

/** True when a buyer billed in this country must consent before digital content is delivered. */
export function needsDeliveryConsent(billingCountry: string | null | undefined): boolean {
  return !!billingCountry && CONSENT_COUNTRIES.has(billingCountry.trim().toUpperCase());
}

/** What the buyer consents to (shown beside the checkbox, on the receipt and in the mail). */
export const DELIVERY_CONSENT_TEXT =
  'I want the code delivered now, and I understand that I lose my right to withdraw once it is.';

export const ORDER_MESSAGES = {
  consentRequired:
    'Buyers in the EU, EEA and UK must agree to immediate delivery and the loss of the right of withdrawal',
  nothingToBuy: 'Your cart is empty',
  tooManyItems: 'A checkout holds at most 20 items',
  duplicateItem: 'Each project can be in a checkout once',
  freeItem: (title: string) => `${title} is free: claim it from its page instead`,
  alreadyHeld: (title: string) => `You already have a license for ${title}`,
  ownItem: (title: string) => `${title} is your own project`,
  notForSale: (title: string) => `${title} is not for sale`,
  sellerNotReady: (title: string) => `The seller of ${title} cannot take payments yet`,
  checkoutNotFound: 'Checkout not found',
  orderNotFound: 'Order not found',
  bundleAllHeld: 'You already hold every project of this bundle',
  itemsOrBundle: 'Send items or a bundle, not both',
  noCodesWithBundle: 'Discount codes do not apply to bundles',
  oneCurrency: 'Every item of a checkout must be priced in the same currency',
} as const;

/** The most lines one checkout may hold (a bundle holds at most 20 projects too). */
export const MAX_CHECKOUT_ITEMS = 20;

/**
 * A line to buy: a project (`projectId`), or a renewal of a license's updates (`renewalOf`, the
 * license's id, at the project's renewal price; docs/product-rules.md#updates).
 */
export const checkoutItemSchema = z
  .object({
    projectId: z.uuid({ message: 'Invalid project id' }).optional(),
    renewalOf: z.uuid({ message: 'Invalid license id' }).optional(),
    /** Pay what you want: the buyer's amount in dollars (at least the project's price). */
    amount: payAmountSchema.nullish(),
  })
  .refine(
    (item) => (item.projectId === undefined) !== (item.renewalOf === undefined),
    'Each item needs a projectId or a renewalOf, not both',
  );
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** POST /checkout: no items and no bundle means the buyer's cart. */
export const createCheckoutInputSchema = z.object({
  items: z
    .array(checkoutItemSchema)
    .max(MAX_CHECKOUT_ITEMS, ORDER_MESSAGES.tooManyItems)
    .optional(),
  bundleId: z.uuid({ message: 'Invalid bundle id' }).optional(),
  /** Codes of the sellers; each applies to its own seller's lines (any letter case). */
  discountCodes: z.array(z.string().trim().min(1).max(100)).max(MAX_CHECKOUT_ITEMS).optional(),
  billingCountry: z.union([z.literal(''), billingCountrySchema]).nullish(),
  vatId: vatIdSchema.nullish(),
  /** Required true when the billing country is in the EU, the EEA or the UK. */
  consentToImmediateDelivery: z.boolean().optional(),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutInputSchema>;

/** One line of a checkout or an order, in dollars. price = listPrice − discount; fee on top. */
export const checkoutLineSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  listPrice: z.number(),
  discount: z.number(),
  price: z.number(),
  fee: z.number(),
  /** The code that priced the line, as its seller wrote it; null without one. */
  discountCode: z.string().nullable(),
  /** A renewal of updates: the license it extends; null (or absent) for a purchase. */
  renewalOf: z.string().nullable().optional(),
});
export type CheckoutLineDto = z.infer<typeof checkoutLineSchema>;

export const createCheckoutResponseSchema = z.object({
  checkoutId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  provider: paymentProviderSchema,
  publishableKey: z.string().nullable(),
  lines: z.array(checkoutLineSchema),
  listPrice: z.number(),
  discount: z.number(),
  price: z.number(),
  fee: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

export const orderItemSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  /** The license the line made; null when the line was refused after payment (and refunded). */
  licenseId: z.string().nullable(),
  /** What the line cost the buyer, dollars: price + fee + its tax. */
  total: z.number(),
  /** active | refunded | suspended | revoked; 'refused' when no license could be made. */
  status: z.string(),
  /** A renewal of updates: the new end of the license's term; null (or absent) for a purchase. */
  renewedUntil: z.string().nullable().optional(),
});

export const orderSchema = z.object({
  id: z.string(),
  /** The order's number, shown to the buyer (ORD-000123). */
  number: z.string(),
  items: z.array(orderItemSchema),
  total: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  /** When the buyer consented to immediate delivery; null when not asked. */
  consentedAt: z.string().nullable(),
  bundleId: z.string().nullable(),
});
export type OrderDto = z.infer<typeof orderSchema>;

/** POST /checkout/{checkoutId}/confirm (idempotent) and GET /orders/{id}. */
export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET /orders: the buyer's orders, newest first. */
export const ordersResponseSchema = z.object({
  orders: z.array(orderSchema),
  pagination: paginationSchema,
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const orderIdParamsSchema = z.object({ id: z.string().max(100) });
export const checkoutIdParamsSchema = z.object({ checkoutId: z.string().max(100) });

/**
 * GET /orders/{id}/receipt: one receipt for the whole order, a line per item with its discount,
 * then the fees and the tax. Each line's license keeps its own receipt (CB-…), named per item.
 */
export const orderReceiptSchema = z.object({
  orderId: z.string(),
  /** The order's number (ORD-000123), which names this receipt. */
  number: z.string(),
  orderNumber: z.string(),
  issuedAt: z.string(),
  paidAt: z.string(),
  sellerOfRecord: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  billingCountry: z.string().nullable(),
  billingCountryName: z.string().nullable(),
  vatId: z.string().nullable(),
  items: z.array(
    z.object({
      projectId: z.string(),
      title: z.string(),
      /** The project's author, who licenses the code. */
      sellerName: z.string(),
      licenseId: z.string().nullable(),
      /** The line's own receipt (CB-000042); null for a line refused at payment. */
      receiptNumber: z.string().nullable(),
      total: z.number(),
      /** paid | refunded | refused (could not be delivered and refunded at once). */
      status: z.enum(['paid', 'refunded', 'refused']),
      refundedAt: z.string().nullable(),
      /**
       * The line's term of updates: "Updates until …" or "Lifetime updates" for a purchase,
       * "Renewal of updates until …" for a renewal (docs/product-rules.md#updates-for-a-term).
       */
      updatesNote: z.string().nullable().optional(),
    }),
  ),
  lines: z.array(receiptLineSchema),
  total: z.number(),
  /** What was refunded of it, by line. */
  refunded: z.number(),
  currency: z.string(),
  taxNote: z.string(),
  paymentMethod: z.string(),
  paymentReference: z.string(),
  consentedAt: z.string().nullable(),
  /** The consent's words when it was given; null when not asked. */
  consentText: z.string().nullable(),
  status: z.enum(['paid', 'partly_refunded', 'refunded']),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;
