import type { OrderReceipt } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/**
 * GET /api/orders/{id}/receipt: one receipt for the whole order, a line per item (with the
 * discount, fee and tax lines as on a license's receipt), and who licenses each item.
 */
export type { OrderReceipt };

export const getOrderReceiptQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.receipt(orderId),
    queryFn: ({ signal }) =>
      api<OrderReceipt>(`/orders/${encodeURIComponent(orderId)}/receipt`, { signal }),
    retry: false,
  });

export const useOrderReceipt = (orderId: string) => useQuery(getOrderReceiptQueryOptions(orderId));
