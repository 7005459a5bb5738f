import type { ReconcileReport } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiFile } from '@/lib/api-client';
import { accessKeys, paymentKeys } from '@/lib/query-keys';

/** GET /seller/reconcile/last */
export const getLastReconcileQueryOptions = () =>
  queryOptions({
    queryKey: accessKeys.lastReconcile(),
    queryFn: ({ signal }) =>
      api<{ report: ReconcileReport | null }>('/seller/reconcile/last', { signal }),
  });

export const useLastReconcile = (enabled: boolean) =>
  useQuery({ ...getLastReconcileQueryOptions(), enabled });

/** POST /seller/reconcile: compares GitHub with the licenses; the list and report reload. */
export function useReconcile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReconcileReport>('/seller/reconcile', { method: 'POST', body: {} }),
    onSuccess: (report) => {
      queryClient.setQueryData(accessKeys.lastReconcile(), { report });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.sellerGithubLicenses() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.all }),
      ]),
  });
}

/**
 * Downloads the access list as CSV: GET /payments/seller-licenses-github?format=csv, the same
 * query and rows as the list on the page.
 */
async function downloadAccessListCsv(): Promise<void> {
  const { blob, filename } = await apiFile(
    '/payments/seller-licenses-github?format=csv',
    'repository-access.csv',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadAccessList = () => useMutation({ mutationFn: downloadAccessListCsv });
