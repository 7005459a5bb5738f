import type { Project } from '@codebazaar/shared';
import { categoryLabel, formatUsd } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Download, Eye, Star } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { personName } from '@/lib/person-name';

/** Free, the price, or (for visitors, who see no prices) Premium. */
function priceLabel(license: Project['license']): string {
  if (license.type === 'free') return 'Free';
  if (license.price === null) return 'Premium';
  return `${license.type === 'freemium' ? 'Free + ' : ''}${formatUsd(license.price)}`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** The project an admin featured, or the most viewed one, as a card that opens its page. */
export function FeaturedProject({
  project,
  staffPick = false,
}: {
  project: Project;
  staffPick?: boolean;
}) {
  const { title, description, category, author, stats, license } = project;
  const cover = project.media.cover?.card;
  return (
    <figure className="mx-auto w-full max-w-lg lg:mx-0 lg:justify-self-end">
      <figcaption className="mb-3 text-sm font-medium text-slate-500">
        {staffPick ? 'Featured on Codebazaar' : 'Most viewed on Codebazaar'}
      </figcaption>
      <Link
        to={paths.project(project._id)}
        className="block rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-100 transition hover:border-indigo-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {cover && (
          // In the hero, above the fold: loaded at once, its size reserved.
          <img
            src={cover.url}
            width={cover.width}
            height={cover.height}
            alt=""
            decoding="async"
            className="-mx-5 -mt-5 mb-4 aspect-video h-auto w-[calc(100%+2.5rem)] max-w-none rounded-t-2xl bg-slate-100 object-cover"
          />
        )}
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            {category && (
              <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">
                {categoryLabel(category)}
              </p>
            )}
            <p className="mt-1 text-lg font-bold break-words text-slate-900">{title}</p>
          </div>
          <span className="shrink-0 rounded-full bg-indigo-50 px-2.5 py-1 text-sm font-semibold text-indigo-700">
            {priceLabel(license)}
          </span>
        </div>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{description}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-500">
          <span className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white uppercase"
            >
              {author.username.charAt(0)}
            </span>
            <span className="truncate">by {personName(author)}</span>
          </span>
          <span className="flex gap-3">
            <span className="flex items-center gap-1" title="Views">
              <Eye className="size-4" aria-hidden />
              <span className="sr-only">Views:</span>
              {compact.format(stats.views)}
            </span>
            <span className="flex items-center gap-1" title="Downloads">
              <Download className="size-4" aria-hidden />
              <span className="sr-only">Downloads:</span>
              {compact.format(stats.downloads)}
            </span>
            <span className="flex items-center gap-1" title="Stars">
              <Star className="size-4" aria-hidden />
              <span className="sr-only">Stars:</span>
              {compact.format(stats.stars)}
            </span>
          </span>
        </div>
      </Link>
    </figure>
  );
}
