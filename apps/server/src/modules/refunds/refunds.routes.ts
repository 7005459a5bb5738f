import {
  refundDecisionInputSchema,
  refundRequestIdParamsSchema,
  refundRequestListResponseSchema,
  refundRequestResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { paymentProviderAnswers } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';

const tags = ['refunds'];

/** Mounted at /api/seller/refund-requests: the seller (or an admin) answers requests. */
export default (async (app) => {
  const service = app.refunds;

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Refund requests on your projects (every request for an admin)',
        response: { 200: refundRequestListResponseSchema },
      },
    },
    async (req) => service.list(signedInUser(req)),
  );

  app.post(
    '/:id/approve',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Approve a refund request: the payment is refunded and the license ends',
        params: refundRequestIdParamsSchema,
        body: refundDecisionInputSchema,
        // The refund goes through the payments module to the provider.
        response: { 200: refundRequestResponseSchema, ...paymentProviderAnswers },
      },
    },
    async (req) =>
      service.approve(signedInUser(req), req.params.id, req.body.message?.trim() || null),
  );

  app.post(
    '/:id/decline',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Decline a refund request with a message to the buyer',
        params: refundRequestIdParamsSchema,
        body: refundDecisionInputSchema,
        response: { 200: refundRequestResponseSchema },
      },
    },
    async (req) =>
      service.decline(signedInUser(req), req.params.id, req.body.message?.trim() || null),
  );
}) satisfies FastifyPluginAsyncZod;
