import { Calendar, Clock, Eye } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

import { formatCount } from '../lib/format';

export interface PostMetaProps {
  date: string | null;
  readTime: number;
  views?: number;
  className?: string;
}

/** Date, read time and (optionally) views of a post, as one line of small print. */
export function PostMeta({ date, readTime, views, className }: PostMetaProps) {
  const formatted = formatDate(date);
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500',
        className,
      )}
    >
      {formatted && (
        <span className="inline-flex items-center gap-1.5">
          <Calendar className="size-4" aria-hidden />
          <time dateTime={date ?? undefined}>{formatted}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {readTime} min read
      </span>
      {views !== undefined && (
        <span className="inline-flex items-center gap-1.5">
          <Eye className="size-4" aria-hidden />
          {formatCount(views)} {views === 1 ? 'view' : 'views'}
        </span>
      )}
    </p>
  );
}
