import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { createTableJobQueue } from './table-job-queue';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('table job queue', () => {
  let now = new Date('2026-01-01T00:00:00Z');
  const clock = () => now;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const errors: unknown[] = [];
  const queue = (leaseMs = 60_000) =>
    createTableJobQueue({ db: database.db, clock, leaseMs, onError: (e) => errors.push(e) });

  it('runs a job once and keeps one queued job per singleton key', async () => {
    const q = queue();
    const seen: unknown[] = [];
    await q.work<{ n: number }>('t.once', async (payload) => {
      seen.push(payload.n);
    });
    expect(await q.enqueue('t.once', { n: 1 }, { singletonKey: 'k' })).toEqual(expect.any(String));
    expect(await q.enqueue('t.once', { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await q.enqueue('t.once', { n: 3 })).toEqual(expect.any(String));
    expect(await q.runDueNow()).toBe(2);
    expect(seen.sort()).toEqual([1, 3]);
    expect(await q.runDueNow()).toBe(0);
    // Once the keyed job ran, the key may be queued again.
    expect(await q.enqueue('t.once', { n: 4 }, { singletonKey: 'k' })).toEqual(expect.any(String));
    await q.runDueNow();
    expect(seen).toContain(4);
  });

  it('waits until startAfter', async () => {
    const q = queue();
    let ran = 0;
    await q.work('t.later', async () => {
      ran += 1;
    });
    await q.enqueue('t.later', {}, { startAfter: new Date(now.getTime() + 10_000) });
    expect(await q.runDueNow()).toBe(0);
    advance(10_000);
    expect(await q.runDueNow()).toBe(1);
    expect(ran).toBe(1);
  });

  it('retries a failing job with exponential back-off, then fails it past the retry limit', async () => {
    const q = queue();
    const attempts: number[] = [];
    await q.work('t.flaky', async (_p, job) => {
      attempts.push(job.attempt);
      throw new Error(`GitHub answered 502 (attempt ${job.attempt})`);
    });
    const id = (await q.enqueue('t.flaky', {}, { retryLimit: 2, backoff: { delayMs: 1_000 } }))!;
    expect(await q.runDueNow()).toBe(1);
    // First retry after 1 s, the second after 2 s more.
    advance(999);
    expect(await q.runDueNow()).toBe(0);
    advance(1);
    expect(await q.runDueNow()).toBe(1);
    advance(1_999);
    expect(await q.runDueNow()).toBe(0);
    advance(1);
    expect(await q.runDueNow()).toBe(1);
    advance(3_600_000);
    expect(await q.runDueNow()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('attempt 3'),
    });
  });

  it('resumes a job whose run died after its lease, and the dead run cannot settle it', async () => {
    const a = queue(30_000);
    const started = deferred();
    const release = deferred();
    await a.work('t.crash', async () => {
      started.resolve();
      await release.promise;
    });
    const id = (await a.enqueue('t.crash', {}))!;
    const first = a.runDueNow();
    await started.promise;

    // "Restart": a new runner on the same database. The claim is held until its lease ends.
    const b = queue(30_000);
    const runs: number[] = [];
    await b.work('t.crash', async (_p, job) => {
      runs.push(job.attempt);
    });
    expect(await b.runDueNow()).toBe(0);
    advance(30_001);
    expect(await b.runDueNow()).toBe(1);
    expect(runs).toEqual([2]);

    release.resolve();
    await first;
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('never runs a job twice when several runners claim at once', async () => {
    const runners = [queue(), queue(), queue()];
    const counts = new Map<number, number>();
    for (const r of runners) {
      await r.work<{ n: number }>('t.shared', async ({ n }) => {
        counts.set(n, (counts.get(n) ?? 0) + 1);
      });
    }
    for (let n = 0; n < 30; n++) await runners[0]!.enqueue('t.shared', { n });
    const ran = await Promise.all(runners.map((r) => r.runDueNow()));
    expect(ran.reduce((s, x) => s + x, 0)).toBe(30);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(counts.size).toBe(30);
  });

  it('stops after the job in progress', async () => {
    const q = queue();
    q.start(10);
    const release = deferred();
    const started = deferred();
    let done = false;
    await q.work('t.stop', async () => {
      started.resolve();
      await release.promise;
      done = true;
    });
    await q.enqueue('t.stop', {});
    await started.promise;
    const stopped = q.stop();
    release.resolve();
    await stopped;
    expect(done).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('pg-boss job queue (PostgreSQL)', () => {
  const queues: JobQueue[] = [];
  const make = async () => {
    const q = await createPgBossJobQueue({
      connectionString: database.connectionString!,
      onError: () => {},
    });
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
  });

  it('two instances share the queue and run each job once', async () => {
    const [a, b] = [await make(), await make()];
    const counts = new Map<number, number>();
    const handler = async ({ n }: { n: number }) => {
      counts.set(n, (counts.get(n) ?? 0) + 1);
    };
    await a.work('boss-shared', handler);
    await b.work('boss-shared', handler);
    for (let n = 0; n < 30; n++) await (n % 2 ? a : b).enqueue('boss-shared', { n });
    expect(await a.enqueue('boss-shared', { n: 99 }, { singletonKey: 'x' })).not.toBeNull();
    expect(await b.enqueue('boss-shared', { n: 98 }, { singletonKey: 'x' })).toBeNull();
    const ran = await Promise.all([a.runDueNow(), b.runDueNow()]);
    expect(ran[0] + ran[1]).toBe(31);
    expect(counts.size).toBe(31);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });

  it('stores a failed run as a retry with a back-off', async () => {
    const q = await make();
    await q.work('boss-flaky', async () => {
      throw new Error('GitHub answered 503');
    });
    const id = (await q.enqueue(
      'boss-flaky',
      {},
      { retryLimit: 3, backoff: { delayMs: 60_000 } },
    ))!;
    expect(await q.runDueNow()).toBe(1);
    // The retry waits: a second run now finds nothing due.
    expect(await q.runDueNow()).toBe(0);
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    const { rows } = await client.query(
      "select state, retry_count, start_after > now() + interval '30 seconds' as later from pgboss.job where id = $1",
      [id],
    );
    await client.end();
    // pg-boss counts the retry when it fetches the job again.
    expect(rows[0]).toEqual({ state: 'retry', retry_count: 0, later: true });
  });
});
