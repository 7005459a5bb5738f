import type {
  CreateCheckoutInput,
  CreateCheckoutResponse,
  OrderResponse,
  PublicBundleResponse,
} from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { bundleKeys } from '@/lib/query-keys';

/**
 * The checkout of several lines (docs/product-rules.md#carts-orders-and-bundles): the cart, or a
 * bundle, priced by the server and paid by one payment.
 */

/**
 * POST /api/checkout: no items and no bundle means the cart. Answers the priced lines and the
 * payment intent; opening a checkout replaces the buyer's open one.
 */
export const createCheckout = (input: CreateCheckoutInput) =>
  api<CreateCheckoutResponse>('/checkout', { method: 'POST', body: input });

/** POST /api/checkout/{checkoutId}/confirm (idempotent): the paid checkout becomes an order. */
export const confirmCheckout = (checkoutId: string) =>
  api<OrderResponse>(`/checkout/${encodeURIComponent(checkoutId)}/confirm`, { method: 'POST' });

/** GET /api/bundles/{id}: the bundle, and for a signed-in buyer what completing it costs them. */
export const getBundleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bundleKeys.detail(id),
    queryFn: ({ signal }) =>
      api<PublicBundleResponse>(`/bundles/${encodeURIComponent(id)}`, { signal }),
    retry: false,
    staleTime: 0,
  });

export const useBundle = (id: string) => useQuery(getBundleQueryOptions(id));
