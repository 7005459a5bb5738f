import type { Payout, SellerBalanceResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Download, RefreshCw, Wallet } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useDownloadSalesCsv, useSellerBalance } from '../api/balance';

const PAYOUT_STATUS: Record<Payout['status'], { label: string; variant: BadgeVariant }> = {
  paid: { label: 'Paid', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  in_transit: { label: 'In transit', variant: 'indigo' },
  canceled: { label: 'Canceled', variant: 'neutral' },
  failed: { label: 'Failed', variant: 'danger' },
};

/**
 * The seller's balance (docs/product-rules.md#balances): what is still inside refund windows,
 * what is available, held in disputes and paid out, with the payouts and the sales export.
 */
export function BalancePanel() {
  const balance = useSellerBalance();
  const download = useDownloadSalesCsv();
  return (
    <Card role="region" aria-labelledby="balance-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="balance-title" className="flex items-center gap-2">
          <Wallet className="size-5 text-slate-500" aria-hidden />
          Balance
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          icon={<Download className="size-4" aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (err) => notify('error', errorMessage(err, 'Failed to export your sales')),
            })
          }
        >
          Download sales CSV
        </Button>
      </CardHeader>
      <CardContent>
        {balance.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading balance" />
          </div>
        ) : balance.isError ? (
          <Alert
            variant="error"
            title="Your balance could not be loaded"
            action={
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                loading={balance.isFetching}
                onClick={() => void balance.refetch()}
              >
                Try again
              </Button>
            }
          />
        ) : (
          <BalanceFigures balance={balance.data} />
        )}
      </CardContent>
    </Card>
  );
}

/** Payouts shown before "Show all": the latest few keep the panel short. */
const PAYOUTS_SHOWN = 5;

function BalanceFigures({ balance: b }: { balance: SellerBalanceResponse }) {
  const [allPayouts, setAllPayouts] = useState(false);
  const payouts = allPayouts ? b.payouts : b.payouts.slice(0, PAYOUTS_SHOWN);
  const figures = [
    { label: 'Pending', value: b.pending, hint: 'Sales still inside their refund window' },
    { label: 'Available', value: b.available, hint: 'Ready for the next payout' },
    { label: 'In dispute', value: b.inDispute, hint: 'Held until the dispute is closed' },
    { label: 'Paid out', value: b.paidOut, hint: 'Sent to your bank so far' },
  ];
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((f) => (
          <dl key={f.label} className="rounded-lg bg-slate-50 px-3 py-3 sm:px-4">
            <dt className="text-sm text-slate-600">{f.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
              {formatUsd(f.value)}
            </dd>
            <dd className="mt-0.5 text-xs text-slate-500">{f.hint}</dd>
          </dl>
        ))}
      </div>
      <section aria-labelledby="payouts-title">
        <h3 id="payouts-title" className="text-sm font-semibold text-slate-900">
          Payouts
        </h3>
        {b.payouts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">
            No payouts yet. Available money is paid out on the schedule under Payment information.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {payouts.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5"
              >
                <time dateTime={p.createdAt} className="text-sm text-slate-600">
                  {formatDate(p.createdAt)}
                </time>
                <span className="flex items-center gap-3">
                  <span className="font-medium text-slate-900 tabular-nums">
                    {formatUsd(p.amount)}
                  </span>
                  <Badge variant={PAYOUT_STATUS[p.status].variant}>
                    {PAYOUT_STATUS[p.status].label}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
        {b.payouts.length > PAYOUTS_SHOWN && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            aria-expanded={allPayouts}
            onClick={() => setAllPayouts((shown) => !shown)}
          >
            {allPayouts ? 'Show the latest payouts only' : `Show all ${b.payouts.length} payouts`}
          </Button>
        )}
      </section>
    </div>
  );
}
