import type { LicenseAccess } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accessKeys } from '@/lib/query-keys';

/** GET /licenses/:id/access: where the buyer's repository access stands. */
export const getPurchaseAccessQueryOptions = (licenseId: string) =>
  queryOptions({
    queryKey: accessKeys.license(licenseId),
    queryFn: ({ signal }) => api<LicenseAccess>(`/licenses/${licenseId}/access`, { signal }),
  });

export const usePurchaseAccess = (licenseId: string) =>
  useQuery(getPurchaseAccessQueryOptions(licenseId));

/** POST /licenses/:id/access/resend: a new invitation, sent in the background. */
export function useResendInvitation(licenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<LicenseAccess>(`/licenses/${licenseId}/access/resend`, { method: 'POST' }),
    onSuccess: (access) => queryClient.setQueryData(accessKeys.license(licenseId), access),
  });
}
