import type { ReviewInput, ReviewListResponse, ReviewResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

import { getProjectQueryOptions } from './get-project';

/** Reviews shown on the project page (newest first); the count tells how many there are. */
export const REVIEWS_SHOWN = 20;

export const getReviewsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.reviews(projectId),
    queryFn: ({ signal }) =>
      api<ReviewListResponse>(`/projects/${projectId}/reviews`, {
        query: { limit: REVIEWS_SHOWN },
        signal,
      }),
  });

export const useReviews = (projectId: string) => useQuery(getReviewsQueryOptions(projectId));

/** PUT /api/projects/{id}/reviews: creates or edits the viewer's review. */
export function useSaveReview(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api<ReviewResponse>(`/projects/${projectId}/reviews`, { method: 'PUT', body: input }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getReviewsQueryOptions(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getProjectQueryOptions(projectId).queryKey }),
      ]);
    },
  });
}
