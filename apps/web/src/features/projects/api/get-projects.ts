import type { ProjectListResponse } from '@codebazaar/shared';
import {
  defaultSortOrder,
  type PriceRange,
  type ProjectSortBy,
  type RatingFilter,
  type UpdatedWithin,
} from '@codebazaar/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** Projects per page on Find Projects (a 3-column grid of 4 rows). */
export const FIND_PROJECTS_PAGE_SIZE = 12;

export interface ProjectsFilter {
  search: string;
  /** '' for every category. */
  category: string;
  sortBy: ProjectSortBy;
  priceRange: PriceRange;
  updated: UpdatedWithin;
  /** Minimum average rating. */
  rating: RatingFilter;
  page: number;
}

/** GET /api/projects: category omitted when all, sortOrder asc for price else desc. */
export const getProjects = (filter: ProjectsFilter, signal?: AbortSignal) =>
  api<ProjectListResponse>('/projects', {
    query: {
      search: filter.search || undefined,
      category: filter.category || undefined,
      sortBy: filter.sortBy,
      sortOrder: defaultSortOrder(filter.sortBy),
      priceRange: filter.priceRange === 'any' ? undefined : filter.priceRange,
      updated: filter.updated === 'any' ? undefined : filter.updated,
      rating: filter.rating === 'any' ? undefined : filter.rating,
      page: filter.page,
      limit: FIND_PROJECTS_PAGE_SIZE,
    },
    signal,
  });

export const getProjectsQueryOptions = (filter: ProjectsFilter) =>
  queryOptions({
    queryKey: projectKeys.list(filter),
    queryFn: ({ signal }) => getProjects(filter, signal),
    // Keep the current results on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useProjects = (filter: ProjectsFilter, enabled = true) =>
  useQuery({ ...getProjectsQueryOptions(filter), enabled });
