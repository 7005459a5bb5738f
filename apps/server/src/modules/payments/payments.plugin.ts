import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService, type PaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout, the test processor, seller accounts, earnings, refunds, webhooks. */
    payments: PaymentsService;
  }
}

/** Payments make and refund licenses through the one licenses service (`app.licenses`). */
export default fp(
  async (app: FastifyInstance) => {
    const payments = createPaymentsService(createPaymentsRepository(app.database.db), {
      provider: app.paymentProvider,
      licenses: app.licenses,
      discounts: app.discounts,
      receipts: app.receipts,
      mailer: app.mailer,
      log: app.log,
      publicUrl: app.config.publicUrl,
      now: app.clock,
      // Read at call time: the license-keys module is registered before payments but kept apart.
      licenseKeyFor: (licenseId) => app.licenseKeys.keyForHolder(licenseId),
      // Read at call time too: the admin module, which keeps the audit log, is registered later.
      audit: (event, tx) => app.admin.record(event, tx),
    });
    app.decorate('payments', payments);
    // A project repriced, unpublished or deleted: its open checkouts can no longer be paid.
    app.projectEvents.on('saleTermsChanged', (projectId) => payments.cancelOpenIntents(projectId));
  },
  {
    name: 'payments-module',
    dependencies: ['licenses-module', 'projects-module', 'discounts-module', 'receipts-module'],
  },
);
