import type { MonthlyRevenuePoint } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BarChart3, Table2 } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
const salesText = (n: number) => `${n} ${n === 1 ? 'sale' : 'sales'}`;

/** What a screen reader and the tooltip say about one month. */
export function describeMonth(point: MonthlyRevenuePoint): string {
  return `${longMonth.format(monthDate(point.month))}: ${formatUsd(point.earnings)} from ${salesText(point.sales)}`;
}

/**
 * The money axis for a best month of `max` dollars: about four even steps of 1, 2, 2.5 or 5
 * times a power of ten, from 0 up to the first step at or above `max`.
 */
export function revenueTicks(max: number): number[] {
  if (max <= 0) return [0];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10) * power;
  const count = Math.ceil(max / step - 1e-9);
  // Multiplying (not adding) keeps 0.1-sized steps free of float drift.
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toFixed(2)));
}

/** An axis label: whole dollars below $1,000, then $1.5K, $12K... */
const axisLabel = (dollars: number) =>
  dollars >= 1000 ? compactUsd.format(dollars) : formatUsd(dollars);

const PLOT_HEIGHT = 'h-48 sm:h-56';

/**
 * The seller's revenue of the last 12 months as a bar chart (plain CSS, no chart library): a
 * money axis on the left, months below, each bar focusable with its figures on hover and focus,
 * and the same figures as a table on demand.
 */
export function MonthlyRevenueChart({ months }: { months: MonthlyRevenuePoint[] }) {
  const max = Math.max(0, ...months.map((m) => m.earnings));
  const total = months.reduce((sum, m) => sum + m.earnings, 0);
  const sales = months.reduce((sum, m) => sum + m.sales, 0);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const ticks = revenueTicks(max);
  const top = ticks[ticks.length - 1]!;
  const at = (dollars: number) => `${(dollars / top) * 100}%`;
  return (
    <Card aria-labelledby="monthly-revenue-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div>
          <CardTitle id="monthly-revenue-title">Monthly revenue</CardTitle>
          <p className="mt-1 text-sm text-slate-500">
            Last 12 months: <span className="font-medium text-slate-900">{formatUsd(total)}</span>
          </p>
        </div>
        {max > 0 && (
          <Button
            variant="outline"
            size="sm"
            icon={<Table2 className="size-4" aria-hidden />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide table' : 'Show as table'}
          </Button>
        )}
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
            <div className="flex gap-2 pt-2">
              <div
                aria-hidden
                data-testid="revenue-axis"
                className={cn('relative w-11 shrink-0 sm:w-14', PLOT_HEIGHT)}
              >
                {ticks.map((t) => (
                  <span
                    key={t}
                    className="absolute right-0 translate-y-1/2 text-[10px] whitespace-nowrap text-slate-500 tabular-nums sm:text-xs"
                    style={{ bottom: at(t) }}
                  >
                    {axisLabel(t)}
                  </span>
                ))}
              </div>
              <div className="min-w-0 flex-1">
                <div className={cn('relative', PLOT_HEIGHT)}>
                  <div aria-hidden className="pointer-events-none absolute inset-0">
                    {ticks.slice(1).map((t) => (
                      <div
                        key={t}
                        className="absolute inset-x-0 border-t border-dashed border-slate-200"
                        style={{ bottom: at(t) }}
                      />
                    ))}
                  </div>
                  <ol className="relative flex h-full items-end gap-1 border-b border-slate-300 sm:gap-2">
                    {months.map((m, i) => {
                      const label = describeMonth(m);
                      return (
                        <li
                          key={m.month}
                          className="flex h-full min-w-0 flex-1 flex-col justify-end"
                        >
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
                                'pointer-events-none absolute bottom-full z-10 mb-1 hidden rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow group-hover:block group-focus-visible:block',
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
                              style={
                                m.earnings > 0
                                  ? { height: `${Math.max((m.earnings / top) * 100, 2)}%` }
                                  : undefined
                              }
                            />
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                </div>
                <div aria-hidden className="mt-2 flex gap-1 sm:gap-2">
                  {months.map((m) => (
                    <span
                      key={m.month}
                      className="min-w-0 flex-1 text-center text-[10px] tracking-tight whitespace-nowrap text-slate-500 sm:text-xs"
                    >
                      {shortMonth.format(monthDate(m.month))}
                    </span>
                  ))}
                </div>
              </div>
            </div>
          </figure>
        )}
        {max > 0 && showTable && (
          <div id={tableId} className="mt-6 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Monthly revenue, last 12 months, oldest first</caption>
              <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Month
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Revenue
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Sales
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {months.map((m) => (
                  <tr key={m.month}>
                    <th
                      scope="row"
                      className="px-4 py-2 font-normal whitespace-nowrap text-slate-700"
                    >
                      {longMonth.format(monthDate(m.month))}
                    </th>
                    <td className="px-4 py-2 text-right text-slate-900 tabular-nums">
                      {formatUsd(m.earnings)}
                    </td>
                    <td className="px-4 py-2 text-right text-slate-600 tabular-nums">{m.sales}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-slate-200 font-medium text-slate-900">
                <tr>
                  <th scope="row" className="px-4 py-2 text-left">
                    Total
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatUsd(total)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{sales}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
