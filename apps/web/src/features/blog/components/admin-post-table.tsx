import type { BlogPostSummary } from '@codebazaar/shared';
import { blogCategoryLabel, blogStatusLabel, type BlogStatus } from '@codebazaar/shared/rules';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Eye, Pencil, Star, Trash2 } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

import { formatCount, postDate } from '../lib/format';

const statusVariant: Record<BlogStatus, BadgeVariant> = {
  published: 'success',
  draft: 'warning',
  archived: 'neutral',
};

const iconAction =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50';

export interface AdminPostTableProps {
  posts: BlogPostSummary[];
  onToggleFeatured: (post: BlogPostSummary) => void;
  onDelete: (post: BlogPostSummary) => void;
  /** id of the post whose action is running. */
  busyId?: string;
}

function ActionLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={cn(iconAction, 'text-slate-500 hover:bg-slate-100 hover:text-indigo-700')}
    >
      {children}
    </Link>
  );
}

/** Every post with status, category, date, views, read time and its actions. */
export function AdminPostTable({ posts, onToggleFeatured, onDelete, busyId }: AdminPostTableProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm md:overflow-x-auto">
      {/* Below md each row stacks into a card (one DOM, so the actions stay in reach). */}
      <table className="block w-full text-left text-sm md:table md:min-w-[56rem]">
        <thead className="sr-only border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:not-sr-only md:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Views
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Read
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">
          {posts.map((post) => {
            const busy = busyId === post._id;
            const date = postDate(post);
            return (
              <tr
                key={post._id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4 align-top hover:bg-slate-50/60 md:table-row md:p-0"
              >
                <td className="block w-full md:table-cell md:w-auto md:max-w-md md:px-5 md:py-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={paths.adminBlogEdit(post._id)}
                      className="font-semibold text-slate-900 hover:text-indigo-700"
                    >
                      {post.title}
                    </Link>
                    {post.featured && (
                      <Badge variant="purple">
                        <Star className="size-3 fill-current" aria-hidden />
                        Featured
                      </Badge>
                    )}
                  </div>
                  {post.excerpt && (
                    <p className="mt-1 line-clamp-2 text-slate-500">{post.excerpt}</p>
                  )}
                </td>
                <td className="md:px-4 md:py-4">
                  <Badge variant={statusVariant[post.status]}>{blogStatusLabel(post.status)}</Badge>
                </td>
                <td className="whitespace-nowrap text-slate-600 md:px-4 md:py-4">
                  {blogCategoryLabel(post.category)}
                </td>
                <td className="whitespace-nowrap text-slate-600 md:px-4 md:py-4">
                  <time dateTime={date}>{formatDate(date)}</time>
                </td>
                <td className="text-slate-600 tabular-nums md:px-4 md:py-4 md:text-right">
                  {formatCount(post.views)}
                  <span className="md:hidden"> views</span>
                </td>
                <td className="whitespace-nowrap text-slate-600 md:px-4 md:py-4 md:text-right">
                  {post.readTime} min<span className="md:hidden"> read</span>
                </td>
                <td className="-ml-2 block w-full md:ml-0 md:table-cell md:w-auto md:px-5 md:py-3">
                  <div className="flex items-center gap-1 md:justify-end">
                    {post.status === 'published' ? (
                      <ActionLink to={paths.blogPost(post.slug)} label={`View “${post.title}”`}>
                        <Eye className="size-4" aria-hidden />
                      </ActionLink>
                    ) : (
                      <span
                        className={cn(iconAction, 'cursor-not-allowed text-slate-300')}
                        title="Only published posts can be viewed"
                        aria-hidden
                      >
                        <Eye className="size-4" />
                      </span>
                    )}
                    <ActionLink to={paths.adminBlogEdit(post._id)} label={`Edit “${post.title}”`}>
                      <Pencil className="size-4" aria-hidden />
                    </ActionLink>
                    <button
                      type="button"
                      onClick={() => onToggleFeatured(post)}
                      disabled={busy}
                      aria-pressed={post.featured}
                      aria-label={`${post.featured ? 'Unfeature' : 'Feature'} “${post.title}”`}
                      title={post.featured ? 'Remove from featured' : 'Mark as featured'}
                      className={cn(
                        iconAction,
                        post.featured
                          ? 'text-amber-500 hover:bg-amber-50'
                          : 'text-slate-500 hover:bg-slate-100 hover:text-amber-500',
                      )}
                    >
                      <Star className={cn('size-4', post.featured && 'fill-current')} aria-hidden />
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(post)}
                      disabled={busy}
                      aria-label={`Delete “${post.title}”`}
                      title="Delete"
                      className={cn(
                        iconAction,
                        'text-slate-500 hover:bg-red-50 hover:text-red-600',
                      )}
                    >
                      {busy ? (
                        <Spinner size="sm" label="Working" />
                      ) : (
                        <Trash2 className="size-4" aria-hidden />
                      )}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
