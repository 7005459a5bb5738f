import { z } from 'zod';

import {
  COMMERCE_MESSAGES,
  DISCOUNT_CODE_PATTERN,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_PAY_WHAT_YOU_WANT,
  MAX_REFUND_REASON_LENGTH,
  REFUND_MESSAGES,
} from './rules/commerce';
import { dollarsToCents, formatUsd, MAX_PRICE, parsePrice } from './rules/projects';

export * from './rules/commerce';

/**
 * Contract of discount codes (docs/product-rules.md#discount-codes). Amounts in dollars, percent
 * as a whole number; the database keeps cents.
 */

const isoDate = z.iso
  .datetime({ offset: true, message: 'Use an ISO date and time, e.g. 2030-01-31T00:00:00Z' })
  .transform((v) => new Date(v));

/** POST /seller/discounts */
export const createDiscountInputSchema = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(MAX_DISCOUNT_CODE_LENGTH, `Code must be at most ${MAX_DISCOUNT_CODE_LENGTH} characters`)
      .regex(DISCOUNT_CODE_PATTERN, 'Use letters, digits, dashes and underscores only'),
    type: z.enum(['percent', 'fixed'], { error: "Type must be 'percent' or 'fixed'" }),
    amount: z
      .number({ error: 'Amount must be a number' })
      .positive('Amount must be above 0')
      .max(MAX_PRICE, 'Amount is too high'),
    projectIds: z
      .array(z.uuid({ message: 'Invalid project id' }))
      .max(100)
      .optional(),
    startsAt: isoDate.nullish(),
    endsAt: isoDate.nullish(),
    maxRedemptions: z
      .number({ error: 'maxRedemptions must be a number' })
      .int('maxRedemptions must be a whole number')
      .min(1, 'maxRedemptions must be at least 1')
      .max(1_000_000)
      .nullish(),
  })
  .refine((v) => v.type !== 'percent' || (Number.isInteger(v.amount) && v.amount <= 100), {
    path: ['amount'],
    message: `${COMMERCE_MESSAGES.percentTooHigh} and a whole number`,
  })
  // Fixed codes are kept in cents: below half a cent would be stored as a $0.00 code.
  .refine((v) => v.type !== 'fixed' || dollarsToCents(v.amount) >= 1, {
    path: ['amount'],
    message: COMMERCE_MESSAGES.fixedTooSmall,
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
    path: ['endsAt'],
    message: COMMERCE_MESSAGES.endsBeforeStarts,
  });
export type CreateDiscountInput = z.input<typeof createDiscountInputSchema>;
export type ParsedCreateDiscountInput = z.output<typeof createDiscountInputSchema>;

export const discountSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  type: z.enum(['percent', 'fixed']),
  /** Percent, or dollars for fixed codes. */
  amount: z.number(),
  /** Empty: every project of the seller. */
  projectIds: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  /** Paid checkouts that used the code (refunded ones no longer count). */
  redemptions: z.number().int(),
  /** Checkouts holding the code right now, not yet paid. */
  reserved: z.number().int(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountListResponseSchema = z.object({ discounts: z.array(discountSchema) });
export type DiscountListResponse = z.infer<typeof discountListResponseSchema>;

export const discountIdParamsSchema = z.object({ id: z.string().max(100) });

export const deleteDiscountResponseSchema = z.object({ message: z.string() });

/** The pay-what-you-want amount a buyer may enter, dollars. */
export const payAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .positive(COMMERCE_MESSAGES.amountTooLow)
  .max(MAX_PAY_WHAT_YOU_WANT, COMMERCE_MESSAGES.amountTooHigh);

/**
 * A pay-what-you-want amount as a buyer types it (a checkout's terms, a cart item): checked
 * against the project's minimum and the cap with the buyer's texts, then as the requests take
 * it (dollars, payAmountSchema).
 */
export const payAmountFormSchema = (minimum: number) =>
  z
    .object({ amount: z.string() })
    .transform(({ amount }) => ({ amount: parsePrice(amount) }))
    .superRefine(({ amount }, ctx) => {
      if (amount < minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `Enter at least ${formatUsd(minimum)}`,
        });
      } else if (amount > MAX_PAY_WHAT_YOU_WANT) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `Enter at most ${formatUsd(MAX_PAY_WHAT_YOU_WANT)}`,
        });
      }
    })
    .pipe(z.object({ amount: payAmountSchema }));

/** POST /licenses/{id}/refund-request */
export const refundRequestInputSchema = z.object({
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(MAX_REFUND_REASON_LENGTH, `At most ${MAX_REFUND_REASON_LENGTH} characters`),
});
export type RefundRequestInput = z.input<typeof refundRequestInputSchema>;

/** POST /seller/refund-requests/{id}/approve (message optional) and /decline (message required). */
export const refundDecisionInputSchema = z.object({
  message: z
    .string()
    .trim()
    .max(MAX_REFUND_REASON_LENGTH, `At most ${MAX_REFUND_REASON_LENGTH} characters`)
    .nullish(),
});
export type RefundDecisionInput = z.input<typeof refundDecisionInputSchema>;

export const licenseIdParamsSchema = z.object({ id: z.string().max(100) });
export const refundRequestIdParamsSchema = z.object({ id: z.string().max(100) });

export const refundRequestSchema = z.object({
  _id: z.string(),
  id: z.string(),
  licenseId: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  project: z.object({ _id: z.string(), title: z.string() }),
  buyer: z.object({ username: z.string(), email: z.string() }),
  /** What the buyer paid, dollars. */
  total: z.number(),
  purchaseDate: z.string(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundRequestResponseSchema = z.object({
  message: z.string(),
  refundRequest: refundRequestSchema,
});
export type RefundRequestResponse = z.infer<typeof refundRequestResponseSchema>;

export const refundRequestListResponseSchema = z.object({
  refundRequests: z.array(refundRequestSchema),
});
export type RefundRequestListResponse = z.infer<typeof refundRequestListResponseSchema>;
