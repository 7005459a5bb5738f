import {
  centsToDollars,
  type CheckoutLineDto,
  type CreateCheckoutResponse,
  type OrderDto,
} from '@codebazaar/shared';

import type { CreatedIntent, PaymentProvider } from '../../integrations/payments/payment-provider';
import type { OrderLineRow, OrderRow } from './orders.repository';

/** ORD-000123: how an order is named to its buyer. */
export function orderNumber(order: Pick<OrderRow, 'number'>): string {
  return `ORD-${String(order.number).padStart(6, '0')}`;
}

/**
 * What became of a line: its license's status, `refused` when it could make none (and was
 * refunded), `pending` while its order is being fulfilled.
 */
export function lineStatus(line: OrderLineRow): string {
  if (line.licenseStatus) return line.licenseStatus;
  return line.refusedReason ? 'refused' : 'pending';
}

export function toOrderDto(order: OrderRow, lines: OrderLineRow[]): OrderDto {
  return {
    id: order.id,
    number: orderNumber(order),
    items: lines.map((line) => ({
      projectId: line.projectId,
      title: line.title,
      licenseId: line.licenseId,
      total: centsToDollars(line.totalCents),
      status: lineStatus(line),
      ...(line.renewalOf ? { renewedUntil: line.renewedUntil?.toISOString() ?? null } : {}),
    })),
    total: centsToDollars(order.totalCents),
    currency: order.currency,
    paidAt: (order.paidAt ?? order.createdAt).toISOString(),
    consentedAt: order.consentedAt?.toISOString() ?? null,
    bundleId: order.bundleId,
  };
}

function toLineDto(line: OrderLineRow, discountCode: string | null): CheckoutLineDto {
  return {
    projectId: line.projectId,
    title: line.title,
    listPrice: centsToDollars(line.listPriceCents),
    discount: centsToDollars(line.discountCents),
    price: centsToDollars(line.priceCents),
    fee: centsToDollars(line.feeCents),
    discountCode,
    ...(line.renewalOf ? { renewalOf: line.renewalOf } : {}),
  };
}

/** The answer of POST /checkout: the priced lines, the totals, and how to pay the intent. */
export function toCheckoutResponse(
  order: OrderRow,
  lines: OrderLineRow[],
  codeOfLine: (string | null)[],
  intent: CreatedIntent,
  provider: Pick<PaymentProvider, 'name' | 'publishableKey'>,
): CreateCheckoutResponse {
  return {
    checkoutId: order.id,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    lines: lines.map((line, i) => toLineDto(line, codeOfLine[i] ?? null)),
    listPrice: centsToDollars(order.listPriceCents),
    discount: centsToDollars(order.discountCents),
    price: centsToDollars(order.priceCents),
    fee: centsToDollars(order.feeCents),
    tax: centsToDollars(order.taxCents),
    total: centsToDollars(order.totalCents),
    currency: order.currency,
  };
}
