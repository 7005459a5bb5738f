import PgBoss from 'pg-boss';

import {
  createPoller,
  DEFAULT_BACKOFF,
  DEFAULT_RETRY_LIMIT,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  runHooks,
} from './job-queue';

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** PostgreSQL schema pg-boss creates and migrates on start (default `pgboss`). */
  schema?: string;
  /** How long a job may run before pg-boss expires it and retries it (a crashed run). */
  leaseSeconds?: number;
  onError(err: unknown, context: { job?: string; id?: string }): void;
}

/** Jobs fetched per name per round. */
const BATCH = 10;

/**
 * pg-boss as the queue on PostgreSQL. pg-boss creates its schema on start (migrating it under an
 * advisory lock, so instances may start together), claims jobs with `SKIP LOCKED` so no two
 * instances run one job, stores retries with their exponential back-off, and expires a job
 * whose run died so that it is retried. Every queue uses the `stately` policy: one queued and one
 * active job per singleton key (jobs without a key get their own id as key).
 */
export async function createPgBossJobQueue({
  connectionString,
  schema = 'pgboss',
  leaseSeconds = 300,
  onError,
}: PgBossJobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString,
    schema,
    max: 4,
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (err) => onError(err, {}));
  await boss.start();

  const handlers = new Map<string, JobHandler<never>>();
  const hooks: (() => Promise<unknown>)[] = [];
  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string): Promise<void> => {
    let ready = queues.get(name);
    if (!ready) {
      ready = (async () => {
        // Instances starting together create the same queues at once: one may lose (a
        // duplicate, or a deadlock PostgreSQL broke by aborting it). Look again before failing.
        for (let attempt = 1; ; attempt += 1) {
          if (await boss.getQueue(name)) return;
          try {
            await boss.createQueue(name, { name, policy: 'stately' });
            return;
          } catch (err) {
            if (attempt >= 5) throw err;
          }
        }
      })();
      // A creation that still failed is tried again next time.
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  };

  // Set by stop(): the round in progress finishes the batch it fetched and fetches no other.
  let stopping = false;

  async function runRound(): Promise<number> {
    let ran = 0;
    for (const [name, handler] of handlers) {
      if (stopping) break;
      const batch = await boss.fetch<object>(name, { batchSize: BATCH, includeMetadata: true });
      for (const job of batch) {
        ran += 1;
        try {
          await handler(job.data as never, {
            id: job.id,
            name,
            attempt: job.retryCount + 1,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
          await boss.complete(name, job.id);
        } catch (err) {
          onError(err, { job: name, id: job.id });
          await boss.fail(name, job.id, {
            message: err instanceof Error ? err.message : String(err),
          });
        }
      }
    }
    return ran;
  }

  async function runDueNow(): Promise<number> {
    let total = 0;
    if (!stopping) await runHooks(hooks, onError);
    while (!stopping) {
      const ran = await runRound();
      if (ran === 0) return total;
      total += ran;
    }
    return total;
  }

  const poller = createPoller(runDueNow, (err) => onError(err, {}));

  return {
    kind: 'pg-boss',
    async enqueue(name, payload, options: EnqueueOptions = {}) {
      await ensureQueue(name);
      const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
      const id = crypto.randomUUID();
      const sent = await boss.send(name, payload, {
        id,
        singletonKey: options.singletonKey ?? id,
        startAfter: options.startAfter,
        retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
        // pg-boss counts in whole seconds and doubles (with jitter) from there.
        retryDelay: Math.max(1, Math.round(backoff.delayMs / 1000)),
        retryBackoff: true,
        expireInSeconds: leaseSeconds,
      });
      if (sent) poller.wake();
      return sent;
    },
    async work(name, handler) {
      await ensureQueue(name);
      handlers.set(name, handler as JobHandler<never>);
    },
    runDueNow,
    beforeEachRun: (hook) => void hooks.push(hook),
    start: (pollMs) => poller.start(pollMs),
    async stop() {
      stopping = true;
      await poller.stop();
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 5_000 });
    },
    async ping() {
      await boss.getQueues();
    },
    async queuedCounts() {
      const counts = new Map<string, number>();
      for (const name of handlers.keys()) counts.set(name, await boss.getQueueSize(name));
      return counts;
    },
  };
}
