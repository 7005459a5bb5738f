/**
 * The checkout's own texts (docs/product-rules.md#texts); the server's texts are in
 * PAYMENT_MESSAGES.
 */
export const CHECKOUT_MESSAGES = {
  initFailed: 'Failed to initialize payment',
  cardElementMissing: 'Card element not found',
  paymentFailed: 'Payment failed',
  processingFailed: 'Payment processing failed',
} as const;
