import type { BlogPostSummary } from '@codebazaar/shared';
import { blogCategoryLabel } from '@codebazaar/shared/rules';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Eye, User } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

import { authorName, formatCount, postDate } from '../lib/format';

import { PostImage } from './post-image';

export interface PostCardProps {
  post: BlogPostSummary;
  /** Featured cards are larger and carry a Featured badge. */
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One post in a grid: image, category, date, read time, title, excerpt, author and
 * views. The whole card is clickable through the title link.
 */
export function PostCard({ post, featured = false, headingLevel: Heading = 'h3' }: PostCardProps) {
  const date = postDate(post);
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition',
        'focus-within:ring-2 focus-within:ring-indigo-500 hover:-translate-y-0.5 hover:shadow-md',
      )}
    >
      <PostImage
        image={post.featuredImage}
        title={post.title}
        category={post.category}
        className={featured ? 'aspect-[16/9]' : 'aspect-[16/9] sm:aspect-[2/1]'}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <Badge variant="indigo">{blogCategoryLabel(post.category)}</Badge>
          {featured && <Badge variant="warning">Featured</Badge>}
          {date && <time dateTime={date}>{formatDate(date)}</time>}
          <span aria-hidden>·</span>
          <span>{post.readTime} min read</span>
        </div>
        <Heading
          className={cn(
            'font-semibold text-slate-900 group-hover:text-indigo-700',
            featured ? 'text-xl' : 'text-lg',
          )}
        >
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-slate-500">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <User className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{authorName(post.author)}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1.5">
            <Eye className="size-4" aria-hidden />
            <span>
              {formatCount(post.views)}
              <span className="sr-only"> views</span>
            </span>
          </span>
        </div>
      </div>
    </article>
  );
}

/** Grey placeholder of a card while the list loads. */
export function PostCardSkeleton() {
  return (
    <div
      aria-hidden
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-[2/1] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-5 w-4/5 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}

export function PostGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-6 sm:grid-cols-2', className)}>{children}</div>;
}
