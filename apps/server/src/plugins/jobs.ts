import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createJobQueue } from '../integrations/jobs/create-job-queue';
import type { JobHandler, JobQueue } from '../integrations/jobs/job-queue';

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
    // Each run is counted (running, completed, failed, retried) in this instance's metrics.
    const counted: JobQueue = {
      ...queue,
      work: <T>(name: string, handler: JobHandler<T>) =>
        queue.work<T>(name, async (payload, job) => {
          app.metrics.jobStarted(name, job.attempt);
          try {
            await handler(payload, job);
          } catch (err) {
            app.metrics.jobEnded(name, 'failed');
            throw err;
          }
          app.metrics.jobEnded(name, 'completed');
        }),
    };
    app.decorate('jobs', counted);
    app.addHook('onReady', async () => queue.start(app.config.JOBS_POLL_MS));
    // Closing stops claiming jobs at once, while the server drains its requests; the close then
    // waits for the step the running jobs are in.
    let stopped: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      stopped = queue.stop();
    });
    app.addHook('onClose', async () => {
      await (stopped ?? queue.stop());
    });
  },
  { name: 'jobs', dependencies: ['metrics'] },
);
