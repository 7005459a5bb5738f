import type { QueryClient } from '@tanstack/react-query';

import { dashboardKeys, sellerMoneyKeys } from '@/lib/query-keys';

/**
 * How every seller money query reads (docs/product-rules.md#balances): fresh on every visit, and
 * again when the window regains focus, since a sale or a dispute happens in someone else's
 * browser or at the payment provider.
 */
export const sellerMoneyFreshness = { staleTime: 0, refetchOnWindowFocus: true } as const;

/**
 * After anything that changes the seller's money (a refund, an approved refund request, a
 * finished onboarding): the earnings, chart, sales table, balance and the dashboard's seller
 * figures are read again together, so no figure on the page is left behind.
 */
export const invalidateSellerMoney = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sellerMoneyKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
