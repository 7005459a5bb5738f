import type { ProjectListResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

const MOST_VIEWED = { sortBy: 'stats.views', sortOrder: 'desc', limit: 1 } as const;

/**
 * GET /api/projects sorted by views, one project: the catalogue's most viewed project and,
 * in the pagination, how many projects are published.
 */
export const getMostViewedQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(MOST_VIEWED),
    queryFn: ({ signal }) => api<ProjectListResponse>('/projects', { query: MOST_VIEWED, signal }),
    staleTime: 60_000,
  });

export const useMostViewed = () => useQuery(getMostViewedQueryOptions());
