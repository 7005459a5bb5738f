import type { Receipt } from '@codebazaar/shared';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import { useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NotFound } from '@/components/ui/not-found';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useReceipt } from '../api/receipts';
import { DownloadReceiptButton } from '../components/download-receipt-button';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/**
 * /receipts/:id: the receipt of a paid license (docs/receipts-and-tax.md), with its PDF to
 * download and the browser's print.
 */
export function Component() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  useDocumentTitle(receipt.data ? `Receipt ${receipt.data.number}` : 'Receipt');

  if (receipt.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading receipt" />
      </div>
    );
  }
  if (receipt.isError) {
    if (receipt.error instanceof ApiError && receipt.error.status === 404) {
      return (
        <NotFound
          title="Receipt not found"
          description={errorMessage(receipt.error, 'There is no receipt at this address.')}
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert
          variant="error"
          title={errorMessage(receipt.error, 'The receipt could not be loaded')}
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={receipt.isFetching}
              onClick={() => void receipt.refetch()}
            >
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  return <ReceiptView receipt={receipt.data} />;
}

function ReceiptView({ receipt: r }: { receipt: Receipt }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink
          to={paths.dashboardPurchases}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft className="size-4" aria-hidden />}
        >
          Purchases
        </ButtonLink>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<Printer className="size-4" aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <DownloadReceiptButton licenseId={r.licenseId} variant="primary" />
        </div>
      </div>
      <Card>
        <CardContent className="space-y-8 p-6 sm:p-10">
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
                Codebazaar
              </p>
              <h1 className="mt-1 text-2xl font-bold text-slate-900">Receipt {r.number}</h1>
              <p className="mt-1 text-sm text-slate-600">Paid {formatDate(r.paidAt)}</p>
            </div>
            <div className="sm:text-right">
              {r.status === 'refunded' ? (
                <Badge variant="warning">Refunded</Badge>
              ) : (
                <Badge variant="success">Paid</Badge>
              )}
              {r.refundedAt && (
                <p className="mt-2 text-sm text-slate-600">
                  Refunded {money(r.total, r.currency)} on {formatDate(r.refundedAt)}
                </p>
              )}
            </div>
          </header>

          <div className="grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="receipt-billed-to">
              <h2 id="receipt-billed-to" className="text-sm font-semibold text-slate-900">
                Billed to
              </h2>
              <p className="mt-1 text-sm text-slate-700">{r.buyer.name}</p>
              <p className="text-sm break-all text-slate-700">{r.buyer.email}</p>
              {r.billingCountryName && (
                <p className="text-sm text-slate-700">{r.billingCountryName}</p>
              )}
              {r.vatId && <p className="text-sm text-slate-700">VAT ID: {r.vatId}</p>}
            </section>
            <section aria-labelledby="receipt-sold-by">
              <h2 id="receipt-sold-by" className="text-sm font-semibold text-slate-900">
                Seller of record
              </h2>
              <p className="mt-1 text-sm text-slate-700" data-testid="receipt-seller-of-record">
                {r.sellerOfRecord.name}
              </p>
              {r.sellerOfRecord.address && (
                <p className="text-sm whitespace-pre-line text-slate-700">
                  {r.sellerOfRecord.address}
                </p>
              )}
              {r.sellerOfRecord.taxId && (
                <p className="text-sm text-slate-700">Tax ID: {r.sellerOfRecord.taxId}</p>
              )}
              <p className="mt-2 text-sm text-slate-500">
                Licensed by {r.seller.name}, through Codebazaar
              </p>
            </section>
          </div>

          <table className="w-full text-sm">
            <caption className="sr-only">Receipt lines</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 font-medium">
                  Description
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => (
                <tr key={l.kind} className="border-b border-slate-100">
                  <td className="py-2.5 pr-4 text-slate-700">{l.label}</td>
                  <td
                    className={
                      l.kind === 'discount'
                        ? 'py-2.5 text-right text-emerald-700 tabular-nums'
                        : 'py-2.5 text-right text-slate-900 tabular-nums'
                    }
                  >
                    {money(l.amount, r.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-4 text-left text-base font-semibold text-slate-900">
                  Total
                </th>
                <td className="pt-4 text-right text-base font-semibold text-slate-900 tabular-nums">
                  {money(r.total, r.currency)}
                </td>
              </tr>
            </tfoot>
          </table>

          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">Paid on</dt>
            <dd className="text-slate-800">{formatDate(r.paidAt)}</dd>
            <dt className="text-slate-500">Payment method</dt>
            <dd className="text-slate-800">{r.paymentMethod}</dd>
            <dt className="text-slate-500">Tax</dt>
            <dd className="text-slate-800">{r.taxNote}</dd>
            <dt className="text-slate-500">Reference</dt>
            <dd className="break-all text-slate-800">{r.paymentReference}</dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
