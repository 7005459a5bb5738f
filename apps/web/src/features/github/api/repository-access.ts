import type { ManageGithubAccessInput, RepositoryLicenseRecord } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { paymentKeys } from '@/lib/query-keys';

/** GET /payments/seller-licenses-github: the seller's sold licenses with repository access. */
export const getSellerGithubLicensesQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.sellerGithubLicenses(),
    queryFn: ({ signal }) =>
      api<{ licenses: RepositoryLicenseRecord[] }>('/payments/seller-licenses-github', {
        signal,
      }).then((r) => r.licenses),
  });

export const useSellerGithubLicenses = () => useQuery(getSellerGithubLicensesQueryOptions());

/** POST /payments/manage-github-access {licenseId, action}; the list is reloaded afterwards. */
export function useManageGithubAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManageGithubAccessInput) =>
      api<{ message: string; license: RepositoryLicenseRecord }>('/payments/manage-github-access', {
        method: 'POST',
        body: input,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSellerGithubLicensesQueryOptions().queryKey }),
  });
}
