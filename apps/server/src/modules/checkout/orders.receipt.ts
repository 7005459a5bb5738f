import {
  centsToDollars,
  DELIVERY_CONSENT_TEXT,
  renewalTermText,
  updatesTermText,
  type OrderReceipt,
  type Receipt,
  type ReceiptLine,
} from '@codebazaar/shared';

import { intentOfReference } from '../../integrations/payments/payment-reference';
import type { PaymentHeader } from '../receipts/receipts.service';
import { lineStatus, orderNumber } from './orders.mapper';
import type { OrderLineRow, OrderRow } from './orders.repository';

const line = (kind: ReceiptLine['kind'], label: string, cents: number): ReceiptLine => ({
  kind,
  label,
  amount: centsToDollars(cents),
  amountCents: cents,
});

/** The head of an order's receipt from a license receipt issued at the order's payment. */
export const headerOfReceipt = (receipt: Receipt): PaymentHeader => ({
  issuedAt: receipt.issuedAt,
  paidAt: receipt.paidAt,
  sellerOfRecord: receipt.sellerOfRecord,
  buyer: receipt.buyer,
  billingCountry: receipt.billingCountry,
  billingCountryName: receipt.billingCountryName,
  vatId: receipt.vatId,
  taxNote: receipt.taxNote,
  paymentMethod: receipt.paymentMethod,
  paymentReference: intentOfReference(receipt.paymentReference).intentId,
});

/** What an item says of its term of updates (docs/product-rules.md#updates-for-a-term). */
function updatesNoteOf(l: OrderLineRow): string | null {
  if (l.renewalOf) return l.renewedUntil ? renewalTermText(l.renewedUntil) : null;
  return l.licenseId ? updatesTermText(l.termAtPurchase) : null;
}

/**
 * One receipt for an order (docs/product-rules.md#carts-orders-and-bundles): the amounts of its
 * lines as they were priced, each named with its license's own receipt, and the header facts
 * (seller of record, buyer, billing, payment method) `header`, those of the first line's receipt
 * (all are issued at the same payment), or for an order of renewals only, the payment's own.
 * `receipts` holds the receipt of each licensed line, by license id; a renewal line has no
 * receipt of its own (it made no license): its license's names its seller.
 */
export function toOrderReceipt(
  order: OrderRow,
  lines: OrderLineRow[],
  receipts: Map<string, Receipt>,
  header: PaymentHeader,
): OrderReceipt {
  const items = lines.map((l) => {
    const licenseId = l.licenseId ?? l.renewalOf;
    const receipt = licenseId ? receipts.get(licenseId) : undefined;
    const refused = lineStatus(l) === 'refused';
    // A refund of the license is of its own payment, never of a renewal's.
    const refunded = !l.renewalOf && receipt?.status === 'refunded';
    return {
      projectId: l.projectId,
      title: l.title,
      sellerName: receipt?.seller.name ?? '',
      licenseId: l.licenseId,
      receiptNumber: l.renewalOf ? null : (receipt?.number ?? null),
      total: centsToDollars(l.totalCents),
      totalCents: l.totalCents,
      status: refused ? ('refused' as const) : refunded ? ('refunded' as const) : ('paid' as const),
      refundedAt: refunded ? (receipt?.refundedAt ?? null) : null,
      updatesNote: updatesNoteOf(l),
      discountLabel: receipt?.lines.find((r) => r.kind === 'discount')?.label ?? 'Discount',
      line: l,
    };
  });
  const receiptLines: ReceiptLine[] = [];
  for (const item of items) {
    const named = item.line.renewalOf
      ? `: ${item.updatesNote ?? 'Renewal of updates (not delivered)'}`
      : item.receiptNumber
        ? ` (receipt ${item.receiptNumber})`
        : ' (not delivered)';
    receiptLines.push(line('item', `${item.title}${named}`, item.line.listPriceCents));
    if (item.line.discountCents > 0) {
      receiptLines.push(
        line('discount', `${item.discountLabel}: ${item.title}`, -item.line.discountCents),
      );
    }
  }
  const sum = (pick: (l: OrderLineRow) => number) => lines.reduce((n, l) => n + pick(l), 0);
  receiptLines.push(
    line(
      'fee',
      'Marketplace fees',
      sum((l) => l.feeCents),
    ),
  );
  receiptLines.push(
    line(
      'tax',
      header.taxNote,
      sum((l) => l.taxCents),
    ),
  );
  const refundedCents = items
    .filter((i) => i.status !== 'paid')
    .reduce((n, i) => n + i.totalCents, 0);
  const totalCents = sum((l) => l.totalCents);
  return {
    orderId: order.id,
    number: orderNumber(order),
    orderNumber: orderNumber(order),
    ...header,
    items: items.map((item) => ({
      projectId: item.projectId,
      title: item.title,
      sellerName: item.sellerName,
      licenseId: item.licenseId,
      receiptNumber: item.receiptNumber,
      total: item.total,
      status: item.status,
      refundedAt: item.refundedAt,
      updatesNote: item.updatesNote,
    })),
    lines: receiptLines,
    total: centsToDollars(totalCents),
    refunded: centsToDollars(refundedCents),
    currency: order.currency,
    consentedAt: order.consentedAt?.toISOString() ?? null,
    consentText: order.consentedAt ? DELIVERY_CONSENT_TEXT : null,
    status:
      refundedCents === 0 ? 'paid' : refundedCents >= totalCents ? 'refunded' : 'partly_refunded',
  };
}
