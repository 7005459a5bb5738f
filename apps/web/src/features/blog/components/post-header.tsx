import type { BlogFeaturedImage } from '@codebazaar/shared';
import { blogCategoryLabel } from '@codebazaar/shared/rules';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';

import { blogListHref } from '../lib/list-params';

import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

export interface PostHeaderProps {
  title: string;
  excerpt: string;
  category: string;
  date: string | null;
  readTime: number;
  views?: number;
  featuredImage: BlogFeaturedImage | null;
  /** Author line, share button… shown under the excerpt. */
  children?: ReactNode;
  /** In the editor preview the category is not a link. */
  linkCategory?: boolean;
}

/** Featured image, category, date, read time, views, title and excerpt of a post. */
export function PostHeader({
  title,
  excerpt,
  category,
  date,
  readTime,
  views,
  featuredImage,
  children,
  linkCategory = true,
}: PostHeaderProps) {
  const label = blogCategoryLabel(category);
  return (
    <header>
      {featuredImage?.url && (
        <PostImage
          image={featuredImage}
          title={title}
          loading="eager"
          className="mb-8 aspect-[2/1] rounded-xl shadow-sm"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {linkCategory ? (
          <Link
            to={blogListHref({ category })}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Badge variant="indigo" className="hover:bg-indigo-100">
              {label}
            </Badge>
          </Link>
        ) : (
          <Badge variant="indigo">{label}</Badge>
        )}
        <PostMeta date={date} readTime={readTime} views={views} />
      </div>
      <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight break-words text-slate-900 sm:text-4xl lg:text-5xl">
        {title}
      </h1>
      {excerpt && (
        <p className="mt-4 text-lg leading-relaxed text-slate-600 sm:text-xl">{excerpt}</p>
      )}
      {children}
    </header>
  );
}
