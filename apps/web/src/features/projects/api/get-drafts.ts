import type { DraftsResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** GET /api/projects/drafts: the signed-in author's drafts. */
export const getDrafts = (signal?: AbortSignal) =>
  api<DraftsResponse>('/projects/drafts', { signal });

export const getDraftsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.drafts(),
    queryFn: ({ signal }) => getDrafts(signal),
    staleTime: 0,
  });

export const useDrafts = () => useQuery(getDraftsQueryOptions());
