import type { BillingDetails, UpdateBillingInput } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { receiptKeys } from '@/lib/query-keys';

/**
 * GET /api/account/billing: the saved billing country and VAT ID printed on receipts, and
 * whether tax applies. The profile edits it; the checkout pre-fills its billing fields from it.
 */
export const getBillingQueryOptions = () =>
  queryOptions({
    queryKey: receiptKeys.billing(),
    queryFn: ({ signal }) => api<BillingDetails>('/account/billing', { signal }),
  });

/** `fresh`: read it again on every mount (the checkout prices with what is saved now). */
export const useBilling = ({ fresh = false }: { fresh?: boolean } = {}) =>
  useQuery({ ...getBillingQueryOptions(), ...(fresh ? { staleTime: 0 } : {}) });

/** PUT /api/account/billing {country, vatId}: blank clears a field. */
export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBillingInput) =>
      api<BillingDetails>('/account/billing', { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(receiptKeys.billing(), data),
  });
}
