/**
 * The checkout and free-claim texts (docs/product-rules.md#texts); the server's own texts are in
 * PAYMENT_MESSAGES.
 */
export const CHECKOUT_MESSAGES = {
  initFailed: 'Failed to initialize payment',
  cardElementMissing: 'Card element not found',
  paymentFailed: 'Payment failed',
  processingFailed: 'Payment processing failed',
  claimFailed: 'Failed to claim free access',
} as const;

/**
 * A claim answered with "already have access" just refreshes the page, no error
 * (docs/product-rules.md#texts).
 */
export const isAlreadyHaveAccess = (message: string) => /already have access/i.test(message);
