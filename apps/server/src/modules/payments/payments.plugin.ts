import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService, type PaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment provider config, seller accounts, refunds, Stripe's webhook (the purchase: app.checkout). */
    payments: PaymentsService;
  }
}

/** Payments refund licenses through the one licenses service (`app.licenses`). */
export default fp(
  async (app: FastifyInstance) => {
    const payments = createPaymentsService(createPaymentsRepository(app.database.db), {
      provider: app.paymentProvider,
      licenses: app.licenses,
      log: app.log,
      // Read at call time: the admin module, which keeps the audit log, is registered later.
      audit: (event, tx) => app.admin.record(event, tx),
    });
    app.decorate('payments', payments);
  },
  {
    name: 'payments-module',
    dependencies: ['licenses-module'],
  },
);
