import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createJobQueue } from '../integrations/jobs/create-job-queue';
import type { JobQueue } from '../integrations/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs (docs/decisions/010-jobs-pg-boss-and-table-runner.md). */
    jobs: JobQueue;
  }
}

/**
 * Builds the job queue once: pg-boss on PostgreSQL, the jobs table on PGlite. Polling starts
 * when the server is ready (every JOBS_POLL_MS; tests set 0 and call `app.jobs.runDueNow()`), and
 * closing the app stops it after the jobs in progress.
 */
export default fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ module: 'jobs' });
    const queue = await createJobQueue({
      database: app.database,
      clock: () => app.clock(),
      onError: (err, context) => log.warn({ err, ...context }, 'background job failed'),
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start(app.config.JOBS_POLL_MS));
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs' },
);
