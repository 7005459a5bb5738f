/** The zod-free part of the reviews contract. */
export const REVIEW_BODY_MAX = 2000;

export const REVIEW_ERRORS = {
  rating: 'Rating must be a whole number from 1 to 5',
  bodyTooLong: `Review must be at most ${REVIEW_BODY_MAX} characters`,
  ownProject: 'You cannot review your own project',
  noLicense: 'Only holders of an active license can review this project',
} as const;

/** Find Projects rating filter: minimum average rating. */
export const RATING_FILTER_OPTIONS = [
  { value: 'any', label: 'Any rating' },
  { value: '4', label: '4+ stars' },
  { value: '3', label: '3+ stars' },
] as const;
export const RATING_FILTER_VALUES = ['any', '4', '3'] as const;
export type RatingFilter = (typeof RATING_FILTER_VALUES)[number];

export const ratingFilterMin = (f: RatingFilter): number | null => (f === 'any' ? null : Number(f));
