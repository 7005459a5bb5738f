import type { MarketplaceSettings, UpdateMarketplaceSettingsInput } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './keys';

/** GET /api/admin/settings: the seller of record (the defaults until an admin saves). */
export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => api<MarketplaceSettings>('/admin/settings', { signal }),
  });

export const useSettings = () => useQuery(getSettingsQueryOptions());

/** PUT /api/admin/settings: saves the seller of record. */
export const useUpdateSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMarketplaceSettingsInput) =>
      api<MarketplaceSettings>('/admin/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getSettingsQueryOptions().queryKey, saved);
      // The default legal pages name the seller of record: read them afresh. The key is the
      // legal feature's (['legal', slug]), named here because features do not import each other.
      void queryClient.invalidateQueries({ queryKey: ['legal'] });
    },
  });
};
