import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { LucideIcon } from './icons';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links offered to get out of the empty state. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title: h1 when the empty state is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  titleAs: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {description && <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
