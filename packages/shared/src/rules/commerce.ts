/**
 * Checkout pricing (docs/product-rules.md#discount-codes and #pay-what-you-want): list price →
 * discount or the buyer's own amount → price → marketplace fee on that price → tax → total.
 * Integer cents throughout; the server alone runs this for a charge.
 */
import { computeFeeCents, MIN_PAID_PRICE } from './projects';

/** The most a buyer may enter on a pay-what-you-want checkout, dollars (guards against typos). */
export const MAX_PAY_WHAT_YOU_WANT = 10_000;
/** A discount never takes the price below this many cents (card processors refuse less). */
export const MIN_DISCOUNTED_PRICE_CENTS = MIN_PAID_PRICE * 100;
export const MAX_DISCOUNT_CODE_LENGTH = 40;
/** Codes are letters, digits, dashes and underscores. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export type DiscountType = 'percent' | 'fixed';

export interface DiscountTerms {
  type: DiscountType;
  /** Percent (1–100) for `percent`, cents for `fixed`. */
  amount: number;
}

export interface CheckoutCents {
  listPriceCents: number;
  discountCents: number;
  /** What the seller receives. */
  priceCents: number;
  feeCents: number;
  taxCents: number;
  totalCents: number;
}

/** How much a code takes off a list price, never leaving less than the minimum price. */
export function discountCents(listPriceCents: number, terms: DiscountTerms): number {
  const raw =
    terms.type === 'percent'
      ? Math.round((listPriceCents * Math.min(100, Math.max(0, terms.amount))) / 100)
      : Math.max(0, terms.amount);
  const floor = Math.min(listPriceCents, MIN_DISCOUNTED_PRICE_CENTS);
  return Math.max(0, Math.min(raw, listPriceCents - floor));
}

/**
 * The breakdown a checkout charges. `payCents` is the buyer's pay-what-you-want amount (already
 * checked against the minimum); `taxRateBasisPoints` the tax rate in hundredths of a percent.
 */
export function priceCheckout(input: {
  listPriceCents: number;
  feePct: number;
  discount?: DiscountTerms | null;
  payCents?: number | null;
  taxRateBasisPoints?: number;
}): CheckoutCents {
  const list = input.listPriceCents;
  const off = input.discount ? discountCents(list, input.discount) : 0;
  const price = input.payCents ?? list - off;
  const fee = computeFeeCents(price, input.feePct);
  const taxCents = Math.round(((price + fee.feeCents) * (input.taxRateBasisPoints ?? 0)) / 10_000);
  return {
    listPriceCents: list,
    discountCents: off,
    priceCents: price,
    feeCents: fee.feeCents,
    taxCents,
    totalCents: fee.totalCents + taxCents,
  };
}

/** Texts of discount codes and pay what you want (docs/product-rules.md#texts). */
export const COMMERCE_MESSAGES = {
  codeNotFound: 'This discount code does not exist',
  codeNotStarted: 'This discount code is not valid yet',
  codeExpired: 'This discount code has expired',
  codeUsedUp: 'This discount code has been used up',
  codeOtherProject: 'This discount code is not valid for this project',
  codeTaken: 'You already have a discount code with this name',
  codeProjectsNotOwned: 'Discount codes can only apply to your own projects',
  codeNotWithPayWhatYouWant: 'Discount codes do not apply to pay-what-you-want projects',
  discountNotFound: 'Discount code not found',
  amountRequired: 'Enter the amount you want to pay',
  amountTooLow: 'The amount is below the minimum price',
  amountTooHigh: `The amount may be at most $${MAX_PAY_WHAT_YOU_WANT.toLocaleString('en-US')}`,
  amountNotAllowed: 'This project has a fixed price',
  endsBeforeStarts: 'The end date must be after the start date',
  percentTooHigh: 'A percent discount is at most 100',
  fixedTooSmall: 'A fixed discount is at least $0.01',
} as const;

/** Refund windows (docs/product-rules.md#refunds), days after the purchase. */
export const DEFAULT_REFUND_WINDOW_DAYS = 14;
export const MAX_REFUND_WINDOW_DAYS = 60;
export const MAX_REFUND_REASON_LENGTH = 2000;

/**
 * Whether a purchase made at `purchasedAt` is still inside a window of `days` at `now`; a window
 * of 0 days takes no refund requests at all.
 */
export const insideRefundWindow = (purchasedAt: Date, days: number, now: Date): boolean =>
  days > 0 && now.getTime() < purchasedAt.getTime() + days * 86_400_000;

export const REFUND_MESSAGES = {
  windowRange: `The refund window is a whole number of days from 0 to ${MAX_REFUND_WINDOW_DAYS}`,
  reasonRequired: 'Tell the seller why you want a refund',
  messageRequired: 'Write a message to the buyer',
  outsideWindow: 'The refund window of this purchase has ended',
  onlyPaid: 'Only paid licenses can be refunded',
  notActive: 'This license is no longer active',
  alreadyRequested: 'A refund was already requested for this license',
  requestNotFound: 'Refund request not found',
  notPending: 'This refund request has already been answered',
  notAllowed: 'Only the seller of this project or an admin can answer this request',
  requested: 'Your refund request was sent to the seller.',
  approved: 'The refund was approved and the payment refunded.',
  declined: 'The refund request was declined.',
} as const;
