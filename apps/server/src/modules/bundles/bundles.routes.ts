import {
  bundleIdParamsSchema,
  bundleInputSchema,
  bundleResponseSchema,
  deleteBundleResponseSchema,
  sellerBundlesResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['bundles'];

/** Mounted at /api/seller/bundles: each seller's own bundles (docs/product-rules.md#bundles). */
export default (async (app) => {
  const service = app.bundles;

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'createBundle',
        summary: 'Create a bundle of 2 to 20 of your published paid or freemium projects',
        body: bundleInputSchema,
        response: { 201: bundleResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ bundle: await service.create(signedInUser(req), req.body) }),
  );

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'listSellerBundles',
        summary: 'Your bundles, newest first, with whether each is available',
        response: { 200: sellerBundlesResponseSchema },
      },
    },
    async (req) => service.listMine(signedInUser(req)),
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'updateBundle',
        summary: 'Replace the title, description, projects and price of one of your bundles',
        params: bundleIdParamsSchema,
        body: bundleInputSchema,
        response: { 200: bundleResponseSchema },
      },
    },
    async (req) => ({
      bundle: await service.update(signedInUser(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'deleteBundle',
        summary: 'Delete one of your bundles',
        params: bundleIdParamsSchema,
        response: { 200: deleteBundleResponseSchema },
      },
    },
    async (req) => service.remove(signedInUser(req), req.params.id),
  );
}) satisfies FastifyPluginAsyncZod;
