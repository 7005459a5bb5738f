import {
  errorResponseSchema,
  messageResponseSchema,
  newsletterStatsResponseSchema,
  newsletterSubscribeInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { textAnswer } from '../../lib/openapi-answers';

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
        summary: 'Subscribe to the newsletter',
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
        summary: 'Newsletter subscriber counts (admins)',
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
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Newsletter subscribers as CSV (admins)',
        response: textAnswer('text/csv', 'One subscriber a row: email and date'),
      },
    },
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
