/** The free-claim texts (docs/product-rules.md#texts); the checkout keeps its own. */
export const CLAIM_MESSAGES = {
  claimFailed: 'Failed to claim free access',
} as const;

/**
 * A claim answered with "already have access" just refreshes the page, no error
 * (docs/product-rules.md#texts).
 */
export const isAlreadyHaveAccess = (message: string) => /already have access/i.test(message);
