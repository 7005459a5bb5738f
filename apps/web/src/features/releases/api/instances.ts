import type { KeyInstancesResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accessKeys, updatesKeys } from '@/lib/query-keys';

const instancesPath = (licenseId: string) => `/licenses/${encodeURIComponent(licenseId)}/instances`;

/** GET /api/licenses/{id}/instances: where the holder's key is activated, and the limit. */
export const getInstancesQueryOptions = (licenseId: string) =>
  queryOptions({
    queryKey: updatesKeys.instances(licenseId),
    queryFn: ({ signal }) => api<KeyInstancesResponse>(instancesPath(licenseId), { signal }),
    staleTime: 0,
    retry: false,
  });

export const useInstances = (licenseId: string, enabled: boolean) =>
  useQuery({ ...getInstancesQueryOptions(licenseId), enabled });

/** DELETE /api/licenses/{id}/instances/{instanceId}: frees the instance's slot. */
export function useFreeInstance(licenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instanceId: string) =>
      api<unknown>(`${instancesPath(licenseId)}/${encodeURIComponent(instanceId)}`, {
        method: 'DELETE',
      }),
    // Freeing one is also a line of the license's access trail.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: updatesKeys.instances(licenseId) }),
        queryClient.invalidateQueries({ queryKey: accessKeys.license(licenseId) }),
      ]),
  });
}
