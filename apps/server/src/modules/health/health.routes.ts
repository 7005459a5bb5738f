import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { migrationsApplied } from '../../db/migration-status';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

const checkSchema = z.enum(['ok', 'failed']);
const checksSchema = z.object({
  migrations: checkSchema,
  database: checkSchema,
  jobs: checkSchema,
  shutdown: checkSchema,
});
type Checks = z.infer<typeof checksSchema>;

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

  // Once every migration of this build is in, it stays so: later checks skip the query.
  let migrated = false;
  const passes = async (check: () => Promise<unknown>): Promise<'ok' | 'failed'> => {
    try {
      await check();
      return 'ok';
    } catch {
      return 'failed';
    }
  };

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether this instance takes traffic: migrated, database and job queue answer, not stopping',
        response: {
          200: z.object({ status: z.literal('ready'), checks: checksSchema }),
          503: z.object({ error: z.string(), checks: checksSchema }),
        },
      },
    },
    async (_req, reply) => {
      const [database, jobs] = await Promise.all([
        passes(() => app.database.ping()),
        passes(() => app.jobs.ping()),
      ]);
      if (!migrated && database === 'ok') migrated = await migrationsApplied(app.database.db);
      const checks: Checks = {
        migrations: migrated ? 'ok' : 'failed',
        database,
        jobs,
        shutdown: app.lifecycle.draining ? 'failed' : 'ok',
      };
      const failed = Object.entries(checks)
        .filter(([, v]) => v === 'failed')
        .map(([k]) => k);
      if (failed.length > 0) {
        return reply.code(503).send({ error: `Not ready: ${failed.join(', ')}`, checks });
      }
      return { status: 'ready' as const, checks };
    },
  );
}) satisfies FastifyPluginAsyncZod;
