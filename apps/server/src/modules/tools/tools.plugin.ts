import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createIdeasRepository } from './ideas.repository';
import { createIdeasService, type IdeasService } from './ideas.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The project idea generator (modules/tools). */
    ideas: IdeasService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('ideas', createIdeasService(app.aiEngine, createIdeasRepository(app.database.db)));
  },
  { name: 'tools-module' },
);
