import { ORDER_MESSAGES } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { saleMailsOnActivated } from './checkout.mail';
import { createCheckoutRepository } from './checkout.repository';
import { createCheckoutService, INTENT_TTL_MS, type CheckoutService } from './checkout.service';
import { createOrderEffects } from './orders.effects';
import { orderMailOnPaid } from './orders.mail';
import { createOrdersRepository } from './orders.repository';
import {
  createOrdersService,
  ORDER_LINE_REFUSED,
  ORDER_PAID,
  type OrdersService,
} from './orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The purchase: checkouts, their payment intents, and their one fulfilment path. */
    checkout: CheckoutService;
    /** Checkouts of several lines paid by one payment, and the buyer's orders. */
    orders: OrdersService;
  }
}

/**
 * The purchase calls what it needs: discounts price its line, receipts quote its tax and write
 * the receipt, the payment provider takes the money, payments knows the seller's account, and
 * licenses make the license. Stripe's payment_intent events come through payments' webhook.
 */
export default fp(
  async (app: FastifyInstance) => {
    const common = {
      provider: app.paymentProvider,
      licenses: app.licenses,
      discounts: app.discounts,
      receipts: app.receipts,
      sellerAccount: (sellerId: string) => app.payments.sellerAccount(sellerId),
      log: app.log,
      now: app.clock,
    };
    const checkoutRepo = createCheckoutRepository(app.database.db);
    const ordersRepo = createOrdersRepository(app.database.db);
    const orders = createOrdersService(checkoutRepo, ordersRepo, {
      ...common,
      outbox: app.outbox,
      // Read at call time: the updates module (renewals) is registered after the purchase.
      renewals: {
        line: (user, licenseId) => app.updates.renewalLine(user, licenseId),
        renew: (line) => app.updates.renew(line),
      },
      intentTtlMs: INTENT_TTL_MS,
      billingCountryOf: async (user) => (await app.receipts.billing(user)).country,
      // Read at call time: the cart and bundles are registered after the purchase.
      sources: {
        cartItems: (buyerId) => app.cart.checkoutItems(buyerId),
        async bundleLines(bundleId, buyerId) {
          const { lines } = await app.bundles.linesForBuyer(bundleId, buyerId);
          // Complete the bundle: nothing is left when the buyer holds every project.
          if (lines.length === 0) throw httpErrors.conflict(ORDER_MESSAGES.bundleAllHeld);
          return lines;
        },
      },
    });
    const checkout = createCheckoutService(checkoutRepo, {
      ...common,
      orders: {
        closeOpenOrders: (buyerId, at, tx, ids) => ordersRepo.closeOpenOrders(buyerId, at, tx, ids),
        refuseIfStaleIntent: orders.refuseIfStaleIntent,
        fulfilIntent: orders.fulfilIntent,
        releaseIntent: orders.releaseIntent,
        cancelOpenOrdersOf: orders.cancelOpenOrdersOf,
      },
    });
    app.decorate('checkout', checkout);
    app.decorate('orders', orders);
    const effects = createOrderEffects(ordersRepo, common);
    // A paid order: its confirmation mail, and with Stripe each seller's share transferred.
    app.outbox.on(
      ORDER_PAID,
      'checkout.order-mail',
      orderMailOnPaid({
        orders,
        licenses: app.licenses,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        licenseKeyFor: (licenseId) => app.licenseKeys.keyForHolder(licenseId),
      }),
    );
    app.outbox.on(ORDER_PAID, 'checkout.seller-transfers', (orderId) =>
      effects.transferToSellers(orderId),
    );
    // A paid line that could make no license: its part of the payment goes back.
    app.outbox.on(ORDER_LINE_REFUSED, 'checkout.refund-refused-line', (lineId) =>
      effects.refundRefusedLine(lineId),
    );

    for (const type of [
      'payment_intent.succeeded',
      'payment_intent.canceled',
      'payment_intent.payment_failed',
    ] as const) {
      app.payments.onWebhookEvent(type, (event) => checkout.onIntentEvent(event));
    }
    // A project repriced, unpublished or deleted: its open checkouts can no longer be paid.
    app.projectEvents.on('saleTermsChanged', (projectId) => checkout.cancelOpenIntents(projectId));
    // What a paid license sets off that belongs to the purchase: the buyer's receipt and the
    // seller's notice by mail (free claims send none).
    const saleMails = saleMailsOnActivated({
      licenses: app.licenses,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      // Read at call time: the license-keys module is kept apart from the purchase.
      licenseKeyFor: (licenseId) => app.licenseKeys.keyForHolder(licenseId),
    });
    app.licenseEvents.on('activated', 'checkout.buyer-receipt-mail', saleMails.buyerReceipt);
    app.licenseEvents.on('activated', 'checkout.seller-notice-mail', saleMails.sellerNotice);
    // A refunded license: the code use of its payment no longer counts.
    app.licenseEvents.on('refunded', 'checkout.release-code-use', (licenseId) =>
      checkout.releaseForLicense(licenseId),
    );
  },
  {
    name: 'checkout-module',
    dependencies: [
      'licenses-module',
      'projects-module',
      'discounts-module',
      'receipts-module',
      'payments-module',
    ],
  },
);
