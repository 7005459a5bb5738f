import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createSettingsRepository } from './settings.repository';
import { createSettingsService, type SettingsService } from './settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marketplace settings: the seller of record (modules/settings). */
    settings: SettingsService;
  }
}

/** One settings service: admin routes edit it; receipts and legal pages read it. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'settings',
      createSettingsService(createSettingsRepository(app.database.db), {
        now: () => app.clock(),
        // Read at call time: the admin module keeps the audit log.
        audit: (event) => app.admin.record(event),
      }),
    );
  },
  { name: 'settings-module' },
);
