import type { PublicUser } from '@codebazaar/shared';

import { Card, CardContent } from '@/components/ui/card';
import { Download, Eye, FolderOpen, Star } from '@/components/ui/icons';

import { formatNumber } from '../lib/format';

/** Statistics: project count, total views, downloads and stars over published projects. */
export function AuthorStatsCard({ stats }: { stats: PublicUser['stats'] }) {
  const items = [
    { Icon: FolderOpen, label: 'Projects', value: stats.projectsCount },
    { Icon: Eye, label: 'Total views', value: stats.totalViews },
    { Icon: Download, label: 'Downloads', value: stats.totalDownloads },
    { Icon: Star, label: 'Stars', value: stats.totalStars },
  ];
  return (
    <Card>
      <CardContent>
        <h2 className="font-semibold text-slate-900">Statistics</h2>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {items.map(({ Icon, label, value }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs text-slate-500">
                <Icon className="size-3.5" aria-hidden />
                {label}
              </dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
                {formatNumber(value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Specializations (top 5 categories) or Technologies (top 10 tags) with counts. */
export function CountListCard({
  title,
  items,
  empty,
}: {
  title: string;
  items: { key: string; label: string; count: number }[];
  empty: string;
}) {
  return (
    <Card>
      <CardContent>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">{empty}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {items.map((item) => (
              <li
                key={item.key}
                className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-800"
              >
                {item.label}
                <span
                  className="rounded-full bg-white px-2 text-xs font-semibold text-indigo-700"
                  aria-label={`${item.count} ${item.count === 1 ? 'project' : 'projects'}`}
                >
                  {item.count}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
