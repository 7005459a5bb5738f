import {
  licenseIdParamsSchema,
  refundRequestInputSchema,
  refundRequestResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

/** Mounted at /api/licenses: the buyer asks for a refund of a paid license. */
export default (async (app) => {
  app.post(
    '/:id/refund-request',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['refunds'],
        summary: 'Ask the seller to refund your paid license (inside its refund window)',
        params: licenseIdParamsSchema,
        body: refundRequestInputSchema,
        response: { 201: refundRequestResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await app.refunds.request(signedInUser(req), req.params.id, req.body.reason)),
  );
}) satisfies FastifyPluginAsyncZod;
