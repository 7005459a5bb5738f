import type { Project } from '@codebazaar/shared';
import { categoryLabel } from '@codebazaar/shared/rules';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Award,
  Calendar,
  Eye,
  FileKey,
  Play,
  ShoppingBasket,
  ShoppingCart,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format-date';

import type { ProjectAction } from '../hooks/use-project-action';

import { LicenseBadge } from './license-badge';
import { ProjectStatsLine } from './project-stats-line';
import { RatingSummary } from './star-rating';
import { TagList } from './tag-list';
import { personName } from '@/lib/person-name';

// The signed-in buyer's add button reads and writes the cart: it loads apart from the page,
// which visitors open first (docs/budgets.md).
const AddToCartButton = lazy(() =>
  import('@/features/cart').then((m) => ({ default: m.AddToCartButton })),
);

export interface ProjectCardProps {
  project: Project;
  onAction: (action: ProjectAction, projectId: string) => void;
}

/** A Find Projects result (every field and button of the card). */
export function ProjectCard({ project, onAction }: ProjectCardProps) {
  const { user } = useAuth();
  const id = project._id;
  const isFree = project.license.type === 'free';
  // Not for the seller's own projects (a held license shows in the cart's answer).
  const canAddToCart = !isFree && project.author.id !== user?.id;
  const hasDemo = Boolean(project.demo.url ?? project.demoUrl);
  const titleId = `project-${id}-title`;
  const cover = project.media.cover?.card;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      {cover && (
        // Width and height reserve the space before the image arrives (no layout shift).
        <img
          src={cover.url}
          width={cover.width}
          height={cover.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="-mx-5 -mt-5 mb-4 aspect-video h-auto w-[calc(100%+2.5rem)] max-w-none rounded-t-xl bg-slate-100 object-cover"
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <Badge variant="neutral">{categoryLabel(project.category)}</Badge>
        <LicenseBadge license={project.license} />
      </div>

      <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={paths.project(id)}
          className="rounded-sm hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {project.title}
        </Link>
      </h3>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{project.description}</p>

      <TagList tags={project.tags} max={3} className="mt-3" />
      <RatingSummary rating={project.rating} className="mt-3" />

      <div className="mt-4 flex items-center gap-2.5">
        <Avatar username={project.author.username} src={project.author.profileImage} size="sm" />
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-slate-800">{personName(project.author)}</p>
          <p className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Award className="size-3.5" aria-hidden />
            {project.author.reputation} reputation
          </p>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <ProjectStatsLine stats={project.stats} />
        <p className="inline-flex items-center gap-1 text-xs text-slate-500">
          <Calendar className="size-3.5" aria-hidden />
          <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
        </p>
      </div>

      <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
        <Button
          className="col-span-2"
          icon={<Eye className="size-4" aria-hidden />}
          onClick={() => onAction('view', id)}
          aria-label={`View details of ${project.title}`}
        >
          View details
        </Button>
        {/* Run demo only where there is a demo: no disabled button on the cards without one. */}
        {hasDemo && (
          <Button
            variant="outline"
            size="sm"
            icon={<Play className="size-4" aria-hidden />}
            onClick={() => onAction('demo', id)}
            title="Opens the live demo in a new tab"
            aria-label={`Run demo of ${project.title}`}
          >
            Run demo
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className={hasDemo ? undefined : 'col-span-2'}
          icon={<FileKey className="size-4" aria-hidden />}
          onClick={() => onAction('license', id)}
          aria-label={`${isFree ? 'Get license for' : 'License of'} ${project.title}`}
        >
          {isFree ? 'Get license' : 'License'}
        </Button>
        {!isFree && (
          <Button
            variant="secondary"
            size="sm"
            className={canAddToCart ? undefined : 'col-span-2'}
            icon={<ShoppingCart className="size-4" aria-hidden />}
            onClick={() => onAction('license', id)}
            aria-label={`Purchase ${project.title}`}
          >
            Purchase
          </Button>
        )}
        {canAddToCart && !user && (
          // A visitor signs in first, as for Purchase.
          <Button
            variant="outline"
            size="sm"
            icon={<ShoppingBasket className="size-4" aria-hidden />}
            onClick={() => onAction('license', id)}
            aria-label={`Add to cart: ${project.title}`}
          >
            Add to cart
          </Button>
        )}
        {canAddToCart && user && (
          <Suspense
            fallback={
              <Button variant="outline" size="sm" disabled>
                Add to cart
              </Button>
            }
          >
            <AddToCartButton project={project} variant="outline" size="sm" named />
          </Suspense>
        )}
      </div>
    </article>
  );
}

/** The placeholder of a card while results load. */
export function ProjectCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full animate-pulse flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex justify-between">
        <div className="h-5 w-20 rounded-full bg-slate-200" />
        <div className="h-5 w-14 rounded-full bg-slate-200" />
      </div>
      <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-3.5 w-full rounded bg-slate-100" />
      <div className="mt-2 h-3.5 w-5/6 rounded bg-slate-100" />
      <div className="mt-4 flex gap-2">
        <div className="h-5 w-14 rounded bg-slate-100" />
        <div className="h-5 w-16 rounded bg-slate-100" />
        <div className="h-5 w-12 rounded bg-slate-100" />
      </div>
      <div className="mt-4 flex items-center gap-2">
        <div className="size-8 rounded-full bg-slate-200" />
        <div className="h-4 w-24 rounded bg-slate-100" />
      </div>
      <div className="mt-6 h-10 w-full rounded-lg bg-slate-200" />
      <div className="mt-2 grid grid-cols-2 gap-2">
        <div className="h-8 rounded-lg bg-slate-100" />
        <div className="h-8 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
