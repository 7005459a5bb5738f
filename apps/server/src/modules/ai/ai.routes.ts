import {
  aiGenerateInputSchema,
  aiGenerateResponseSchema,
  aiSearchInputSchema,
  aiSearchResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';

const tags = ['projects', 'ai'];

/** POST /projects/ai-search and /projects/ai-generate (registered under /api/projects). */
export default (async (app) => {
  const service = app.ai;

  app.post(
    '/ai-search',
    {
      config: { rateLimit: perUserPerMinute(20) },
      schema: {
        tags,
        summary: 'Natural-language project search: parsed into filters, then the normal search',
        body: aiSearchInputSchema,
        response: { 200: aiSearchResponseSchema },
      },
    },
    async (req) => service.search(req.body.query, req.user),
  );

  app.post(
    '/ai-generate',
    {
      config: { rateLimit: perUserPerMinute(10) },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Draft a description, tags, category, repository URLs and features from a title',
        body: aiGenerateInputSchema,
        response: { 200: aiGenerateResponseSchema },
      },
    },
    async (req) => service.generate(req.body, signedInUser(req)),
  );
}) satisfies FastifyPluginAsyncZod;
