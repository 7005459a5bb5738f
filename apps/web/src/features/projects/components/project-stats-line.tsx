import type { Project } from '@codebazaar/shared';

import { Download, Eye, Star } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { formatCount } from '../lib/format';

/** Views, downloads and stars with icons and accessible names. */
export function ProjectStatsLine({
  stats,
  className,
}: {
  stats: Project['stats'];
  className?: string;
}) {
  const items = [
    { Icon: Eye, value: stats.views, label: 'views' },
    { Icon: Download, value: stats.downloads, label: 'downloads' },
    { Icon: Star, value: stats.stars, label: 'stars' },
  ];
  return (
    <ul
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500',
        className,
      )}
    >
      {items.map(({ Icon, value, label }) => (
        <li key={label} className="inline-flex items-center gap-1" title={`${value} ${label}`}>
          <Icon className="size-4" aria-hidden />
          <span>{formatCount(value)}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
