import type { SellerBalanceResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api, apiFile } from '@/lib/api-client';
import { sellerMoneyKeys } from '@/lib/query-keys';

import { sellerMoneyFreshness } from './seller-money';

/** GET /api/seller/balance: pending, available, in dispute, paid out and the payouts. */
export const getSellerBalanceQueryOptions = () =>
  queryOptions({
    queryKey: sellerMoneyKeys.balance(),
    queryFn: ({ signal }) => api<SellerBalanceResponse>('/seller/balance', { signal }),
    ...sellerMoneyFreshness,
  });

export const useSellerBalance = () => useQuery(getSellerBalanceQueryOptions());

/** Downloads GET /api/seller/sales.csv as a file. */
export async function downloadSalesCsv(): Promise<void> {
  const { blob, filename } = await apiFile('/seller/sales.csv', 'codebazaar-sales.csv');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadSalesCsv = () => useMutation({ mutationFn: downloadSalesCsv });
