import type {
  ConnectAccountStatus,
  CreateConnectAccountResponse,
  RefundResponse,
  SellerEarningsResponse,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { paymentKeys, sellerMoneyKeys } from '@/lib/query-keys';

import { invalidateSellerMoney, sellerMoneyFreshness } from './seller-money';

/** GET /api/payments/connect-account-status. */
export const getConnectAccountStatusQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.accountStatus(),
    queryFn: ({ signal }) =>
      api<ConnectAccountStatus>('/payments/connect-account-status', { signal }),
    staleTime: 0,
  });

export const useConnectAccountStatus = () => useQuery(getConnectAccountStatusQueryOptions());

/** GET /api/payments/seller-earnings. */
export const getSellerEarningsQueryOptions = () =>
  queryOptions({
    queryKey: sellerMoneyKeys.earnings(),
    queryFn: ({ signal }) => api<SellerEarningsResponse>('/payments/seller-earnings', { signal }),
    ...sellerMoneyFreshness,
  });

export const useSellerEarnings = (enabled: boolean) =>
  useQuery({ ...getSellerEarningsQueryOptions(), enabled });

/** POST /api/payments/create-connect-account → {onboardingUrl}; the browser goes there. */
export const useCreateConnectAccount = () =>
  useMutation({
    mutationFn: () =>
      api<CreateConnectAccountResponse>('/payments/create-connect-account', { method: 'POST' }),
  });

/** POST /api/payments/test-processor/complete-onboarding: the test processor's onboarding. */
export function useCompleteTestOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<unknown>('/payments/test-processor/complete-onboarding', { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        invalidateSellerMoney(queryClient),
      ]),
  });
}

/** POST /api/payments/refund {licenseId}: refunds a sale and ends the buyer's license. */
export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseId: string) =>
      api<RefundResponse>('/payments/refund', { method: 'POST', body: { licenseId } }),
    onSuccess: () => invalidateSellerMoney(queryClient),
  });
}
