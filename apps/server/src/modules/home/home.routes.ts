import { homeResponseSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/home: what the home page shows beside its fixed content. */
export default (async (app) => {
  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary: "The home page's featured project and the marketplace's counts",
        response: { 200: homeResponseSchema },
      },
    },
    async (req) => app.home.home(req.user),
  );
}) satisfies FastifyPluginAsyncZod;
