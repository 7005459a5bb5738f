import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createDiscountsRepository } from './discounts.repository';
import { createDiscountsService, type DiscountsService } from './discounts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' discount codes and the priced checkout of every payment intent. */
    discounts: DiscountsService;
  }
}

/** A refunded license frees the discount redemption of its payment. */
export default fp(
  async (app: FastifyInstance) => {
    const discounts = createDiscountsService(createDiscountsRepository(app.database.db), {
      now: app.clock,
    });
    app.decorate('discounts', discounts);
    app.licenseEvents.on('refunded', 'discounts.release', (licenseId) =>
      discounts.releaseForLicense(licenseId),
    );
  },
  { name: 'discounts-module', dependencies: ['licenses-module'] },
);
