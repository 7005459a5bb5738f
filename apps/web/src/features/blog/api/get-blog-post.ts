import { type BlogPostDetailResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

/**
 * GET /api/blog/{slug}: the post and its related posts. The read counts the reader's view, so a
 * page that opens with the server's copy (ADR 022) reads it again at once.
 */
export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) =>
      api<BlogPostDetailResponse>(`/blog/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 0,
  });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));
