/** The checkout and free-claim texts of spec §8 (the server's own texts are in PAYMENT_MESSAGES). */
export const CHECKOUT_MESSAGES = {
  initFailed: 'Failed to initialize payment',
  cardElementMissing: 'Card element not found',
  paymentFailed: 'Payment failed',
  processingFailed: 'Payment processing failed',
  claimFailed: 'Failed to claim free access',
} as const;

/** Spec §8: a claim answered with "already have access" just refreshes the page, no error. */
export const isAlreadyHaveAccess = (message: string) => /already have access/i.test(message);
