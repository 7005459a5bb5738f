import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createBalancesRepository } from './balances.repository';
import { createBalancesService, type BalancesService } from './balances.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seller balances, payouts and the sales export (modules/balances). */
    balances: BalancesService;
  }
}

/** One balances service; with the test processor it runs the daily payout job. */
export default fp(
  async (app: FastifyInstance) => {
    const balances = createBalancesService(createBalancesRepository(app.database.db), {
      provider: app.paymentProvider,
      jobs: app.jobs,
      log: app.log.child({ module: 'balances' }),
      now: app.clock,
    });
    app.decorate('balances', balances);
    await balances.startTestSchedule();
  },
  { name: 'balances-module', dependencies: ['jobs'] },
);
