import type { Project } from '@codebazaar/shared';
import { categoryLabel } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Calendar, Download, Eye, Star } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

import { formatNumber } from '../lib/format';

/** A project of the author's grid. */
export function AuthorProjectCard({ project }: { project: Project }) {
  const tags = project.tags.slice(0, 3);
  const extra = project.tags.length - tags.length;
  const isFree = project.license.type === 'free';
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={paths.project(project._id)}
            className="rounded-sm hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {project.title}
          </Link>
        </h3>
        <Badge variant={isFree ? 'success' : 'purple'}>{isFree ? 'Free' : 'Premium'}</Badge>
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{project.description}</p>
      {tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
          {extra > 0 && <li className="px-1 py-0.5 text-xs text-slate-500">+{extra} more</li>}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
          <li className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden />
            {formatNumber(project.stats.views)}
            <span className="sr-only">views</span>
          </li>
          <li className="inline-flex items-center gap-1">
            <Download className="size-4" aria-hidden />
            {formatNumber(project.stats.downloads)}
            <span className="sr-only">downloads</span>
          </li>
          <li className="inline-flex items-center gap-1">
            <Star className="size-4" aria-hidden />
            {formatNumber(project.stats.stars)}
            <span className="sr-only">stars</span>
          </li>
        </ul>
        <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3 text-xs text-slate-500">
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden />
            <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
          </span>
          <span>{categoryLabel(project.category)}</span>
        </div>
      </div>
    </article>
  );
}
