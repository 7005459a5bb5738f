import type { HomeResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';

/**
 * GET /api/home: the project an admin featured (else the most viewed one) and the
 * marketplace's real counts.
 */
export const getHomeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.home(),
    queryFn: ({ signal }) => api<HomeResponse>('/home', { signal }),
    staleTime: 60_000,
  });

export const useHome = () => useQuery(getHomeQueryOptions());
