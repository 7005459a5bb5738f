import { type BlogPostSummary } from '@codebazaar/shared';

import { FileText, PenLine, Send, Star, type LucideIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

interface Stat {
  label: string;
  value: number;
  Icon: LucideIcon;
  tone: string;
}

/** Counts of total, published, draft and featured posts. */
export function BlogStats({ posts }: { posts: BlogPostSummary[] }) {
  const stats: Stat[] = [
    {
      label: 'Total Posts',
      value: posts.length,
      Icon: FileText,
      tone: 'bg-indigo-50 text-indigo-600',
    },
    {
      label: 'Published',
      value: posts.filter((p) => p.status === 'published').length,
      Icon: Send,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'Drafts',
      value: posts.filter((p) => p.status === 'draft').length,
      Icon: PenLine,
      tone: 'bg-amber-50 text-amber-600',
    },
    {
      label: 'Featured',
      value: posts.filter((p) => p.featured).length,
      Icon: Star,
      tone: 'bg-violet-50 text-violet-600',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map(({ label, value, Icon, tone }) => (
        // A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed
        // beside both lines.
        <div
          key={label}
          className="relative flex min-w-0 flex-col justify-center rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:min-h-[5.25rem] sm:p-5 sm:pl-20"
        >
          <dt className="truncate text-sm text-slate-500">
            <span
              className={cn(
                'absolute top-1/2 left-5 hidden size-11 -translate-y-1/2 items-center justify-center rounded-lg sm:flex',
                tone,
              )}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
