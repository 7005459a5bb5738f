import type { Receipt } from '@codebazaar/shared';
import { RefreshCw } from 'lucide-react';
import { useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NotFound } from '@/components/ui/not-found';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useReceipt } from '../api/receipts';
import { money, ReceiptSheet } from '../components/receipt-sheet';

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
    <ReceiptSheet
      back={{ to: paths.dashboardPurchases, label: 'Purchases' }}
      pdf={{ licenseId: r.licenseId }}
      number={r.number}
      paidAt={r.paidAt}
      status={r.status === 'refunded' ? 'refunded' : 'paid'}
      refundNote={
        r.refundedAt
          ? `Refunded ${money(r.total, r.currency)} on ${formatDate(r.refundedAt)}`
          : null
      }
      buyer={r.buyer}
      billingCountryName={r.billingCountryName}
      vatId={r.vatId}
      sellerOfRecord={r.sellerOfRecord}
      licensedBy={`Licensed by ${r.seller.name}, through Codebazaar`}
      lines={r.lines}
      total={r.total}
      currency={r.currency}
      details={[
        ['Paid on', formatDate(r.paidAt)],
        ['Payment method', r.paymentMethod],
        ['Tax', r.taxNote],
        ['Reference', r.paymentReference],
      ]}
    />
  );
}
