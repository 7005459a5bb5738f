import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createSandboxRepository } from './sandbox.repository';
import { createSandboxService, type SandboxService } from './sandbox.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo page of a published project (modules/sandbox). */
    sandbox: SandboxService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'sandbox',
      createSandboxService(createSandboxRepository(app.database.db), {
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'sandbox-module' },
);
