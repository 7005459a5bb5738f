/** Query keys of the legal pages (kept out of the shared key list, which public pages load). */
export const legalKeys = {
  all: ['legal'] as const,
  page: (slug: string) => ['legal', slug] as const,
};
