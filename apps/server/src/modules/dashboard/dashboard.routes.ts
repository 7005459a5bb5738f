import { dashboardResponseSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser, tokenCovers } from '../../plugins/auth';

export default (async (app) => {
  const service = app.dashboard;

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in user's projects, purchases, seller figures and recent activity",
        response: { 200: dashboardResponseSchema },
      },
    },
    async (req, reply) => {
      // Personal figures: never stored by a shared cache.
      reply.header('cache-control', 'private, no-store');
      // A personal access token reads the parts its scopes cover (plugins/token-scopes.ts).
      return service.get(signedInUser(req), (scope) => tokenCovers(req, scope));
    },
  );
}) satisfies FastifyPluginAsyncZod;
