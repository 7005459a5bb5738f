import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { saleMailsOnActivated } from './checkout.mail';
import { createCheckoutRepository } from './checkout.repository';
import { createCheckoutService, type CheckoutService } from './checkout.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The purchase: checkouts, their payment intents, and their one fulfilment path. */
    checkout: CheckoutService;
  }
}

/**
 * The purchase calls what it needs: discounts price its line, receipts quote its tax and write
 * the receipt, the payment provider takes the money, payments knows the seller's account, and
 * licenses make the license. Stripe's payment_intent events come through payments' webhook.
 */
export default fp(
  async (app: FastifyInstance) => {
    const checkout = createCheckoutService(createCheckoutRepository(app.database.db), {
      provider: app.paymentProvider,
      licenses: app.licenses,
      discounts: app.discounts,
      receipts: app.receipts,
      sellerAccount: (sellerId) => app.payments.sellerAccount(sellerId),
      log: app.log,
      now: app.clock,
    });
    app.decorate('checkout', checkout);

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
