import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createDisputesRepository } from './disputes.repository';
import { createDisputesService, DISPUTE_EVENTS, type DisputesService } from './disputes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment disputes: Stripe's dispute events and the test processor's admin route. */
    disputes: DisputesService;
  }
}

/**
 * One disputes service. Stripe's dispute events reach it through the payments module's verified,
 * de-duplicated webhook; license changes go through the licenses service, whose events tell
 * repository access and license keys.
 */
export default fp(
  async (app: FastifyInstance) => {
    const disputes = createDisputesService(createDisputesRepository(app.database.db), {
      licenses: app.licenses,
      provider: app.paymentProvider,
      mailer: app.mailer,
      log: app.log.child({ module: 'disputes' }),
      publicUrl: app.config.publicUrl,
      now: app.clock,
      // Read at call time: the admin module, which keeps the audit log, is registered later.
      audit: (event, tx) => app.admin.record(event, tx),
      outbox: app.outbox,
    });
    app.outbox.on(DISPUTE_EVENTS.opened, 'disputes.mail-opened', (id) =>
      disputes.mailSellerAbout(id, false),
    );
    app.outbox.on(DISPUTE_EVENTS.closed, 'disputes.mail-closed', (id) =>
      disputes.mailSellerAbout(id, true),
    );
    app.decorate('disputes', disputes);
    app.payments.onWebhookEvent('charge.dispute.created', (e) => disputes.onStripeEvent(e));
    app.payments.onWebhookEvent('charge.dispute.closed', (e) => disputes.onStripeEvent(e));
  },
  { name: 'disputes-module', dependencies: ['licenses-module', 'payments-module'] },
);
