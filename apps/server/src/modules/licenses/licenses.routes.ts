import { claimFreeResponseSchema, projectIdBodySchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['licenses'];

export default (async (app) => {
  const service = app.licenses;

  app.post(
    '/claim-free',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Claim free access to a free or freemium project (409 when already held)',
        body: projectIdBodySchema,
        response: { 200: claimFreeResponseSchema },
      },
    },
    async (req) => service.claimFree(signedInUser(req), req.body.projectId),
  );
}) satisfies FastifyPluginAsyncZod;
