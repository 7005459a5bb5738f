import type { AdminOverviewResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/overview: the last 12 months of the business. */
export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => api<AdminOverviewResponse>('/admin/overview', { signal }),
  });

export const useOverview = () => useQuery(getOverviewQueryOptions());
