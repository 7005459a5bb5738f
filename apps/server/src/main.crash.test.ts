/**
 * Killing the server during writes loses no committed purchase or post. The real server
 * (main.ts, as `npm start` runs it) takes a stream of purchases, free claims, new projects and
 * blog posts; it is SIGKILLed mid-stream, started again on the same data, and every write that
 * had been answered with success must be there, the database must open cleanly and the
 * server must be healthy. On the embedded PGlite (a data directory, the default mode) and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { createPgliteDatabase, createPostgresDatabase, type Database } from './db/client';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'crash-admin@example.com', password: 'crash test admin password' };
const PASSWORD = 'crash test user password';
/** Writes answered with success before the kill; the stream runs this many workers. */
const KILL_AFTER_ACKS = 24;
const WORKERS = 4;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts `node --import tsx src/main.ts` (the start script) and waits until it is healthy. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      SEED_DEMO_DATA: 'false',
      PAYMENTS_TEST_MODE: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: '10000',
      GITHUB_ACCESS_SYNC_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited on start:\n${output}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.status === 200) return { url, child, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function api<T = Record<string, unknown>>(
  base: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(base + route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${route} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function signUp(base: string, name: string) {
  const username = `${name}${crypto.randomBytes(3).toString('hex')}`;
  const json = await api<{ token: string; user: { _id: string } }>(
    base,
    '/api/auth/register',
    undefined,
    {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    },
  );
  return { token: json.token, id: json.user._id };
}

const projectBody = (n: number, paid: boolean) => ({
  title: `Crash Kit ${n}`,
  description: `Project ${n} written while the server may be killed.`,
  category: 'web',
  tags: ['crash'],
  repository: {
    freeUrl: 'https://github.com/example/crash-free',
    paidUrl: 'https://github.com/example/crash-paid',
  },
  license: paid ? { type: 'paid', price: 12 } : { type: 'free', price: 0 },
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
      const name = `cb_crash_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-pg-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      await crashAndRecover({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }, async () =>
        createPostgresDatabase(url.toString(), 2),
      );
    },
    60_000,
  );
});
