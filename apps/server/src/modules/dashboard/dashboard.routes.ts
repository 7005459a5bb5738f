import { dashboardResponseSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

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
      return service.get(signedInUser(req));
    },
  );
}) satisfies FastifyPluginAsyncZod;
