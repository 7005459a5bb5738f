/** Texts of the seller screens (docs/product-rules.md#texts). */
export const SELLER_MESSAGES = {
  statusFailed: 'Failed to check account status',
  createAccountFailed: 'Failed to create Stripe account',
  earningsFailed: 'Failed to load earnings data',
  refundFailed: 'Failed to refund the sale',
  refunded: 'Sale refunded. The buyer no longer has access.',
  onboardingFailed: 'Failed to complete onboarding',
  onboardingComplete: 'Payments are set up. Buyers can now purchase your paid projects.',
  onboardingPending: 'Your payment setup is not finished yet.',
  onboardingExpired: 'The setup link expired. Continue the setup to finish it.',
} as const;
