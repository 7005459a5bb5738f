import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createLicensesRepository } from './licenses.repository';
import { createLicensesService, type LicensesService } from './licenses.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Free claims, the license a payment makes, refunds (modules/licenses). */
    licenses: LicensesService;
  }
}

/** One licenses service: the claim route, checkout (purchases) and payments (refunds) use it. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'licenses',
      createLicensesService(createLicensesRepository(app.database.db), {
        events: app.licenseEvents,
        now: () => app.clock(),
      }),
    );
  },
  { name: 'licenses-module' },
);
