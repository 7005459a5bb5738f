import { type BlogPostDetailResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

/** GET /api/blog/{slug}: the post and its related posts. */
export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) =>
      api<BlogPostDetailResponse>(`/blog/${encodeURIComponent(slug)}`, { signal }),
  });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));
