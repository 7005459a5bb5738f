import type { FastifyBaseLogger } from 'fastify';

import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { providerCalls } from '../../integrations/payments/provider-calls';
import type { OrdersRepository } from './orders.repository';

export interface OrderEffectsDeps {
  provider: PaymentProvider | null;
  /** The seller's payment account at the running provider (payments module); null: none. */
  sellerAccount: (sellerId: string) => Promise<{ providerAccountId: string } | null>;
  log: FastifyBaseLogger;
}

/**
 * The outbox effects of orders (ADR 019, ADR 020): each runs once after the commit that recorded
 * it, retried until it succeeds, and is safe to run again (the provider calls carry keys).
 */
export function createOrderEffects(repo: OrdersRepository, deps: OrderEffectsDeps) {
  const { processor, viaProvider } = providerCalls(deps.provider, deps.log);
  return {
    /** `order.line-refused`: the refused line's part of the payment goes back to the buyer. */
    async refundRefusedLine(lineId: string): Promise<void> {
      const line = await repo.findLine(lineId);
      const order = line?.orderId ? await repo.find(line.orderId) : null;
      if (!line || !order?.intentId) return;
      const provider = processor();
      await viaProvider(() =>
        provider.refund(order.intentId!, {
          amountCents: line.totalCents,
          idempotencyKey: `refused-line-${line.id}`,
        }),
      );
    },

    /**
     * `order.paid`: each seller is transferred the price of their lines (Stripe; the test
     * processor moves no money). A line refunded or lost in a dispute before this runs is left
     * out: its refund found no transfer to reverse.
     */
    async transferToSellers(orderId: string): Promise<void> {
      const order = await repo.find(orderId);
      if (!order?.intentId || !deps.provider) return;
      const bySeller = new Map<string, number>();
      for (const line of await repo.lines([order.id])) {
        // A renewal made is the seller's whatever its license became since (it made no license).
        const made = line.renewalOf
          ? line.renewedUntil !== null
          : line.licenseStatus === 'active' || line.licenseStatus === 'suspended';
        if (!made) continue;
        bySeller.set(line.sellerId, (bySeller.get(line.sellerId) ?? 0) + line.priceCents);
      }
      for (const [sellerId, amountCents] of bySeller) {
        const account = await deps.sellerAccount(sellerId);
        if (!account) throw new Error(`seller ${sellerId} of order ${order.id} has no account`);
        await deps.provider.transferToSeller({
          intentId: order.intentId,
          orderId: order.id,
          destinationAccountId: account.providerAccountId,
          amountCents,
          currency: order.currency,
          idempotencyKey: `order-${order.id}-seller-${sellerId}`,
        });
      }
    },
  };
}
