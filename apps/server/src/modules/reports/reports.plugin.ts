import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createReportsRepository } from './reports.repository';
import { createReportsService, type ReportsService } from './reports.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports of abuse and their resolution (modules/reports). */
    reports: ReportsService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'reports',
      createReportsService(createReportsRepository(app.database.db), {
        moderation: app.admin,
        mailer: app.mailer,
        log: app.log,
        publicUrl: app.config.publicUrl,
        now: () => app.clock(),
      }),
    );
  },
  { name: 'reports-module', dependencies: ['admin-module'] },
);
