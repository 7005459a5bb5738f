import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outbox } from '../db/schema';
import {
  buildTestApp,
  createTestApp,
  createUser,
  settle,
  type TestContext,
} from '../../test/helper';
import { createProject } from '../../test/payments-fixtures';

import { OUTBOX_JOB } from './outbox';

let ctx: TestContext;
/** Runs of the test effects, by subject. */
const runs = new Map<string, number>();
const count = async (subjectId: string) => void runs.set(subjectId, (runs.get(subjectId) ?? 0) + 1);

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.outbox.on('test.happened', 'test.count', count);
  ctx.app.licenseEvents.on('activated', 'test.activated', count);
});
afterAll(() => ctx.close());

const rowsOf = (subjectId: string) =>
  ctx.database.db.select().from(outbox).where(eq(outbox.subjectId, subjectId));

async function recordInTransaction(app: FastifyInstance, subjectId: string, occurrence?: string) {
  return app.database.db.transaction((tx) =>
    app.outbox.record(tx as never, 'test.happened', subjectId, { occurrence }),
  );
}

describe('the outbox', () => {
  it('records nothing when the transaction rolls back', async () => {
    const subject = crypto.randomUUID();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.outbox.record(tx as never, 'test.happened', subject);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(subject)).toEqual([]);
  });

  it('keeps one row per effect for one occurrence, however often it is recorded', async () => {
    const subject = crypto.randomUUID();
    expect(await recordInTransaction(ctx.app, subject)).toHaveLength(1);
    expect(await recordInTransaction(ctx.app, subject)).toEqual([]);
    expect(await rowsOf(subject)).toHaveLength(1);
    // Another occurrence of the same event (a second dispute) is a row of its own.
    expect(await recordInTransaction(ctx.app, subject, 'second')).toHaveLength(1);
    await settle(ctx.app);
    expect(runs.get(subject)).toBe(2);
  });

  it('runs a row once when it is relayed twice and its job enqueued again', async () => {
    const subject = crypto.randomUUID();
    const [id] = await recordInTransaction(ctx.app, subject);
    expect(await ctx.app.outbox.relay([id!])).toBe(1);
    expect(await ctx.app.outbox.relay([id!])).toBe(0);
    // As if the relay had died after enqueueing, before it marked the row dispatched.
    await ctx.app.jobs.enqueue(OUTBOX_JOB, { id }, { singletonKey: `${id}:again` });
    await settle(ctx.app);
    await ctx.app.jobs.enqueue(OUTBOX_JOB, { id }, { singletonKey: `${id}:later` });
    await settle(ctx.app);
    expect(runs.get(subject)).toBe(1);
    const [row] = await rowsOf(subject);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.doneAt).not.toBeNull();
  });

  it('keeps a failed run as the last error and retries the effect until it succeeds', async () => {
    const subject = crypto.randomUUID();
    let failures = 1;
    ctx.app.outbox.on('test.flaky', 'test.flaky', async () => {
      if (failures-- > 0) throw new Error('the outside service is down');
    });
    const [id] = await ctx.database.db.transaction((tx) =>
      ctx.app.outbox.record(tx as never, 'test.flaky', subject),
    );
    await ctx.app.outbox.relay([id!]);
    await ctx.app.jobs.runDueNow();
    expect((await rowsOf(subject))[0]).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: 'the outside service is down',
    });
    expect(await ctx.app.outbox.backlog()).toBeGreaterThanOrEqual(1);
    // The job queue's back-off holds the retry; a run of the job completes the row.
    await ctx.app.jobs.enqueue(OUTBOX_JOB, { id }, { singletonKey: `${id}:retry` });
    await settle(ctx.app);
    expect((await rowsOf(subject))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('runs each effect of 30 concurrent activations once, with two instances draining at once', async () => {
    const seller = await createUser(ctx);
    const projectId = await createProject(ctx, seller);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx)));
    const claims = await Promise.all(
      buyers.map((buyer) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/licenses/claim-free',
          headers: buyer.headers,
          payload: { projectId },
        }),
      ),
    );
    expect(claims.map((c) => c.statusCode)).toEqual(claims.map(() => 200));
    const ids = claims.map((c) => c.json().license._id as string);
    // A second claim of the same buyer changes nothing and records nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: buyers[0]!.headers,
      payload: { projectId },
    });
    expect(again.statusCode).toBe(409);

    const other = await buildTestApp(ctx.database);
    other.licenseEvents.on('activated', 'test.activated', count);
    try {
      await Promise.all([settle(ctx.app), settle(other), settle(ctx.app), settle(other)]);
    } finally {
      await other.close();
    }
    for (const id of ids) {
      expect(runs.get(id), id).toBe(1);
      const rows = await rowsOf(id);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((r) => r.doneAt !== null && r.attempts === 1)).toBe(true);
    }
  });
});
