import type { Receipt } from '@codebazaar/shared';
import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useReceipt } from '../api/receipts';
import { ReceiptLoading } from '../components/receipt-loading';
import { money, ReceiptSheet } from '../components/receipt-sheet';

/**
 * /receipts/:id: the receipt of a paid license (docs/receipts-and-tax.md), with its PDF to
 * download and the browser's print.
 */
export function Component() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  useDocumentTitle(receipt.data ? `Receipt ${receipt.data.number}` : 'Receipt');

  return <ReceiptLoading query={receipt}>{(r) => <ReceiptView receipt={r} />}</ReceiptLoading>;
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
