import type { BillingDetails } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { receiptKeys } from '@/lib/query-keys';

/** GET /api/account/billing: the saved billing country and VAT ID, and whether tax applies. */
export const getBillingQueryOptions = () =>
  queryOptions({
    queryKey: receiptKeys.billing(),
    queryFn: ({ signal }) => api<BillingDetails>('/account/billing', { signal }),
    staleTime: 0,
  });

export const useBilling = () => useQuery(getBillingQueryOptions());
