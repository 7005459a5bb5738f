import {
  centsToDollars,
  DELIVERY_CONSENT_TEXT,
  formatUsd,
  renewalTermText,
  updatesTermText,
} from '@codebazaar/shared';

import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import type { LicensesService } from '../licenses/licenses.service';
import { lineStatus, orderNumber } from './orders.mapper';
import type { OrderLineRow, OrderRow } from './orders.repository';

const SIGNATURE = '\n\n— The Codebazaar team';
const usd = (cents: number) => formatUsd(centsToDollars(cents));

/** The buyer's confirmation of a paid order: a line per item, the totals, the consent given. */
export function orderConfirmationMail(
  to: { email: string; username: string },
  order: OrderRow,
  lines: OrderLineRow[],
  links: { orderUrl: string; projectUrl: (projectId: string) => string },
  keys: Map<string, string>,
) {
  const items = lines.map((line) => {
    const key = line.licenseId && !line.renewalOf ? keys.get(line.licenseId) : undefined;
    const refused = lineStatus(line) === 'refused';
    // A renewal names the new end of the term; a purchase with a term names its end.
    const term = line.renewalOf
      ? line.renewedUntil && `\n  ${renewalTermText(line.renewedUntil)}`
      : line.termAtPurchase && `\n  ${updatesTermText(line.termAtPurchase)}`;
    return (
      `- ${line.title}${line.renewalOf ? ' (renewal of updates)' : ''}: ${usd(line.totalCents)}` +
      (refused ? ` (could not be delivered: ${line.refusedReason}; refunded)` : '') +
      `\n  ${links.projectUrl(line.projectId)}` +
      (term || '') +
      (key ? `\n  License key: ${key}` : '')
    );
  });
  const consent = order.consentedAt
    ? `\n\nOn ${order.consentedAt.toISOString().slice(0, 10)} you agreed: "${DELIVERY_CONSENT_TEXT}"`
    : '';
  return {
    to: to.email,
    subject: `Your Codebazaar order ${orderNumber(order)}`,
    text:
      `Hi ${to.username},\n\n` +
      `Thank you for your order ${orderNumber(order)}. Your licenses:\n\n` +
      `${items.join('\n')}\n\n` +
      (order.discountCents > 0 ? `Discounts: -${usd(order.discountCents)}\n` : '') +
      `Marketplace fees: ${usd(order.feeCents)}\n` +
      (order.taxCents > 0 ? `Tax: ${usd(order.taxCents)}\n` : '') +
      `Total paid: ${usd(order.totalCents)}` +
      consent +
      `\n\nYour order and its receipt (with a PDF to download):\n${links.orderUrl}` +
      SIGNATURE,
  } satisfies MailMessage;
}

export interface OrderMailDeps {
  orders: {
    find(id: string): Promise<OrderRow | null>;
    lines(id: string): Promise<OrderLineRow[]>;
  };
  licenses: Pick<LicensesService, 'contact'>;
  mailer: Mailer;
  publicUrl: string;
  licenseKeyFor?: (licenseId: string) => Promise<string | null>;
}

/** Outbox effect of a paid order: one mail to its buyer for all of its lines. */
export function orderMailOnPaid(deps: OrderMailDeps) {
  return async (orderId: string): Promise<void> => {
    const order = await deps.orders.find(orderId);
    if (!order || order.status !== 'paid') return;
    const [lines, buyer] = await Promise.all([
      deps.orders.lines(order.id),
      deps.licenses.contact(order.buyerId),
    ]);
    if (!buyer) return;
    const keys = new Map<string, string>();
    for (const line of lines) {
      const key =
        line.licenseId && !line.renewalOf && deps.licenseKeyFor
          ? await deps.licenseKeyFor(line.licenseId)
          : null;
      if (key && line.licenseId) keys.set(line.licenseId, key);
    }
    await deps.mailer.send(
      orderConfirmationMail(
        buyer,
        order,
        lines,
        {
          orderUrl: `${deps.publicUrl}/orders/${order.id}`,
          projectUrl: (id) => `${deps.publicUrl}/project/${id}`,
        },
        keys,
      ),
    );
  };
}
