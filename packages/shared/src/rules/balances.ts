/**
 * Disputes, balances and the sales export (docs/product-rules.md#disputes and #balances).
 */

/** A license's status as the API reports it (see docs/product-rules.md#disputes). */
export type LicenseStatusName = 'active' | 'refunded' | 'suspended' | 'revoked';

/** How a sale reads in the seller's table and export: paid, refunded or disputed. */
export type SaleStatusLabel = 'paid' | 'refunded' | 'disputed' | 'dispute lost';

export function saleStatusLabel(status: LicenseStatusName): SaleStatusLabel {
  switch (status) {
    case 'active':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'suspended':
      return 'disputed';
    case 'revoked':
      return 'dispute lost';
  }
}

/**
 * The test processor pays each seller's available balance out once a day, at this hour (UTC).
 * Stripe pays out on the connected account's own schedule.
 */
export const TEST_PAYOUT_HOUR_UTC = 0;

/**
 * The payout schedule in words, one per payment mode: the balance's `schedule` and the seller
 * dashboard's payment information box both say this, so a page never tells two schedules.
 */
export const PAYOUT_SCHEDULE_TEXT = {
  test: `Test mode: your available balance is paid out every day at ${String(TEST_PAYOUT_HOUR_UTC).padStart(2, '0')}:00 UTC`,
  stripe: 'Payouts typically arrive in 2-7 business days',
} as const;

/** Payouts listed on the seller dashboard, newest first. */
export const PAYOUTS_LISTED = 20;

export const DISPUTE_MESSAGES = {
  paymentNotFound: 'Payment not found',
  notPaid: 'Only a succeeded payment can be disputed',
  alreadyClosed: 'This dispute is already closed with another outcome',
  disputed: 'The payment is disputed: the license is suspended until the dispute is closed',
  won: 'The dispute was won: the license is active again',
  lost: 'The dispute was lost: the license stays revoked',
} as const;
