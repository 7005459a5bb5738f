import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createTaxCalculator } from '../../integrations/tax/tax-calculator';
import { createReceiptsRepository } from './receipts.repository';
import { createReceiptsService, type ReceiptsService } from './receipts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Receipts, billing details and the tax of checkouts (modules/receipts). */
    receipts: ReceiptsService;
  }
}

/**
 * One receipts service: payments ask it for a checkout's tax and issue the receipt in the
 * transaction of the paid license; license events fill Stripe's card digits, commit tax after
 * payment and reverse it on refund.
 */
export default fp(
  async (app: FastifyInstance) => {
    const receipts = createReceiptsService(createReceiptsRepository(app.database.db), {
      tax: app.paymentProvider ? createTaxCalculator(app.config) : null,
      provider: app.paymentProvider,
      log: app.log,
      now: app.clock,
      sellerOfRecord: () => app.settings.sellerOfRecord(),
    });
    app.decorate('receipts', receipts);
    app.licenseEvents.on('activated', 'receipts.tax-commit', (id) => receipts.onActivated(id));
    app.licenseEvents.on('refunded', 'receipts.tax-reversal', (id) => receipts.onRefunded(id));
  },
  { name: 'receipts-module', dependencies: ['licenses-module', 'settings-module'] },
);
