import type { ReceiptLine } from '@codebazaar/shared';

import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowLeft, Printer } from '@/components/ui/icons';
import { formatDate } from '@/lib/format-date';

import type { ReceiptPdf } from '../api/receipts';

import { DownloadReceiptButton } from './download-receipt-button';

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

export interface ReceiptSheetProps {
  back: { to: string; label: string };
  pdf: ReceiptPdf;
  number: string;
  paidAt: string;
  status: 'paid' | 'refunded' | 'partly_refunded';
  /** "Refunded $30.00 on Aug 2, 2026", under the status. */
  refundNote?: string | null;
  buyer: { name: string; email: string } | null;
  billingCountryName: string | null;
  vatId: string | null;
  sellerOfRecord: { name: string; address: string; taxId: string } | null;
  /** Who licenses the code, under the seller of record. */
  licensedBy?: string | null;
  lines: ReceiptLine[];
  total: number;
  currency: string;
  /** Label and value pairs under the lines: payment date and method, tax, reference… */
  details: [string, string][];
}

/**
 * A receipt as the buyer reads and prints it (docs/receipts-and-tax.md): a license's, or an
 * order's with a line per item. Print and the PDF sit above it.
 */
export function ReceiptSheet(r: ReceiptSheetProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink
          to={r.back.to}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft className="size-4" aria-hidden />}
        >
          {r.back.label}
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
          <DownloadReceiptButton pdf={r.pdf} variant="primary" />
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
              ) : r.status === 'partly_refunded' ? (
                <Badge variant="warning">Partly refunded</Badge>
              ) : (
                <Badge variant="success">Paid</Badge>
              )}
              {r.refundNote && <p className="mt-2 text-sm text-slate-600">{r.refundNote}</p>}
            </div>
          </header>

          <div className="grid gap-6 sm:grid-cols-2">
            {r.buyer && (
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
            )}
            {r.sellerOfRecord && (
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
                {r.licensedBy && <p className="mt-2 text-sm text-slate-500">{r.licensedBy}</p>}
              </section>
            )}
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
              {r.lines.map((l, i) => (
                <tr key={`${l.kind}-${i}`} className="border-b border-slate-100">
                  <td className="py-2.5 pr-4 break-words text-slate-700">{l.label}</td>
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
            {r.details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
