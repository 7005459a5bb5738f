import {
  reviewInputSchema,
  type Project,
  type Review,
  type ReviewInput,
  type ViewerLicense,
} from '@codebazaar/shared';
import { REVIEW_BODY_MAX, REVIEW_ERRORS } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ReportAction } from '@/components/moderation/report-action';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { checkedBy } from '@/lib/checked-by';
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

const CHOOSE_RATING = 'Please choose a rating from 1 to 5 stars';

/** The review as the request takes it; no star chosen yet gets the form's own text. */
const reviewFormSchema = z
  .object({
    rating: z.number().min(1, CHOOSE_RATING).max(5, CHOOSE_RATING),
    body: z.string(),
  })
  .superRefine(checkedBy(reviewInputSchema));

function ReviewForm({ projectId, own }: { projectId: string; own: Review | null }) {
  const save = useSaveReview(projectId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ rating: number; body: string }>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: own?.rating ?? 0, body: own?.body ?? '' },
    reValidateMode: 'onSubmit',
  });
  const [saved, setSaved] = useState(false);
  const body = useWatch({ control, name: 'body' });
  const tooLong = body.length > REVIEW_BODY_MAX;

  const onSubmit = handleSubmit(
    async (input: ReviewInput) => {
      await save
        .mutateAsync(input)
        .then(() => setSaved(true))
        .catch(() => undefined);
    },
    () => setSaved(false),
  );

  return (
    <form
      onSubmit={(e) => {
        setSaved(false);
        void onSubmit(e);
      }}
      noValidate
      aria-label={own ? 'Edit your review' : 'Write a review'}
      className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <p className="text-sm font-medium text-slate-900">
        {own ? 'Edit your review' : 'Rate this project'}
      </p>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarInput
            value={field.value}
            onChange={(n) => field.onChange(n)}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="space-y-1.5">
        <Label htmlFor="review-body">Review (optional)</Label>
        <Textarea
          id="review-body"
          {...register('body')}
          aria-invalid={tooLong || Boolean(errors.body)}
          aria-describedby="review-body-count"
        />
        <p
          id="review-body-count"
          className={tooLong ? 'text-xs text-red-600' : 'text-xs text-slate-500'}
        >
          {tooLong
            ? REVIEW_ERRORS.bodyTooLong
            : (errors.body?.message ?? `${body.length}/${REVIEW_BODY_MAX}`)}
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
      <Button type="submit" loading={isSubmitting} disabled={tooLong}>
        {own ? 'Update review' : 'Submit review'}
      </Button>
    </form>
  );
}
