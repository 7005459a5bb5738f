import type { ProjectListResponse } from '@codebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { authorKeys } from '@/lib/query-keys';

/** Projects per request on the author page (12 rows of the 2-column grid). */
export const AUTHOR_PROJECTS_PAGE_SIZE = 24;

/** GET /api/projects?author={id}&status=published, newest first, one page. */
export const getAuthorProjects = (id: string, page: number, signal?: AbortSignal) =>
  api<ProjectListResponse>('/projects', {
    query: {
      author: id,
      status: 'published',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page,
      limit: AUTHOR_PROJECTS_PAGE_SIZE,
    },
    signal,
  });

export const getAuthorProjectsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: authorKeys.projects(id),
    queryFn: ({ pageParam, signal }) => getAuthorProjects(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.hasNext ? last.pagination.currentPage + 1 : undefined,
  });

export const useAuthorProjects = (id: string) =>
  useInfiniteQuery(getAuthorProjectsQueryOptions(id));
