import type { Project } from '@codebazaar/shared';
import { categoryLabel, formatUsd } from '@codebazaar/shared/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Download, Eye, Pencil, Star } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';

function PriceBadge({ license }: { license: Project['license'] }) {
  if (license.type === 'free') return <Badge variant="success">Free</Badge>;
  return (
    <Badge variant="indigo">
      {license.type === 'paid' ? 'Paid' : 'Freemium'}
      {license.price ? ` · ${formatUsd(license.price)}` : ''}
    </Badge>
  );
}

/** A list of the user's projects: published ones link to their page, drafts to the editor. */
export function ProjectRows({
  projects,
  kind,
}: {
  projects: Project[];
  kind: 'published' | 'draft';
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {projects.map((p) => {
        const title = p.title || 'Untitled draft';
        return (
          <li key={p._id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={kind === 'published' ? paths.project(p._id) : paths.editProject(p._id)}
                  className="truncate font-semibold text-slate-900 hover:text-indigo-700"
                >
                  {title}
                </Link>
                <PriceBadge license={p.license} />
                {p.category && <Badge variant="neutral">{categoryLabel(p.category)}</Badge>}
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
                {kind === 'published' ? (
                  <>
                    <Stat
                      icon={<Eye className="size-3.5" aria-hidden />}
                      value={p.stats.views}
                      label="views"
                    />
                    <Stat
                      icon={<Download className="size-3.5" aria-hidden />}
                      value={p.stats.downloads}
                      label="downloads"
                    />
                    <Stat
                      icon={<Star className="size-3.5" aria-hidden />}
                      value={p.stats.stars}
                      label="stars"
                    />
                    <span>Published {formatDate(p.publishedAt ?? p.createdAt)}</span>
                  </>
                ) : (
                  <span>Last updated {formatDate(p.updatedAt)}</span>
                )}
              </div>
            </div>
            <ButtonLink
              to={paths.editProject(p._id)}
              variant="outline"
              size="sm"
              icon={<Pencil className="size-3.5" aria-hidden />}
              aria-label={`Edit ${title}`}
            >
              Edit
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      {formatNumber(value)}
      <span className="sr-only">{label}</span>
    </span>
  );
}
