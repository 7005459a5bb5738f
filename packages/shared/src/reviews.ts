import { z } from 'zod';

import { paginationQuerySchema, paginationSchema } from './common';

import { RATING_FILTER_VALUES, REVIEW_BODY_MAX, REVIEW_ERRORS } from './rules/reviews';

export * from './rules/reviews';

/** A project's rating summary: null average without reviews. */
export const projectRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProjectRating = z.infer<typeof projectRatingSchema>;

/** PUT /projects/{id}/reviews: creates the viewer's review or replaces it. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ message: REVIEW_ERRORS.rating })
    .int(REVIEW_ERRORS.rating)
    .min(1, REVIEW_ERRORS.rating)
    .max(5, REVIEW_ERRORS.rating),
  body: z
    .string()
    .max(REVIEW_BODY_MAX, REVIEW_ERRORS.bodyTooLong)
    .optional()
    .transform((v) => v?.trim() ?? ''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  body: z.string(),
  author: z.object({
    id: z.string(),
    username: z.string(),
    /** The reviewer's chosen profile name; null when they chose none (show the username). */
    displayName: z.string().nullable(),
    profileImage: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const listReviewsQuerySchema = paginationQuerySchema;

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  rating: projectRatingSchema,
  /** The signed-in viewer's own review, wherever it is in the list. */
  ownReview: reviewSchema.nullable(),
  pagination: paginationSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const reviewResponseSchema = z.object({
  review: reviewSchema,
  rating: projectRatingSchema,
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const ratingFilterSchema = z.enum(RATING_FILTER_VALUES);
