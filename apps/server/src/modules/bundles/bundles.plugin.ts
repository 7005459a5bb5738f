import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createBundlesRepository } from './bundles.repository';
import { createBundlesService, type BundlesService } from './bundles.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' bundles, their public pages, and the lines of a bundle's checkout. */
    bundles: BundlesService;
  }
}

/** The checkout module buys a bundle through `app.bundles.linesForBuyer`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('bundles', createBundlesService(createBundlesRepository(app.database.db)));
  },
  { name: 'bundles-module' },
);
