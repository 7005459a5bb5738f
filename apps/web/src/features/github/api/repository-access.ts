import type {
  ManageGithubAccessInput,
  RepositoryLicenseRecord,
  SellerLicensesGithubResponse,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { paymentKeys } from '@/lib/query-keys';

/**
 * GET /payments/seller-licenses-github: the seller's sold licenses with repository access,
 * and whether the server has a GitHub app (without one the list shows the stored states only).
 */
export const getSellerGithubLicensesQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.sellerGithubLicenses(),
    queryFn: ({ signal }) =>
      api<SellerLicensesGithubResponse>('/payments/seller-licenses-github', { signal }),
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
