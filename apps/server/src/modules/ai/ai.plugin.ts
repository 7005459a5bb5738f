import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createAiProjectsService, type AiProjectsService } from './ai.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** AI search and the project draft writer (modules/ai). */
    ai: AiProjectsService;
  }
}

/**
 * AI search runs the normal project search (`app.projects`): the same service, so its cached
 * counts are cleared by the same writes as the project routes' own.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('ai', createAiProjectsService(app.aiEngine, app.projects));
  },
  { name: 'ai-module', dependencies: ['projects-module'] },
);
