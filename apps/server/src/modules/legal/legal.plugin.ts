import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createLegalRepository } from './legal.repository';
import { createLegalService, type LegalService } from './legal.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Terms, privacy, refund policy and contact: public reads, admin edits (modules/legal). */
    legal: LegalService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'legal',
      // The default texts name the seller of record of the settings, as receipts do.
      createLegalService(createLegalRepository(app.database.db), {
        settings: () => app.settings.get(),
        // Read at call time: the admin module keeps the audit log.
        audit: (event) => app.admin.record(event),
      }),
    );
  },
  { name: 'legal-module', dependencies: ['settings-module'] },
);
