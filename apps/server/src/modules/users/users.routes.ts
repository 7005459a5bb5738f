import { publicUserSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// An id (uuid) or a username; any other text is an unknown author (404), not a bad request.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });

export default (async (app) => {
  const service = app.users;

  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: "An author's public profile, by id or by username (any letter case)",
        params: paramsSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (req) => service.getPublicProfile(req.params.id),
  );
}) satisfies FastifyPluginAsyncZod;
