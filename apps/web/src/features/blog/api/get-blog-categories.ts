import { type BlogCategoryCount } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

/** GET /api/blog/categories: every category with its count of published posts. */
export const getBlogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: ({ signal }) => api<BlogCategoryCount[]>('/blog/categories', { signal }),
    staleTime: 5 * 60_000,
  });

export const useBlogCategories = () => useQuery(getBlogCategoriesQueryOptions());
