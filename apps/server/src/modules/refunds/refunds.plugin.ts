import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createRefundsRepository } from './refunds.repository';
import { createRefundsService, REFUND_EVENTS, type RefundsService } from './refunds.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' refund requests and the seller's answers. */
    refunds: RefundsService;
  }
}

/** An approved request refunds through the payments module's refund (`app.payments.refund`). */
export default fp(
  async (app: FastifyInstance) => {
    const refunds = createRefundsService(createRefundsRepository(app.database.db), {
      // The approval is this module's entry in the audit log; the refund adds none of its own.
      refund: (user, licenseId) => app.payments.refund(user, licenseId, { auditedByCaller: true }),
      // Read at call time: the admin module, which keeps the log, is registered later.
      audit: (event, tx) => app.admin.record(event, tx),
      outbox: app.outbox,
      mailer: app.mailer,
      log: app.log,
      publicUrl: app.config.publicUrl,
      now: app.clock,
    });
    app.decorate('refunds', refunds);
    app.outbox.on(REFUND_EVENTS.requested, 'refunds.mail-seller-requested', (id) =>
      refunds.mailSellerRequested(id),
    );
    app.outbox.on(REFUND_EVENTS.requested, 'refunds.mail-buyer-requested', (id) =>
      refunds.mailBuyerRequested(id),
    );
    app.outbox.on(REFUND_EVENTS.answered, 'refunds.mail-buyer-answered', (id) =>
      refunds.mailBuyerAnswered(id),
    );
  },
  { name: 'refunds-module', dependencies: ['payments-module'] },
);
