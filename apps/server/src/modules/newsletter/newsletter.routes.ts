import {
  errorResponseSchema,
  messageResponseSchema,
  newsletterStatsResponseSchema,
  newsletterSubscribeInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export default (async (app) => {
  const newsletter = app.newsletter;
  const tags = ['newsletter'];

  app.post(
    '/subscribe',
    {
      // Enough for people, not for someone filling the list with addresses.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags,
        body: newsletterSubscribeInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => newsletter.subscribe(req.body.email),
  );

  app.get(
    '/stats',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        response: {
          200: newsletterStatsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return newsletter.stats();
    },
  );

  app.get(
    '/subscribers.csv',
    { onRequest: app.requireAdmin, schema: { tags } },
    async (_req, reply) => {
      const csv = await newsletter.exportCsv();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}) satisfies FastifyPluginAsyncZod;
