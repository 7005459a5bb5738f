import {
  createDiscountInputSchema,
  deleteDiscountResponseSchema,
  discountIdParamsSchema,
  discountListResponseSchema,
  discountSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['discounts'];

/** Mounted at /api/seller/discounts. */
export default (async (app) => {
  const service = app.discounts;

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a discount code for your projects',
        body: createDiscountInputSchema,
        response: { 201: discountSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(signedInUser(req), req.body)),
  );

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your discount codes with their redemption counts',
        response: { 200: discountListResponseSchema },
      },
    },
    async (req) => service.list(signedInUser(req)),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of your discount codes',
        params: discountIdParamsSchema,
        response: { 200: deleteDiscountResponseSchema },
      },
    },
    async (req) => service.remove(signedInUser(req), req.params.id),
  );
}) satisfies FastifyPluginAsyncZod;
