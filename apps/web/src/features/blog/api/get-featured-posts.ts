import { type BlogPostSummary } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

/** GET /api/blog/featured: an array of published featured posts. */
export const getFeaturedPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.featured(),
    queryFn: ({ signal }) => api<BlogPostSummary[]>('/blog/featured', { signal }),
  });

export const useFeaturedPosts = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getFeaturedPostsQueryOptions(), enabled });
