/** Query keys of the personal access tokens (kept out of the shared key list, which public pages load). */
export const tokenKeys = {
  list: () => ['account', 'tokens'] as const,
};
