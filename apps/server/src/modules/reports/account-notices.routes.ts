import { accountNoticesResponseSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

/** GET /api/account/notices: what moderation told the signed-in user. */
export default (async (app) => {
  app.get(
    '/notices',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account', 'reports'],
        summary: 'Your projects an admin unpublished (with the reason) and your reports',
        response: { 200: accountNoticesResponseSchema },
      },
    },
    async (req) => app.reports.notices(signedInUser(req)),
  );
}) satisfies FastifyPluginAsyncZod;
