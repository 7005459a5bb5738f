import type { RefundRequestListResponse, RefundRequestResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateSellerMoney } from './seller-money';

/** Query keys of this list (kept here: only the seller dashboard reads it). */
const refundKeys = {
  all: ['refunds'] as const,
  list: () => ['refunds', 'list'] as const,
};

/** GET /api/seller/refund-requests: requests on the seller's projects, pending first. */
export const getRefundRequestsQueryOptions = () =>
  queryOptions({
    queryKey: refundKeys.list(),
    queryFn: ({ signal }) => api<RefundRequestListResponse>('/seller/refund-requests', { signal }),
    staleTime: 0,
  });

export const useRefundRequests = () => useQuery(getRefundRequestsQueryOptions());

/** POST /api/seller/refund-requests/{id}/approve|decline {message}. */
export function useAnswerRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'approve' | 'decline'; message: string }) =>
      api<RefundRequestResponse>(
        `/seller/refund-requests/${encodeURIComponent(input.id)}/${input.action}`,
        { method: 'POST', body: { message: input.message } },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundKeys.all }),
        // An approval refunds the sale: every seller money figure changes.
        invalidateSellerMoney(queryClient),
      ]),
  });
}
