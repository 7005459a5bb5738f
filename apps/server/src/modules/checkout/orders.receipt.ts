import {
  centsToDollars,
  DELIVERY_CONSENT_TEXT,
  type OrderReceipt,
  type Receipt,
  type ReceiptLine,
} from '@codebazaar/shared';

import { intentOfReference } from '../../integrations/payments/payment-reference';
import { lineStatus, orderNumber } from './orders.mapper';
import type { OrderLineRow, OrderRow } from './orders.repository';

const line = (kind: ReceiptLine['kind'], label: string, cents: number): ReceiptLine => ({
  kind,
  label,
  amount: centsToDollars(cents),
  amountCents: cents,
});

/**
 * One receipt for an order (docs/product-rules.md#carts-orders-and-bundles): the amounts of its
 * lines as they were priced, each named with its license's own receipt, and the header facts
 * (seller of record, buyer, billing, payment method) of the first line's receipt, all issued at
 * the same payment. `receipts` holds the receipt of each licensed line, by license id.
 */
export function toOrderReceipt(
  order: OrderRow,
  lines: OrderLineRow[],
  receipts: Map<string, Receipt>,
): OrderReceipt | null {
  const first = [...receipts.values()][0];
  if (!first) return null;
  const items = lines.map((l) => {
    const receipt = l.licenseId ? receipts.get(l.licenseId) : undefined;
    const refused = lineStatus(l) === 'refused';
    const refunded = receipt?.status === 'refunded';
    return {
      projectId: l.projectId,
      title: l.title,
      sellerName: receipt?.seller.name ?? '',
      licenseId: l.licenseId,
      receiptNumber: receipt?.number ?? null,
      total: centsToDollars(l.totalCents),
      totalCents: l.totalCents,
      status: refused ? ('refused' as const) : refunded ? ('refunded' as const) : ('paid' as const),
      refundedAt: receipt?.refundedAt ?? null,
      discountLabel: receipt?.lines.find((r) => r.kind === 'discount')?.label ?? 'Discount',
      line: l,
    };
  });
  const receiptLines: ReceiptLine[] = [];
  for (const item of items) {
    const named = item.receiptNumber ? ` (receipt ${item.receiptNumber})` : ' (not delivered)';
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
      first.taxNote,
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
    issuedAt: first.issuedAt,
    paidAt: first.paidAt,
    sellerOfRecord: first.sellerOfRecord,
    buyer: first.buyer,
    billingCountry: first.billingCountry,
    billingCountryName: first.billingCountryName,
    vatId: first.vatId,
    items: items.map(
      ({ projectId, title, sellerName, licenseId, receiptNumber, total, status, refundedAt }) => ({
        projectId,
        title,
        sellerName,
        licenseId,
        receiptNumber,
        total,
        status,
        refundedAt,
      }),
    ),
    lines: receiptLines,
    total: centsToDollars(totalCents),
    refunded: centsToDollars(refundedCents),
    currency: order.currency,
    taxNote: first.taxNote,
    paymentMethod: first.paymentMethod,
    paymentReference: intentOfReference(first.paymentReference).intentId,
    consentedAt: order.consentedAt?.toISOString() ?? null,
    consentText: order.consentedAt ? DELIVERY_CONSENT_TEXT : null,
    status:
      refundedCents === 0 ? 'paid' : refundedCents >= totalCents ? 'refunded' : 'partly_refunded',
  };
}
