import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Receipt as ReceiptIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useReceipts } from '../api/receipts';

import { DownloadReceiptButton } from './download-receipt-button';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** Every paid purchase with its receipt, refunded ones too (free claims have none). */
export function ReceiptsList() {
  const receipts = useReceipts();
  return (
    <Card role="region" aria-labelledby="receipts-title">
      <CardHeader>
        <CardTitle id="receipts-title" className="flex items-center gap-2">
          <ReceiptIcon className="size-5 text-slate-500" aria-hidden />
          Receipts
        </CardTitle>
      </CardHeader>
      <CardContent>
        {receipts.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading receipts" />
          </div>
        ) : receipts.isError ? (
          <Alert
            variant="error"
            title={errorMessage(receipts.error, 'Receipts could not be loaded')}
            action={
              <Button variant="outline" size="sm" onClick={() => void receipts.refetch()}>
                Try again
              </Button>
            }
          />
        ) : receipts.data.receipts.length === 0 ? (
          <p className="text-sm text-slate-600">
            No receipts yet: each paid purchase gets one. Free claims have none.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {receipts.data.receipts.map((r) => (
              <li
                key={r.licenseId}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={paths.receipt(r.licenseId)}
                      className="font-medium text-slate-900 hover:text-indigo-700"
                    >
                      Receipt {r.number}
                    </Link>
                    {r.status === 'refunded' && <Badge variant="warning">Refunded</Badge>}
                  </div>
                  <p className="mt-0.5 truncate text-xs text-slate-500">
                    {r.projectTitle} · {formatDate(r.paidAt)} · {money(r.total, r.currency)}
                  </p>
                </div>
                <DownloadReceiptButton
                  pdf={{ licenseId: r.licenseId }}
                  aria-label={`Download receipt ${r.number} as PDF`}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
