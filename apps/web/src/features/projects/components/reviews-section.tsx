import type { Project, Review, ViewerLicense } from '@codebazaar/shared';
import { REVIEW_BODY_MAX, REVIEW_ERRORS } from '@codebazaar/shared/rules';
import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ReportAction } from '@/components/moderation/report-action';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { REVIEWS_SHOWN, useReviews, useSaveReview } from '../api/reviews';

import { RatingSummary, StarInput, Stars } from './star-rating';
import { personName } from '@/lib/person-name';

export interface ReviewsSectionProps {
  project: Project;
  userLicense: ViewerLicense | null;
  viewerId: string | null;
}

/** Project page: average, count, the newest reviews, and the form for license holders. */
export function ReviewsSection({ project, userLicense, viewerId }: ReviewsSectionProps) {
  const reviews = useReviews(project._id);
  const canReview =
    viewerId !== null && viewerId !== project.author.id && Boolean(userLicense?.isActive);
  const rating = reviews.data?.rating ?? project.rating;
  const total = reviews.data?.pagination.total ?? rating.count;

  return (
    <section aria-labelledby="reviews-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-title" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        <RatingSummary rating={rating} />
      </div>

      {canReview && reviews.isSuccess && (
        <ReviewForm projectId={project._id} own={reviews.data.ownReview} />
      )}

      {reviews.isError && (
        <Alert variant="error" className="mt-4">
          {errorMessage(reviews.error, 'Failed to load reviews.')}
        </Alert>
      )}
      {reviews.isSuccess && reviews.data.reviews.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">No reviews yet.</p>
      )}
      {reviews.isSuccess && reviews.data.reviews.length > 0 && (
        <>
          <ul className="mt-4 divide-y divide-slate-100" aria-label="Reviews">
            {reviews.data.reviews.map((r) => (
              <ReviewItem key={r.id} review={r} own={r.author.id === viewerId} />
            ))}
          </ul>
          {total > reviews.data.reviews.length && (
            <p className="mt-3 text-sm text-slate-500">
              Showing the {Math.min(REVIEWS_SHOWN, reviews.data.reviews.length)} newest of {total}{' '}
              reviews.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, own }: { review: Review; own: boolean }) {
  return (
    <li className="py-4">
      <div className="flex items-center gap-2.5">
        <Avatar username={review.author.username} src={review.author.profileImage} size="sm" />
        <p className="text-sm font-medium text-slate-800">
          {personName(review.author)}
          {own && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
        </p>
        <Stars value={review.rating} />
        <span className="sr-only">{review.rating === 1 ? '1 star' : `${review.rating} stars`}</span>
        <time dateTime={review.createdAt} className="ml-auto text-xs text-slate-500">
          {formatDate(review.createdAt)}
        </time>
        <ReportAction subtle targetType="review" targetId={review.id} ownerId={review.author.id} />
      </div>
      {review.body && (
        <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{review.body}</p>
      )}
    </li>
  );
}

function ReviewForm({ projectId, own }: { projectId: string; own: Review | null }) {
  const save = useSaveReview(projectId);
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [body, setBody] = useState(own?.body ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const tooLong = body.length > REVIEW_BODY_MAX;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (rating < 1 || rating > 5) {
      setRatingError('Please choose a rating from 1 to 5 stars');
      return;
    }
    if (tooLong) return;
    setRatingError(undefined);
    save.mutate({ rating, body }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={own ? 'Edit your review' : 'Write a review'}
      className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <p className="text-sm font-medium text-slate-900">
        {own ? 'Edit your review' : 'Rate this project'}
      </p>
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setRatingError(undefined);
        }}
        error={ratingError}
      />
      <div className="space-y-1.5">
        <Label htmlFor="review-body">Review (optional)</Label>
        <Textarea
          id="review-body"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={tooLong}
          aria-describedby="review-body-count"
        />
        <p
          id="review-body-count"
          className={tooLong ? 'text-xs text-red-600' : 'text-xs text-slate-500'}
        >
          {tooLong ? REVIEW_ERRORS.bodyTooLong : `${body.length}/${REVIEW_BODY_MAX}`}
        </p>
      </div>
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, 'Failed to save your review.')}</Alert>
      )}
      {saved && !save.isPending && (
        <p role="status" className="text-sm text-emerald-700">
          Your review was saved.
        </p>
      )}
      <Button type="submit" loading={save.isPending} disabled={tooLong}>
        {own ? 'Update review' : 'Submit review'}
      </Button>
    </form>
  );
}
