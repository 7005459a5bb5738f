import type { AdminOverviewMonth } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatShortMonthYear } from '@/lib/format-date';

import { useOverview } from '../api/get-overview';

const monthName = (month: string) => formatShortMonthYear(month);

const sum = (months: AdminOverviewMonth[], key: keyof Omit<AdminOverviewMonth, 'month'>) =>
  months.reduce((total, m) => total + m[key], 0);

/** Twelve months of sales, fees, refunds, sign-ups and new projects. */
export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <Spinner className="mx-auto my-10" />;
  if (overview.isError) {
    return (
      <Alert variant="error">{errorMessage(overview.error, 'Failed to load the overview')}</Alert>
    );
  }
  const { months } = overview.data;
  const totals = [
    { label: 'Gross sales', value: formatUsd(sum(months, 'grossSales')) },
    { label: 'Marketplace fees', value: formatUsd(sum(months, 'marketplaceFees')) },
    { label: 'Refunds', value: formatUsd(sum(months, 'refunds')) },
    { label: 'Sales', value: String(sum(months, 'salesCount')) },
    { label: 'New users', value: String(sum(months, 'newUsers')) },
    { label: 'New projects', value: String(sum(months, 'newProjects')) },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-totals">
        <h2 id="overview-totals" className="mb-3 text-sm font-medium text-slate-500">
          Last 12 months
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {totals.map((t) => (
            <Card key={t.label}>
              <CardContent className="p-4">
                <dl>
                  <dt className="text-xs font-medium text-slate-500">{t.label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-slate-900">{t.value}</dd>
                </dl>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] text-right text-sm">
          <caption className="sr-only">Month by month</caption>
          <thead className="bg-slate-50 text-xs text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Month
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Gross sales
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Fees
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Refunds
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Sales
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                New users
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                New projects
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700 tabular-nums">
            {[...months].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {monthName(m.month)}
                </th>
                <td className="px-3 py-2">{formatUsd(m.grossSales)}</td>
                <td className="px-3 py-2">{formatUsd(m.marketplaceFees)}</td>
                <td className="px-3 py-2">
                  {formatUsd(m.refunds)}
                  {m.refundsCount > 0 && (
                    <span className="text-slate-400"> ({m.refundsCount})</span>
                  )}
                </td>
                <td className="px-3 py-2">{m.salesCount}</td>
                <td className="px-3 py-2">{m.newUsers}</td>
                <td className="px-3 py-2">{m.newProjects}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        Sales are paid licenses in the month they were bought; refunds count in the month they were
        given. Disputes are not tracked by the marketplace yet.
      </p>
    </div>
  );
}
