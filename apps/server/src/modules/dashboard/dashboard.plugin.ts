import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createDashboardRepository } from './dashboard.repository';
import { createDashboardService, type DashboardService } from './dashboard.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user's dashboard figures (modules/dashboard). */
    dashboard: DashboardService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'dashboard',
      createDashboardService(createDashboardRepository(app.database.db), {
        // Read at call time: the license-keys module is registered after this one.
        licenseKeyFor: (licenseId) => app.licenseKeys.keyForHolder(licenseId),
        // Read at call time too: the balances module owns the seller money figures.
        sellerMoney: (sellerId) => app.balances.totals(sellerId),
        // And the updates module owns the term of updates.
        updatesOf: (rows) => app.updates.libraryUpdates(rows),
      }),
    );
  },
  { name: 'dashboard-module' },
);
