import { z } from 'zod';

export * from './rules/balances';

/**
 * Contract of disputes and seller balances (docs/product-rules.md#disputes, #balances).
 * Amounts in dollars with their cents beside them, like the checkout's breakdown.
 */

export const disputeReasonSchema = z.enum([
  'fraudulent',
  'product_not_received',
  'product_unacceptable',
  'duplicate',
  'subscription_canceled',
  'credit_not_processed',
  'unrecognized',
  'general',
]);

/** POST /payments/test-processor/dispute (admin, test processor only). */
export const testDisputeInputSchema = z.object({
  paymentIntentId: z.string().min(1).max(255),
  /** Omitted: the dispute is opened (or stays open). Given: it is closed with this outcome. */
  outcome: z.enum(['won', 'lost']).optional(),
  reason: disputeReasonSchema.optional(),
});
export type TestDisputeInput = z.input<typeof testDisputeInputSchema>;

export const disputeSchema = z.object({
  id: z.string(),
  provider: z.enum(['test', 'stripe']),
  providerDisputeId: z.string(),
  paymentIntentId: z.string(),
  licenseId: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  outcome: z.enum(['won', 'lost']).nullable(),
  reason: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  currency: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The license's status after this change. */
  licenseStatus: z.enum(['active', 'refunded', 'suspended', 'revoked']).nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Stripe's payout states; the test processor's payouts are paid when made. */
  status: z.enum(['paid', 'pending', 'in_transit', 'canceled', 'failed']),
  createdAt: z.string(),
  /** When the money arrives (or arrived) in the seller's bank account. */
  arrivalDate: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /seller/balance */
export const sellerBalanceResponseSchema = z.object({
  provider: z.enum(['test', 'stripe']).nullable(),
  currency: z.string(),
  /** Sales still inside their project's refund window. */
  pending: z.number(),
  pendingCents: z.number().int(),
  /** What can be paid out now (may be negative after a refund of money already paid out). */
  available: z.number(),
  availableCents: z.number().int(),
  /** Sales whose payment is disputed (held until the dispute closes). */
  inDispute: z.number(),
  inDisputeCents: z.number().int(),
  /** Everything paid out so far. */
  paidOut: z.number(),
  paidOutCents: z.number().int(),
  /** How payouts are made, in words (the test processor's schedule or Stripe's). */
  schedule: z.string(),
  payouts: z.array(payoutSchema),
});
export type SellerBalanceResponse = z.infer<typeof sellerBalanceResponseSchema>;

/** POST /payments/test-processor/payouts (admin): runs the test processor's payouts now. */
export const testPayoutsResponseSchema = z.object({
  payouts: z.number().int(),
  amount: z.number(),
  amountCents: z.number().int(),
});
export type TestPayoutsResponse = z.infer<typeof testPayoutsResponseSchema>;
