import { Card } from '@/components/ui/card';

import type { LucideIcon } from './icons';

export interface StatCard {
  label: string;
  value: string;
  hint: string;
  Icon: LucideIcon;
  tone: string;
}

/** A responsive grid of statistic cards (dashboard and seller dashboard). */
export function StatCardGrid({ cards, label }: { cards: StatCard[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, hint, Icon, tone }) => (
        <li key={label}>
          <Card className="flex h-full flex-col items-start gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5">
            <span
              className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-500">{label}</p>
              <p className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
                {value}
              </p>
              <p className="mt-1 text-xs text-slate-500">{hint}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
