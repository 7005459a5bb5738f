import type { KeyInstancesResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accessKeys } from '@/lib/query-keys';

/** GET /licenses/:id/instances: the machines the holder's key is activated on, and its limit. */
export const getKeyInstancesQueryOptions = (licenseId: string) =>
  queryOptions({
    queryKey: accessKeys.keyInstances(licenseId),
    queryFn: ({ signal }) =>
      api<KeyInstancesResponse>(`/licenses/${licenseId}/instances`, { signal }),
  });

export const useKeyInstances = (licenseId: string, enabled: boolean) =>
  useQuery({ ...getKeyInstancesQueryOptions(licenseId), enabled });

/**
 * DELETE /licenses/:id/instances/:instanceId: frees one machine's place; the answer is the list
 * left, and the license's access trail gains a row.
 */
export function useFreeKeyInstance(licenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instanceId: string) =>
      api<KeyInstancesResponse>(`/licenses/${licenseId}/instances/${instanceId}`, {
        method: 'DELETE',
      }),
    onSuccess: (left) => {
      queryClient.setQueryData(accessKeys.keyInstances(licenseId), left);
      return queryClient.invalidateQueries({ queryKey: accessKeys.license(licenseId) });
    },
  });
}
