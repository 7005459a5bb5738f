import type { MonthlyRevenuePoint } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { BarChart3 } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
const salesText = (n: number) => `${n} ${n === 1 ? 'sale' : 'sales'}`;

/** What a screen reader and the tooltip say about one month. */
export function describeMonth(point: MonthlyRevenuePoint): string {
  return `${longMonth.format(monthDate(point.month))}: ${formatUsd(point.earnings)} from ${salesText(point.sales)}`;
}

/**
 * The seller's revenue of the last 12 months as a bar chart (plain CSS, no chart library).
 * Bars are scaled to the best month; each bar is focusable and names its figures.
 */
export function MonthlyRevenueChart({ months }: { months: MonthlyRevenuePoint[] }) {
  const max = Math.max(0, ...months.map((m) => m.earnings));
  const total = months.reduce((sum, m) => sum + m.earnings, 0);
  return (
    <Card aria-labelledby="monthly-revenue-title">
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <CardTitle id="monthly-revenue-title">Monthly revenue</CardTitle>
        <p className="text-sm text-slate-500">
          Last 12 months: <span className="font-medium text-slate-900">{formatUsd(total)}</span>
        </p>
      </CardHeader>
      <CardContent>
        {max === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <BarChart3 className="size-8 text-slate-300" aria-hidden />
            <p className="text-sm text-slate-500">
              No sales in the last 12 months yet. Your monthly revenue shows up here once buyers
              purchase your projects.
            </p>
          </div>
        ) : (
          <figure className="m-0">
            <figcaption className="sr-only">
              Your earnings per month over the last 12 months, oldest first. Best month:{' '}
              {formatUsd(max)}.
            </figcaption>
            <ol className="flex h-48 items-end gap-1 border-b border-slate-200 sm:h-56 sm:gap-2">
              {months.map((m, i) => {
                const label = describeMonth(m);
                const height = (m.earnings / max) * 100;
                return (
                  <li key={m.month} className="flex h-full min-w-0 flex-1 flex-col justify-end">
                    <div
                      role="img"
                      tabIndex={0}
                      aria-label={label}
                      title={label}
                      className="group relative flex h-full flex-col justify-end rounded-t outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
                    >
                      <span
                        aria-hidden
                        className={cn(
                          'pointer-events-none absolute bottom-full z-10 mb-1 hidden whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow group-hover:block group-focus-visible:block',
                          // Keep the tooltip inside the card at both ends of the chart.
                          i < 2
                            ? 'left-0'
                            : i >= months.length - 2
                              ? 'right-0'
                              : 'left-1/2 -translate-x-1/2',
                        )}
                      >
                        {formatUsd(m.earnings)} · {salesText(m.sales)}
                      </span>
                      <div
                        data-testid="revenue-bar"
                        className={
                          m.earnings > 0
                            ? 'mx-auto w-full max-w-14 rounded-t bg-indigo-500 transition-colors group-hover:bg-indigo-600 group-focus-visible:bg-indigo-600'
                            : 'mx-auto h-0.5 w-full max-w-14 rounded-t bg-slate-200'
                        }
                        style={m.earnings > 0 ? { height: `${Math.max(height, 2)}%` } : undefined}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            <div aria-hidden className="mt-2 flex gap-1 sm:gap-2">
              {months.map((m) => (
                <span
                  key={m.month}
                  className="min-w-0 flex-1 whitespace-nowrap text-center text-[10px] tracking-tight text-slate-500 sm:text-xs"
                >
                  {shortMonth.format(monthDate(m.month))}
                </span>
              ))}
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
