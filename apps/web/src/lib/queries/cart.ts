import type { CartResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';

/** GET /api/cart: the signed-in buyer's cart, kept on the server. */
export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api<CartResponse>('/cart', { signal }),
  });

/** `fresh`: read it again on mount (the checkout shows what the cart holds now). */
export const useCart = ({ fresh = false }: { fresh?: boolean } = {}) =>
  useQuery({ ...getCartQueryOptions(), ...(fresh ? { staleTime: 0 } : {}) });
