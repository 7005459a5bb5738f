import type { ProjectRating } from '@codebazaar/shared';
import { type CSSProperties, useId } from 'react';

import { Star } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/**
 * Five stars filled up to the value (halves rounded), drawn by the `.stars` class in index.css as
 * one empty element: a page with many ratings carries no star SVGs. Screen readers skip it; the
 * text beside it says the rating.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(value)));
  return (
    <span
      className={cn('stars', className)}
      style={{ '--stars-filled': filled } as CSSProperties}
      aria-hidden
    />
  );
}

/** "★★★★☆ 4.2 (12)" or "No ratings yet". */
export function RatingSummary({
  rating,
  className,
}: {
  rating: ProjectRating;
  className?: string;
}) {
  if (rating.average === null || rating.count === 0) {
    return <p className={cn('text-xs text-slate-500', className)}>No ratings yet</p>;
  }
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm text-slate-700', className)}>
      <Stars value={rating.average} />
      <span className="sr-only">
        Rated {rating.average.toFixed(1)} out of 5 from {reviews}
      </span>
      <span aria-hidden className="font-medium">
        {rating.average.toFixed(1)}
      </span>
      <span aria-hidden className="text-slate-500">
        ({rating.count})
      </span>
    </p>
  );
}

export interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/** A 1-5 radio group drawn as stars: arrow keys move, each star is labelled. */
export function StarInput({ value, onChange, error }: StarInputProps) {
  const name = useId();
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={n === 1 ? '1 star' : `${n} stars`}
            />
            <Star
              aria-hidden
              className={cn(
                'size-7',
                n <= value ? 'fill-amber-400 text-amber-400' : 'fill-none text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
