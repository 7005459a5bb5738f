import {
  type BlogAdminListResponse,
  type BlogPost,
  type BlogPostSummary,
  type BlogPreviewResponse,
  type CreateBlogPostInput,
  type UpdateBlogPostInput,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

/** GET /api/blog/admin/posts: every post, drafts and archived included. */
export const getAdminBlogPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.adminPosts(),
    queryFn: ({ signal }) => api<BlogAdminListResponse>('/blog/admin/posts', { signal }),
  });

export const useAdminBlogPosts = () => useQuery(getAdminBlogPostsQueryOptions());

/** GET /api/blog/admin/posts/{id}: one post for the editor. */
export const getAdminBlogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.adminPost(id),
    queryFn: ({ signal }) =>
      api<BlogPost>(`/blog/admin/posts/${encodeURIComponent(id)}`, { signal }),
    // The editor must start from the stored post, never from a stale copy.
    staleTime: 0,
  });

export const useAdminBlogPost = (id: string | undefined) =>
  useQuery({ ...getAdminBlogPostQueryOptions(id ?? ''), enabled: Boolean(id) });

export type SaveBlogPostVariables =
  { id?: undefined; input: CreateBlogPostInput } | { id: string; input: UpdateBlogPostInput };

/** POST /api/blog/admin/posts (new) or PUT /api/blog/admin/posts/{id} (existing). */
export const saveBlogPost = ({ id, input }: SaveBlogPostVariables) =>
  id
    ? api<BlogPost>(`/blog/admin/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<BlogPost>('/blog/admin/posts', { method: 'POST', body: input });

/** Every blog list (public and admin) may show the changed post. */
const useInvalidateBlog = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: blogKeys.all });
};

export const useSaveBlogPost = () => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: async (saved) => {
      await invalidate();
      // The editor reopens on the saved post without another round trip.
      queryClient.setQueryData(getAdminBlogPostQueryOptions(saved._id).queryKey, saved);
    },
  });
};

/**
 * POST /api/blog/admin/preview: the content run through the server's sanitizer, i.e.
 * exactly what readers will get, with its read time.
 */
export const getBlogPreviewQueryOptions = (content: string) =>
  queryOptions({
    queryKey: blogKeys.adminPreview(content),
    queryFn: ({ signal }) =>
      api<BlogPreviewResponse>('/blog/admin/preview', {
        method: 'POST',
        body: { content },
        signal,
      }),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

export const useBlogPreview = (content: string, enabled: boolean) =>
  useQuery({ ...getBlogPreviewQueryOptions(content), enabled });

/** PUT /api/blog/admin/posts/{id} with only {featured}. */
export const useToggleFeatured = () => {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (post: Pick<BlogPostSummary, '_id' | 'featured'>) =>
      api<BlogPost>(`/blog/admin/posts/${encodeURIComponent(post._id)}`, {
        method: 'PUT',
        body: { featured: !post.featured } satisfies UpdateBlogPostInput,
      }),
    onSuccess: invalidate,
  });
};

/** DELETE /api/blog/{id}. */
export const useDeleteBlogPost = () => {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/blog/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
};
