import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createDiscountsRepository } from './discounts.repository';
import { createDiscountsService, type DiscountsService } from './discounts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' discount codes, the price of a checkout line and the uses a code has left. */
    discounts: DiscountsService;
  }
}

/** The checkout module calls these rules; it owns the checkouts and the state of their uses. */
export default fp(
  async (app: FastifyInstance) => {
    const discounts = createDiscountsService(createDiscountsRepository(app.database.db), {
      now: app.clock,
    });
    app.decorate('discounts', discounts);
  },
  { name: 'discounts-module', dependencies: ['licenses-module'] },
);
