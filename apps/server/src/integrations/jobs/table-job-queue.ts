import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import {
  backoffDelay,
  createPoller,
  DEFAULT_BACKOFF,
  DEFAULT_RETRY_LIMIT,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  runHooks,
} from './job-queue';

export interface TableJobQueueOptions {
  db: Db;
  clock: () => Date;
  /** How long a claimed job is held before another run may take it over. */
  leaseMs?: number;
  onError(err: unknown, context: { job?: string; id?: string }): void;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

type Claimed = typeof jobs.$inferSelect;

/**
 * The jobs table as a queue (the embedded database's backend). A run claims one due job in a
 * single statement (`FOR UPDATE SKIP LOCKED`, so concurrent claims never take the same row),
 * sets its lease and counts the attempt; it then marks it completed, or queued again after the
 * back-off, or failed past the retry limit. A claim whose lease ran out (its process died) is
 * claimed again; past the retry limit it fails instead.
 */
export function createTableJobQueue({
  db,
  clock,
  leaseMs = DEFAULT_LEASE_MS,
  onError,
}: TableJobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler<never>>();
  const hooks: (() => Promise<unknown>)[] = [];

  async function claim(): Promise<Claimed | null> {
    const names = [...handlers.keys()];
    if (names.length === 0) return null;
    const now = clock();
    const until = new Date(now.getTime() + leaseMs);
    const nameList = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.name} in (${nameList}) and ((${jobs.state} = 'queued' and ${jobs.runAfter} <= ${now}) or (${jobs.state} = 'active' and ${jobs.lockedUntil} < ${now}))`,
      )
      .orderBy(jobs.runAfter)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        state: 'active',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: until,
        updatedAt: now,
      })
      .where(sql`${jobs.id} = (${due})`)
      .returning();
    return row ?? null;
  }

  /** Settles a run; only the run that holds the claim (same attempt) may. */
  async function settle(job: Claimed, error: string | null): Promise<void> {
    const now = clock();
    const mine = and(
      eq(jobs.id, job.id),
      eq(jobs.state, 'active'),
      eq(jobs.attempts, job.attempts),
    );
    if (error === null) {
      await db
        .update(jobs)
        .set({ state: 'completed', lockedUntil: null, updatedAt: now })
        .where(mine);
      return;
    }
    const retry = job.attempts <= job.retryLimit;
    const wait = backoffDelay(
      { delayMs: job.backoffMs, maxDelayMs: job.maxBackoffMs },
      job.attempts,
    );
    await db
      .update(jobs)
      .set({
        state: retry ? 'queued' : 'failed',
        runAfter: retry ? new Date(now.getTime() + wait) : job.runAfter,
        lockedUntil: null,
        lastError: error.slice(0, 2000),
        updatedAt: now,
      })
      .where(mine);
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    // A claim taken over from a dead run may already be past the retry limit.
    if (job.attempts > job.retryLimit + 1) {
      await settle({ ...job, attempts: job.attempts }, 'The run was interrupted too often');
      return true;
    }
    const handler = handlers.get(job.name);
    try {
      await handler!(job.payload as never, {
        id: job.id,
        name: job.name,
        attempt: job.attempts,
        lastAttempt: job.attempts > job.retryLimit,
      });
      await settle(job, null);
    } catch (err) {
      onError(err, { job: job.name, id: job.id });
      await settle(job, err instanceof Error ? err.message : String(err));
    }
    return true;
  }

  // Set by stop(): the run in progress finishes its job and claims no other.
  let stopping = false;

  async function runDueNow(): Promise<number> {
    let ran = 0;
    if (!stopping) await runHooks(hooks, onError);
    while (!stopping && (await runOne())) ran += 1;
    return ran;
  }

  const poller = createPoller(runDueNow, (err) => onError(err, {}));

  return {
    kind: 'table',
    async enqueue(name, payload, options: EnqueueOptions = {}) {
      const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
      const id = crypto.randomUUID();
      const [row] = await db
        .insert(jobs)
        .values({
          id,
          name,
          payload,
          singletonKey: options.singletonKey ?? id,
          retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
          backoffMs: backoff.delayMs,
          maxBackoffMs: backoff.maxDelayMs,
          runAfter: options.startAfter ?? clock(),
          createdAt: clock(),
          updatedAt: clock(),
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      if (row) poller.wake();
      return row?.id ?? null;
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    runDueNow,
    beforeEachRun: (hook) => void hooks.push(hook),
    start: (pollMs) => poller.start(pollMs),
    stop: () => {
      stopping = true;
      return poller.stop();
    },
    async ping() {
      await db.select({ id: jobs.id }).from(jobs).limit(1);
    },
    async queuedCounts() {
      const rows = await db
        .select({ name: jobs.name, n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.state, 'queued'))
        .groupBy(jobs.name);
      return new Map(rows.map((r) => [r.name, Number(r.n)]));
    },
  };
}
