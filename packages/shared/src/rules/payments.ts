/** The zod-free part of the payments contract (test cards, messages, Luhn). */
/**
 * The test processor's cards (docs/ARCHITECTURE.md#outside-services). Anything else that fails the
 * Luhn check is invalid.
 */
export const TEST_CARD_SUCCESS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/** Texts the server and the web share (docs/product-rules.md#texts). */
export const PAYMENT_MESSAGES = {
  alreadyHaveAccess: 'You already have access to this project',
  freeAccessGranted: 'Free access granted',
  purchaseComplete: 'Payment successful. You now have access to this project.',
  ownProject: 'You cannot buy or claim your own project',
  notFree: 'This project is not free. Purchase a license instead.',
  notForSale: 'This project has no paid license to buy',
  sellerNotReady:
    'The seller has not finished setting up payments yet, so this project cannot be bought right now.',
  projectNotFound: 'Project not found',
  paymentNotFound: 'Payment not found',
  paymentNotSucceeded: 'Payment has not succeeded',
  cardDeclined: 'Your card was declined.',
  cardInvalid: 'Your card number is invalid.',
  testMode: 'Test mode: no money moves. Pay with card 4242 4242 4242 4242.',
  // Added with the server side of the Licenses issue (refunds, closed intents, provider checks).
  paymentClosed: 'This payment can no longer be completed. Please start a new purchase.',
  testProcessorDisabled: 'The test payment processor is not in use on this server',
  licenseNotFound: 'License not found',
  refundNotAllowed: 'Only the seller of this project or an admin can refund this license',
  refundOnlyPaid: 'Only paid licenses can be refunded',
  alreadyRefunded: 'This license has already been refunded',
  refundUnavailable: 'This payment cannot be refunded by the current payment provider',
  refunded: 'The license was refunded and is no longer active.',
  // Production without Stripe keys and without PAYMENTS_TEST_MODE: no payment processor runs.
  notConfigured: 'Payments are not configured',
  // A checkout that no longer matches the project: the intent is canceled (or refunded).
  priceChanged: 'The price of this project changed. Please review the new price and try again.',
  checkoutExpired: 'This checkout expired. Please start again.',
  // The buyer opened a newer checkout of the same project: only that one can be paid.
  checkoutReplaced: 'This checkout was replaced by a newer one. Please pay in the latest checkout.',
  noLongerForSale: 'This project is no longer for sale.',
} as const;

/** Luhn check of a card number (spaces and dashes ignored). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
