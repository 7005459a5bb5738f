import type { CreateDiscountInput, Discount, DiscountListResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Query keys of this list (kept here: only the seller dashboard reads it). */
const discountKeys = {
  all: ['discounts'] as const,
  list: () => ['discounts', 'list'] as const,
};

/** GET /api/seller/discounts: the seller's codes with their redemption counts. */
export const getDiscountsQueryOptions = () =>
  queryOptions({
    queryKey: discountKeys.list(),
    queryFn: ({ signal }) => api<DiscountListResponse>('/seller/discounts', { signal }),
    staleTime: 0,
  });

export const useDiscounts = () => useQuery(getDiscountsQueryOptions());

/** POST /api/seller/discounts */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDiscountInput) =>
      api<Discount>('/seller/discounts', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}

/** DELETE /api/seller/discounts/{id} */
export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/seller/discounts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
