import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../app';
import { createTestApp, createTestDatabase, testConfig, type TestContext } from '../../test/helper';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('GET /api/health/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 with every check when migrated, the database and the queue answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { migrations: 'ok', database: 'ok', jobs: 'ok', shutdown: 'ok' },
    });
  });

  it('answers 503 once the instance drains, while liveness stays 200', async () => {
    ctx.app.lifecycle.drain();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Not ready: shutdown',
      checks: { migrations: 'ok', database: 'ok', jobs: 'ok', shutdown: 'failed' },
    });
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
  });

  it('answers 503 until the newest migration of this build is in the database', async () => {
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    try {
      // The database lacks this build's newest migration (drizzle's record of it is gone).
      const result = await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text as created_at`,
      );
      const [removed] = (result as unknown as { rows: { hash: string; created_at: string }[] })
        .rows;
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'Not ready: migrations',
        checks: { migrations: 'failed', database: 'ok', jobs: 'ok', shutdown: 'ok' },
      });
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed!.hash}, ${removed!.created_at}::bigint)`,
      );
      const after = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(after.statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('x-request-id', () => {
  const lines: Record<string, unknown>[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => ctx.close());

  const logsOf = (id: string) => lines.filter((l) => l.reqId === id);

  it('keeps a sane incoming id, answers it and logs every line of the request with it', async () => {
    const id = 'edge-01.Abc_9';
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/projects/not-a-uuid',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toBe(id);
    // One line per request, when it ends, with the request and the answer.
    const done = logsOf(id).filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      req: { method: 'GET', url: '/api/projects/not-a-uuid' },
      res: { statusCode: 404 },
    });
    expect(logsOf(id).some((l) => l.msg === 'incoming request')).toBe(false);
    // Every line logged while the request ran names it.
    const start = lines.findIndex((l) => l.reqId === id);
    const end = lines.findLastIndex((l) => l.reqId === id);
    expect(lines.slice(start, end + 1).every((l) => l.reqId === id)).toBe(true);
  });

  it('generates an id when none or an unsafe one is sent', async () => {
    for (const sent of [undefined, 'has space', 'a'.repeat(129), 'semi;colon']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(logsOf(id).length).toBeGreaterThan(0);
    }
    const longest = 'b'.repeat(128);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': longest },
    });
    expect(res.headers['x-request-id']).toBe(longest);
  });
});

/**
 * A rolling restart: instance A closes while it answers requests and runs a job; instance B on
 * the same database runs what A left queued. On PGlite both share the one database handle (the
 * table runner); with TEST_DATABASE_URL the queue is pg-boss.
 */
describe('closing an instance with work in flight', () => {
  it('answers every request it took, finishes the running job and leaves the rest to the other instance', async () => {
    const { database, drop } = await createTestDatabase();
    // A long poll interval: only an enqueue wakes A's poller, so the test knows what runs when.
    const a = await buildApp({ config: testConfig({ JOBS_POLL_MS: '3600000' }), database });
    const b = await buildApp({ config: testConfig(), database });
    const gate = deferred();
    const allIn = deferred();
    let entered = 0;
    a.get('/api/test/slow', async () => {
      entered += 1;
      if (entered === 3) allIn.resolve();
      await gate.promise;
      return { ok: true };
    });
    const done: number[] = [];
    const started = deferred();
    const handler = async (payload: { n: number }) => {
      started.resolve();
      await gate.promise;
      done.push(payload.n);
    };
    let closing: Promise<undefined> | undefined;
    try {
      await a.listen({ host: '127.0.0.1', port: 0 });
      await b.ready();
      await a.jobs.work('drain-test', handler);
      await b.jobs.work('drain-test', handler);
      const address = a.server.address() as { port: number };
      const url = `http://127.0.0.1:${address.port}/api/test/slow`;

      const requests = [1, 2, 3].map(async () => {
        const res = await fetch(url);
        return { status: res.status, body: await res.json() };
      });
      await allIn.promise;
      await a.jobs.enqueue('drain-test', { n: 1 });
      await a.jobs.enqueue('drain-test', { n: 2 });
      await started.promise;

      closing = a.close();
      await vi.waitFor(() => expect(a.server.listening).toBe(false));
      expect(a.lifecycle.draining).toBe(true);
      // A takes no new request.
      const late = await fetch(url).then(
        (res) => res.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      gate.resolve();
      for (const answer of await Promise.all(requests)) {
        expect(answer).toEqual({ status: 200, body: { ok: true } });
      }
      await closing;
      closing = undefined;
      // A finished the job it was running before it closed.
      expect(done).toContain(1);
      // The table runner stops after the job in hand (pg-boss finishes the batch it fetched).
      if (a.jobs.kind === 'table') expect(done).toEqual([1]);
      await b.jobs.runDueNow();
      expect(done.sort()).toEqual([1, 2]);
    } finally {
      gate.resolve();
      await (closing ?? a.close());
      await b.close();
      await drop();
    }
  });
});
