import { claimFreeResponseSchema, projectIdBodySchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createLicensesRepository } from './licenses.repository';
import { createLicensesService } from './licenses.service';

const tags = ['licenses'];

export default (async (app) => {
  const service = createLicensesService(createLicensesRepository(app.database.db), {
    events: app.licenseEvents,
  });

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
    async (req) => service.claimFree(req.user!, req.body.projectId),
  );
}) satisfies FastifyPluginAsyncZod;
