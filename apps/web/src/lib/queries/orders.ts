import type { OrderDto, OrderResponse, OrdersResponse } from '@codebazaar/shared';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import {
  bundleKeys,
  cartKeys,
  dashboardKeys,
  orderKeys,
  projectKeys,
  receiptKeys,
} from '@/lib/query-keys';

/**
 * The buyer's orders (docs/product-rules.md#carts-orders-and-bundles): the checkout writes the
 * order it confirmed, the orders pages read them.
 */

/** GET /api/orders?page=: the buyer's orders, newest first. */
export const getOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => api<OrdersResponse>('/orders', { query: { page }, signal }),
    // Refunds and disputes change an order's lines elsewhere.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useOrders = (page: number) => useQuery(getOrdersQueryOptions(page));

/** GET /api/orders/{id}: one order of the buyer (anyone else gets 404). */
export const getOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api<OrderResponse>(`/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.order),
    retry: false,
  });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));

/**
 * After an order is paid: keep it for its page, and drop what it changed: the cart (paid items
 * leave it), the library and receipts, the orders list, and every project and bundle ("In cart"
 * becomes "You own this").
 */
export function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return (order: OrderDto) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    void queryClient.invalidateQueries({ queryKey: receiptKeys.all });
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    void queryClient.invalidateQueries({ queryKey: bundleKeys.all });
  };
}
