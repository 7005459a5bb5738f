import {
  errorResponseSchema,
  projectIdParamsSchema,
  updatesPolicyInputSchema,
  updatesPolicyResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['projects'];

/** Mounted at /api/projects: the author's updates policy of a project. */
export default (async (app) => {
  app.put(
    '/:id/updates-policy',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Set how long updates are included with a license, and the renewal price',
        description:
          'updatesMonths: months of new releases and repository access a new paid license ' +
          "includes (null: for life, the default). renewalPrice: dollars (null: the project's " +
          'price). Only paid and freemium projects may sell a term; licenses sold before keep ' +
          'the term they were sold with.',
        params: projectIdParamsSchema,
        body: updatesPolicyInputSchema,
        response: {
          200: updatesPolicyResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (req) => app.updates.setPolicy(signedInUser(req), req.params.id, req.body),
  );
}) satisfies FastifyPluginAsyncZod;
