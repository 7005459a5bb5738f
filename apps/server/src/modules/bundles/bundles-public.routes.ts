import {
  bundleIdParamsSchema,
  projectBundlesResponseSchema,
  projectIdParamsSchema,
  publicBundleResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['bundles'];

/** Mounted at /api: the public reads of bundles (amounts for signed-in viewers only). */
export default (async (app) => {
  const service = app.bundles;

  app.get(
    '/bundles/:id',
    {
      schema: {
        tags,
        operationId: 'getBundle',
        summary:
          'A bundle with its projects; signed in, also what completing it costs you (the projects you hold left out)',
        params: bundleIdParamsSchema,
        response: { 200: publicBundleResponseSchema },
      },
    },
    async (req) => service.getPublic(req.params.id, req.user),
  );

  app.get(
    '/projects/:id/bundles',
    {
      schema: {
        tags,
        operationId: 'listProjectBundles',
        summary: 'The available bundles that contain a published project',
        params: projectIdParamsSchema,
        response: { 200: projectBundlesResponseSchema },
      },
    },
    async (req) => service.forProject(req.params.id, req.user),
  );
}) satisfies FastifyPluginAsyncZod;
