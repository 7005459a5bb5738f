import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createApiTokensRepository } from './api-tokens.repository';
import { createApiTokensService, type ApiTokensService } from './api-tokens.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Personal access tokens (modules/api-tokens). */
    apiTokens: ApiTokensService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'apiTokens',
      createApiTokensService(createApiTokensRepository(app.database.db), () => app.clock()),
    );
  },
  { name: 'api-tokens-module' },
);
