import { z } from 'zod';

import {
  isBillingCountry,
  normalizeVatId,
  RECEIPT_MESSAGES,
  VAT_ID_PATTERN,
} from './rules/receipts';

/**
 * Contract of receipts and billing details (docs/receipts-and-tax.md). Amounts are dollars with
 * the same amounts in cents beside them, as in the checkout's breakdown.
 */

export * from './rules/receipts';

/** A billing country: an ISO 3166-1 alpha-2 code (any letter case in, upper case out). */
export const billingCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isBillingCountry, RECEIPT_MESSAGES.countryInvalid);

/** An optional VAT ID: blank means none. */
export const vatIdSchema = z
  .string()
  .max(40, RECEIPT_MESSAGES.vatIdInvalid)
  .transform(normalizeVatId)
  .refine((v) => v === '' || VAT_ID_PATTERN.test(v), RECEIPT_MESSAGES.vatIdInvalid)
  .transform((v) => (v === '' ? null : v));

/** PUT /account/billing: null (or blank) clears a field. */
export const updateBillingInputSchema = z.object({
  country: z
    .union([z.literal(''), billingCountrySchema])
    .nullable()
    .transform((v) => v || null),
  vatId: vatIdSchema.nullish().transform((v) => v ?? null),
});
export type UpdateBillingInput = z.input<typeof updateBillingInputSchema>;

/** GET and PUT /account/billing. */
export const billingDetailsSchema = z.object({
  country: z.string().nullable(),
  vatId: z.string().nullable(),
  /** True when this server charges tax, so checkout needs the billing country. */
  taxCollected: z.boolean(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const receiptLineSchema = z.object({
  kind: z.enum(['item', 'discount', 'fee', 'tax']),
  label: z.string(),
  /** Negative for the discount. */
  amount: z.number(),
  amountCents: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** GET /licenses/{id}/receipt: what the receipt page and the PDF show. */
export const receiptSchema = z.object({
  licenseId: z.string(),
  /** CB-000042: in payment order over the marketplace, without gaps. */
  number: z.string(),
  /** = paidAt: a receipt is issued at payment. */
  issuedAt: z.string(),
  /** When the payment was taken. */
  paidAt: z.string(),
  /** The project's author, who licenses the code. */
  seller: z.object({ name: z.string() }),
  /** Who sold and issued the receipt, as the marketplace settings said when it was issued. */
  sellerOfRecord: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  billingCountry: z.string().nullable(),
  billingCountryName: z.string().nullable(),
  vatId: z.string().nullable(),
  project: z.object({ id: z.string(), title: z.string() }),
  lines: z.array(receiptLineSchema),
  listPrice: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  price: z.number(),
  fee: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  priceCents: z.number().int(),
  feeCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** "No tax charged", or the tax line's label (VAT 19%, Germany). */
  taxNote: z.string(),
  /** The card's last four digits; null when the provider did not say. */
  cardLast4: z.string().nullable(),
  /** "Test card ending in 4242", "Card ending in 4242", or without digits when none are known. */
  paymentMethod: z.string(),
  paymentReference: z.string(),
  status: z.enum(['paid', 'refunded']),
  refundedAt: z.string().nullable(),
  /**
   * The term of updates the purchase included: "Updates until Nov 27, 2027" or "Lifetime
   * updates" (docs/product-rules.md#updates-for-a-term).
   */
  updatesNote: z.string().optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One row of GET /account/receipts: every paid purchase of the buyer, newest first. */
export const receiptSummarySchema = z.object({
  licenseId: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  paidAt: z.string(),
  projectTitle: z.string(),
  total: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded']),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

export const receiptListResponseSchema = z.object({ receipts: z.array(receiptSummarySchema) });
export type ReceiptListResponse = z.infer<typeof receiptListResponseSchema>;
