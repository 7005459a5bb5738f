import { DELIVERY_CONSENT_TEXT } from '@codebazaar/shared';
import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useOrderReceipt, type OrderReceipt } from '../api/order-receipt';
import { ReceiptLoading } from '../components/receipt-loading';
import { money, ReceiptSheet } from '../components/receipt-sheet';

/**
 * /orders/:id/receipt: the order's one receipt, a line per item (docs/receipts-and-tax.md), with
 * its PDF and the browser's print, like a license's receipt.
 */
export function Component() {
  const { id = '' } = useParams();
  const receipt = useOrderReceipt(id);
  useDocumentTitle(receipt.data ? `Receipt ${receipt.data.number}` : 'Receipt');

  return (
    <ReceiptLoading query={receipt}>
      {(r) => <OrderReceiptView id={id} receipt={r} />}
    </ReceiptLoading>
  );
}

function OrderReceiptView({ id, receipt: r }: { id: string; receipt: OrderReceipt }) {
  const details: [string, string][] = [
    ['Paid on', formatDate(r.paidAt)],
    ['Order', r.orderNumber],
    ['Payment method', r.paymentMethod],
    ['Tax', r.taxNote],
    ['Reference', r.paymentReference],
  ];
  if (r.consentedAt) {
    details.push([
      'Immediate delivery',
      `Agreed on ${formatDate(r.consentedAt)}: “${r.consentText ?? DELIVERY_CONSENT_TEXT}”`,
    ]);
  }
  return (
    <ReceiptSheet
      back={{ to: paths.order(id), label: `Order ${r.orderNumber}` }}
      pdf={{ orderId: id }}
      number={r.number}
      paidAt={r.paidAt}
      status={r.status}
      refundNote={r.refunded > 0 ? `Refunded ${money(r.refunded, r.currency)}` : null}
      buyer={r.buyer}
      billingCountryName={r.billingCountryName}
      vatId={r.vatId}
      sellerOfRecord={r.sellerOfRecord}
      licensedBy={licensedBy(r.items)}
      lines={r.lines}
      total={r.total}
      currency={r.currency}
      details={details}
    />
  );
}

/**
 * Who licenses the code, under the seller of record: "Licensed by Maya Chen, through
 * Codebazaar", or with several sellers each with their projects.
 */
export function licensedBy(items: OrderReceipt['items']): string | null {
  const bySeller = new Map<string, string[]>();
  for (const item of items) {
    bySeller.set(item.sellerName, [...(bySeller.get(item.sellerName) ?? []), item.title]);
  }
  if (bySeller.size === 0) return null;
  if (bySeller.size === 1) return `Licensed by ${[...bySeller.keys()][0]}, through Codebazaar`;
  const sellers = [...bySeller].map(([seller, titles]) => `${seller} (${titles.join(', ')})`);
  return `Licensed through Codebazaar by ${sellers.join('; ')}`;
}
