import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export default (async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Health of the server and its database',
        response: { 200: healthSchema, 503: z.object({ error: z.string() }) },
      },
    },
    async (req, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        req.log.error({ err }, 'database health check failed');
        return reply.code(503).send({ error: 'Database unavailable' });
      }
    },
  );
}) satisfies FastifyPluginAsyncZod;
