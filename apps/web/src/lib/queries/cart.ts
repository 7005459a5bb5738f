import type { CartResponse } from '@codebazaar/shared';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cartKeys } from '@/lib/query-keys';

/**
 * The signed-in buyer's cart (docs/product-rules.md#cart): the header's count, the add buttons
 * of project pages and cards, and the cart page read it. Keyed by the user, and the whole
 * cache is cleared when someone signs in or out (lib/auth.tsx), so a cart never outlives its
 * session. Every write answers the whole cart, which replaces the cached one.
 */
export const getCartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.cart(userId),
    queryFn: ({ signal }) => api<CartResponse>('/cart', { signal }),
  });

/** The cart of the signed-in user; idle for a visitor. */
export function useCart() {
  const { user } = useAuth();
  return useQuery({
    ...getCartQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
  });
}

/** Marks the cart's writes, so the cart page can say its subtotal is being updated. */
export const CART_MUTATION_KEY = ['cart', 'write'] as const;

export interface PutCartItemVars {
  projectId: string;
  /** Pay what you want: the buyer's amount, dollars; omitted for the default. */
  amount?: number;
}

/** Runs a write with the cart's query paused, and puts the server's answer in its place. */
function cartWrite<Vars>(
  queryClient: QueryClient,
  userId: string,
  optimistic: (cart: CartResponse, vars: Vars) => CartResponse,
) {
  const key = cartKeys.cart(userId);
  return {
    mutationKey: CART_MUTATION_KEY,
    onMutate: async (vars: Vars) => {
      // A read that started before the write must not bring the old cart back.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CartResponse>(key);
      if (before) queryClient.setQueryData(key, optimistic(before, vars));
      return { before };
    },
    onSuccess: (cart: CartResponse) => queryClient.setQueryData(key, cart),
    onError: (_err: unknown, _vars: Vars, context: { before?: CartResponse } | undefined) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      // Another write may have changed the cart meanwhile: read what the server has.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

/**
 * PUT /api/cart/items/{projectId}: adds the project or changes its amount. The count goes up at
 * once for a project not in the cart yet; the item itself shows when the server answers.
 */
export function usePutCartItem() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ projectId, amount }: PutCartItemVars) =>
      api<CartResponse>(`/cart/items/${encodeURIComponent(projectId)}`, {
        method: 'PUT',
        body: amount === undefined ? {} : { amount },
      }),
    ...cartWrite<PutCartItemVars>(queryClient, user?.id ?? '', (cart, { projectId }) =>
      cart.items.some((item) => item.projectId === projectId)
        ? cart
        : { ...cart, count: cart.count + 1 },
    ),
  });
}

/**
 * DELETE /api/cart/items/{projectId}: the item leaves the list at once; the subtotal is the
 * server's, once it answers.
 */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (projectId: string) =>
      api<CartResponse>(`/cart/items/${encodeURIComponent(projectId)}`, { method: 'DELETE' }),
    ...cartWrite<string>(queryClient, user?.id ?? '', (cart, projectId) => {
      const items = cart.items.filter((item) => item.projectId !== projectId);
      return { ...cart, items, count: cart.count - (cart.items.length - items.length) };
    }),
  });
}
