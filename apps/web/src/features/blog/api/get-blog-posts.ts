import type { BlogListResponse } from '@codebazaar/shared';
import { BLOG_PAGE_SIZE } from '@codebazaar/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

export interface BlogPostsFilter {
  page: number;
  category?: string;
  search?: string;
}

/** GET /api/blog?page={n}&limit=6 with optional category and search. */
export const getBlogPosts = ({ page, category, search }: BlogPostsFilter, signal?: AbortSignal) =>
  api<BlogListResponse>('/blog', {
    query: { page, limit: BLOG_PAGE_SIZE, category, search },
    signal,
  });

export const getBlogPostsQueryOptions = (filter: BlogPostsFilter) =>
  queryOptions({
    queryKey: blogKeys.posts({
      page: filter.page,
      category: filter.category ?? '',
      search: filter.search ?? '',
    }),
    queryFn: ({ signal }) => getBlogPosts(filter, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useBlogPosts = (filter: BlogPostsFilter) => useQuery(getBlogPostsQueryOptions(filter));
