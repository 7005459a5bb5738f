import type { ProjectDetailResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** GET /api/projects/{id}: the project and the viewer's license. */
export const getProject = (id: string, signal?: AbortSignal) =>
  api<ProjectDetailResponse>(`/projects/${encodeURIComponent(id)}`, { signal });

export const getProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
  });

export const useProject = (id: string | undefined) =>
  useQuery({ ...getProjectQueryOptions(id ?? ''), enabled: Boolean(id) });
