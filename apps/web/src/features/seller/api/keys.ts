/** Query keys of the personal access tokens (kept out of the shared key list, which public pages load). */
export const tokenKeys = {
  list: () => ['account', 'tokens'] as const,
};

/** Query keys of the seller's webhooks and their delivery logs. */
export const webhookKeys = {
  all: () => ['account', 'webhooks'] as const,
  list: () => ['account', 'webhooks', 'list'] as const,
  deliveries: (id: string) => ['account', 'webhooks', 'deliveries', id] as const,
};
