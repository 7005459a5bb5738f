import { reportInputSchema, reportSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';

const tags = ['reports'];

/** POST /api/reports: any signed-in user reports a project, a review or a user. */
export default (async (app) => {
  // '' rather than '/': one path, /api/reports, without a trailing-slash twin.
  app.post(
    '',
    {
      config: { rateLimit: perUserPerMinute(10) },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Report a project, a review or a user to the admins',
        body: reportInputSchema,
        response: { 201: reportSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.reports.create(signedInUser(req), req.body)),
  );
}) satisfies FastifyPluginAsyncZod;
