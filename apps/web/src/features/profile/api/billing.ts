import type { BillingDetails, UpdateBillingInput } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { receiptKeys } from '@/lib/query-keys';

/** GET /api/account/billing: the billing country and VAT ID printed on receipts. */
export const getBillingQueryOptions = () =>
  queryOptions({
    queryKey: receiptKeys.billing(),
    queryFn: ({ signal }) => api<BillingDetails>('/account/billing', { signal }),
  });

export const useBilling = () => useQuery(getBillingQueryOptions());

/** PUT /api/account/billing {country, vatId}: blank clears a field. */
export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBillingInput) =>
      api<BillingDetails>('/account/billing', { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(receiptKeys.billing(), data),
  });
}
