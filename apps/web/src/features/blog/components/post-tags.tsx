import { Link } from 'react-router';

import { Tag } from '@/components/ui/icons';

import { blogListHref } from '../lib/list-params';

/** Tags of a post, each a search of the blog for that tag. */
export function PostTags({ tags, linked = true }: { tags: string[]; linked?: boolean }) {
  if (tags.length === 0) return null;
  const pill =
    'inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700';
  return (
    <section aria-label="Tags" className="flex flex-wrap items-center gap-2">
      <Tag className="size-4 text-slate-400" aria-hidden />
      {tags.map((tag) =>
        linked ? (
          <Link
            key={tag}
            to={blogListHref({ search: tag })}
            className={`${pill} transition-colors hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600`}
          >
            #{tag}
          </Link>
        ) : (
          <span key={tag} className={pill}>
            #{tag}
          </span>
        ),
      )}
    </section>
  );
}
