/**
 * Killing the server during writes loses no committed purchase or post. The real server
 * (main.ts, as `npm start` runs it) takes a stream of purchases, free claims, new projects and
 * blog posts; it is SIGKILLed mid-stream, started again on the same data, and every write that
 * had been answered with success must be there, the database must open cleanly and the
 * server must be healthy. On the embedded PGlite (a data directory, the default mode) and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import {
  ADMIN,
  api,
  createCrashPostgresDatabase,
  exited,
  projectBody,
  signUp,
  startServer,
} from '../test/crash-server';

import { createPgliteDatabase, createPostgresDatabase, type Database } from './db/client';

/** Writes answered with success before the kill; the stream runs this many workers. */
const KILL_AFTER_ACKS = 24;
const WORKERS = 4;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

interface Acked {
  projects: string[];
  /** Payment intents the test processor answered `succeeded` for (the license is made then). */
  purchases: string[];
  /** Projects whose free claim was answered with success. */
  claims: string[];
  posts: string[];
}

/**
 * Sends writes from WORKERS loops until the server stops answering, and records every write
 * that got a success answer. Calls `onAck` after each one.
 */
async function writeStream(
  base: string,
  actors: { seller: string; buyer: string; admin: string },
  onAck: (total: number) => void,
): Promise<{ acked: Acked; unexpected: string[] }> {
  const acked: Acked = { projects: [], purchases: [], claims: [], posts: [] };
  const unexpected: string[] = [];
  let n = 0;
  let total = 0;
  const ack = (list: string[], id: string) => {
    list.push(id);
    total += 1;
    onAck(total);
  };
  const worker = async () => {
    for (;;) {
      n += 1;
      const i = n;
      try {
        if (i % 3 === 0) {
          const post = await api<{ _id: string }>(base, '/api/blog/admin/posts', actors.admin, {
            title: `Crash post ${i}`,
            content: `<p>Post ${i}, written while the server may be killed.</p>`,
            status: 'published',
          });
          ack(acked.posts, post._id);
          continue;
        }
        const paid = i % 3 === 1;
        const created = await api<{ project: { _id: string } }>(
          base,
          '/api/projects',
          actors.seller,
          projectBody(i, paid),
        );
        const projectId = created.project._id;
        ack(acked.projects, projectId);
        if (!paid) {
          await api(base, '/api/licenses/claim-free', actors.buyer, { projectId });
          ack(acked.claims, projectId);
          continue;
        }
        const { paymentIntentId } = await api<{ paymentIntentId: string }>(
          base,
          '/api/payments/create-payment-intent',
          actors.buyer,
          { projectId },
        );
        const paidRes = await api<{ status: string }>(
          base,
          '/api/payments/test-processor/confirm',
          actors.buyer,
          {
            paymentIntentId,
            cardNumber: TEST_CARD_SUCCESS,
          },
        );
        if (paidRes.status !== 'succeeded') throw new Error('payment not succeeded');
        ack(acked.purchases, paymentIntentId);
      } catch (err) {
        // A refused connection or a reset is the kill; any HTTP error answer is a failure.
        const message = err instanceof Error ? err.message : String(err);
        if (/answered \d+/.test(message)) unexpected.push(message);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { acked, unexpected };
}

/** Reads back what the stream wrote; the ids that are missing. */
async function missing(database: Database, acked: Acked, buyerId: string) {
  const ids = async (query: ReturnType<typeof sql>) =>
    new Set(
      ((await database.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map(
        (r) => r.id,
      ),
    );
  const have = {
    projects: await ids(sql`select id::text as id from projects`),
    purchases: await ids(
      sql`select payment_reference as id from licenses where kind = 'paid' and status = 'active'`,
    ),
    claims: await ids(
      sql`select project_id::text as id from licenses where kind = 'free' and buyer_id = ${buyerId}`,
    ),
    posts: await ids(sql`select id::text as id from blog_posts`),
  };
  return {
    projects: acked.projects.filter((id) => !have.projects.has(id)),
    purchases: acked.purchases.filter((id) => !have.purchases.has(id)),
    claims: acked.claims.filter((id) => !have.claims.has(id)),
    posts: acked.posts.filter((id) => !have.posts.has(id)),
  };
}

async function crashAndRecover(
  env: Record<string, string>,
  openDatabase: () => Promise<Database>,
): Promise<void> {
  const first = await startServer(env);
  cleanups.push(async () => void first.child.kill('SIGKILL'));
  const seller = await signUp(first.url, 'seller');
  const buyer = await signUp(first.url, 'buyer');
  const { token: admin } = await api<{ token: string }>(
    first.url,
    '/api/auth/login',
    undefined,
    ADMIN,
  );
  await api(first.url, '/api/payments/test-processor/complete-onboarding', seller.token, {});

  let killedAt = 0;
  const { acked, unexpected } = await writeStream(
    first.url,
    { seller: seller.token, buyer: buyer.token, admin },
    (total) => {
      if (total >= KILL_AFTER_ACKS && !killedAt) {
        killedAt = total;
        first.child.kill('SIGKILL');
      }
    },
  );
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(unexpected).toEqual([]);
  expect(killedAt).toBe(KILL_AFTER_ACKS);
  expect(acked.purchases.length).toBeGreaterThan(0);
  expect(acked.posts.length).toBeGreaterThan(0);
  expect(acked.claims.length).toBeGreaterThan(0);

  // Started again on the same data: healthy, sessions kept, every acknowledged write there.
  const second = await startServer(env);
  cleanups.push(async () => void second.child.kill('SIGKILL'));
  const profile = await api<{ user: { _id: string } }>(
    second.url,
    '/api/auth/profile',
    buyer.token,
  );
  expect(profile.user._id).toBe(buyer.id);
  const dashboard = await api<{ purchasedLicenses: { _id: string }[] }>(
    second.url,
    '/api/dashboard',
    buyer.token,
  );
  const held = new Set(dashboard.purchasedLicenses.map((l) => l._id));
  expect(acked.claims.filter((id) => !held.has(id))).toEqual([]);
  // Writes still work after recovery.
  await api(second.url, '/api/blog/admin/posts', admin, {
    title: 'After the crash',
    content: '<p>The server came back.</p>',
  });
  second.child.kill('SIGTERM');
  expect(await exited(second.child)).toBe(0);

  const database = await openDatabase();
  try {
    expect(await missing(database, acked, buyer.id)).toEqual({
      projects: [],
      purchases: [],
      claims: [],
      posts: [],
    });
    // Every table reads back whole: no page of the recovered database is damaged.
    const tables = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    for (const { tablename } of tables.rows) {
      await database.db.execute(sql.raw(`select count(*) from "${tablename}"`));
    }
  } finally {
    await database.close();
  }
}

describe('killing the server during writes', () => {
  it('loses nothing acknowledged on the embedded PGlite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await crashAndRecover({ DATA_DIR: dataDir }, async () =>
      createPgliteDatabase(path.join(dataDir, 'pglite')),
    );
  }, 60_000);

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    'loses nothing acknowledged on PostgreSQL (TEST_DATABASE_URL)',
    async () => {
      const pgDatabase = await createCrashPostgresDatabase(adminUrl!);
      cleanups.push(pgDatabase.drop);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-pg-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      await crashAndRecover({ DATABASE_URL: pgDatabase.url, DATA_DIR: dataDir }, async () =>
        createPostgresDatabase(pgDatabase.url, 2),
      );
    },
    60_000,
  );
});
