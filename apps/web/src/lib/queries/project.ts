import type { ProjectDetailResponse } from '@codebazaar/shared';
import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/**
 * GET /api/projects/{id}: the project, the viewer's license and its updates. The project page,
 * its editor, its changelog and the renewal checkout read the same resource.
 */
export const getProject = (id: string, signal?: AbortSignal) =>
  api<ProjectDetailResponse>(`/projects/${encodeURIComponent(id)}`, { signal });

export const getProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
  });
