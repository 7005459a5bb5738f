import type { DashboardResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** GET /api/dashboard. */
export const getDashboard = (signal?: AbortSignal) =>
  api<DashboardResponse>('/dashboard', { signal });

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // Projects, drafts and sales change elsewhere: read fresh figures on every visit, and when
    // the window regains focus (the seller figures follow sales and disputes made elsewhere).
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
