import { generateIdeasResponseSchema, ideaRequestSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { perUserPerMinute } from '../../plugins/rate-limit';

/** POST /tools/generate-ideas (registered under /api/tools). */
export default (async (app) => {
  const service = app.ideas;

  app.post(
    '/generate-ideas',
    {
      config: { rateLimit: perUserPerMinute(10) },
      schema: {
        tags: ['tools', 'ai'],
        summary: 'Project ideas for a skill level, interests, time and goals, with market figures',
        body: ideaRequestSchema,
        response: { 200: generateIdeasResponseSchema },
      },
    },
    async (req) => ({ ideas: await service.generate(req.body) }),
  );
}) satisfies FastifyPluginAsyncZod;
