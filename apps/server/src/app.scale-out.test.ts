/**
 * Two server instances against one PostgreSQL serve the same sessions and data
 * (docs/ARCHITECTURE.md#scale-out). Both start together on an empty database (migrations run once,
 * under the advisory lock), then listen on their own ports and are driven over real HTTP. PGlite
 * cannot be opened by two processes, so this needs TEST_DATABASE_URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nextChange } from '../test/changes';
import { testConfig } from '../test/helper';
import { buildApp } from './app';
import { createPostgresDatabase, type Database } from './db/client';
import { users } from './db/schema';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    'app.scale-out.test.ts skipped: set TEST_DATABASE_URL (PostgreSQL) to run two instances ' +
      'against one database; the embedded PGlite cannot be shared between processes.',
  );
}

const LOGIN_LIMIT = 4;
const PASSWORD = 'two instances share everything';

interface Instance {
  app: FastifyInstance;
  database: Database;
  url: string;
}

let dbName = '';
const instances: Instance[] = [];
let A: Instance;
let B: Instance;
let migrations: { hash: string }[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  dbName = `cb_scale_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;

  // Two instances start at the same moment on an empty database, as after a deploy.
  const started = await Promise.all(
    [0, 1].map(async () => {
      const database = createPostgresDatabase(url.toString(), 5, () => {});
      await database.migrate();
      const app = await buildApp({
        config: testConfig({
          AUTH_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
          // Each actor below gets its own client IP through X-Forwarded-For.
          TRUST_PROXY: 'true',
        }),
        database,
      });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, database, url: address };
    }),
  );
  instances.push(...started);
  [A, B] = started as [Instance, Instance];
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  migrations = (await c.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations'))
    .rows;
  await c.end();
});

afterAll(async () => {
  for (const i of instances) {
    await i.app.close();
    await i.database.close();
  }
  if (!adminUrl || !dbName) return;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.end();
});

let ipSeq = 0;
const freshIp = () => `10.88.${crypto.randomInt(250)}.${(ipSeq += 1) % 250}`;

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  ip?: string;
}

async function call(on: Instance, route: string, opts: Call = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? freshIp() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(on.url + route, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

async function register(on: Instance, name: string) {
  const username = `${name}${crypto.randomBytes(3).toString('hex')}`;
  const email = `${username}@example.com`;
  const res = await call(on, '/api/auth/register', {
    body: { username, email, password: PASSWORD },
  });
  expect(res.status).toBe(201);
  return { email, token: res.json.token as string, id: res.json.user._id as string };
}

const project = (title: string, license: object) => ({
  title,
  description: `${title}: a project published on one instance and read on the other.`,
  category: 'web',
  tags: ['scaleout'],
  repository: {
    freeUrl: 'https://github.com/example/scale-free',
    paidUrl: 'https://github.com/example/scale-paid',
  },
  license,
});

const publicList = async (on: Instance) =>
  (await call(on, '/api/projects?page=1&limit=50')).json.projects as {
    _id: string;
    title: string;
    rating: { average: number | null; count: number };
  }[];

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  it('ran every migration exactly once although both started together', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle/meta');
    const journal = JSON.parse(fs.readFileSync(path.join(dir, '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(migrations).toHaveLength(journal.entries.length);
    expect(new Set(migrations.map((m) => m.hash)).size).toBe(journal.entries.length);
  });

  it('shares sessions, data, purchases, logout, fresh public reads and login limits', async () => {
    // A session made on A works on B.
    const seller = await register(A, 'seller');
    const profile = await call(B, '/api/auth/profile', { token: seller.token });
    expect(profile.status).toBe(200);
    expect(profile.json.user._id).toBe(seller.id);
    expect(
      (
        await call(B, '/api/payments/test-processor/complete-onboarding', {
          token: seller.token,
          body: {},
        })
      ).status,
    ).toBe(200);

    // B caches the anonymous listing; a project published on A shows there at once.
    const before = await publicList(B);
    expect(await publicList(B)).toEqual(before);
    const paid = await call(A, '/api/projects', {
      token: seller.token,
      body: project('Scale Out Paid Kit', { type: 'paid', price: 30 }),
    });
    expect(paid.status).toBe(201);
    const paidId = paid.json.project._id as string;
    const free = await call(A, '/api/projects', {
      token: seller.token,
      body: project('Scale Out Free Kit', { type: 'free', price: 0 }),
    });
    expect(free.status).toBe(201);
    const freeId = free.json.project._id as string;
    const listedOnB = await publicList(B);
    expect(listedOnB.map((p) => p._id)).toEqual(expect.arrayContaining([paidId, freeId]));
    expect(listedOnB).toHaveLength(before.length + 2);
    const detail = await call(B, `/api/projects/${paidId}`);
    expect(detail.status).toBe(200);
    expect(detail.json.project.title).toBe('Scale Out Paid Kit');

    // Bought and claimed on B: A's dashboards know at once.
    const buyer = await register(B, 'buyer');
    const claim = await call(B, '/api/licenses/claim-free', {
      token: buyer.token,
      body: { projectId: freeId },
    });
    expect(claim.status).toBe(200);
    const intent = await call(B, '/api/payments/create-payment-intent', {
      token: buyer.token,
      body: { projectId: paidId },
    });
    expect(intent.status).toBe(200);
    const { paymentIntentId } = intent.json as { paymentIntentId: string };
    const paidOk = await call(B, '/api/payments/test-processor/confirm', {
      token: buyer.token,
      body: { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
    });
    expect(paidOk.status).toBe(200);
    // The checkout confirms on A (another instance behind the balancer): the same license.
    const confirmed = await call(A, '/api/payments/confirm-payment', {
      token: buyer.token,
      body: { paymentIntentId },
    });
    expect(confirmed.status).toBe(200);
    const again = await call(B, '/api/payments/confirm-payment', {
      token: buyer.token,
      body: { paymentIntentId },
    });
    expect(again.json.license._id).toBe(confirmed.json.license._id);

    const buyerDashboard = await call(A, '/api/dashboard', { token: buyer.token });
    expect(buyerDashboard.status).toBe(200);
    const held = buyerDashboard.json.purchasedLicenses as { _id: string; licenseKind: string }[];
    expect(held.map((l) => [l._id, l.licenseKind]).sort()).toEqual(
      [
        [freeId, 'free'],
        [paidId, 'paid'],
      ].sort(),
    );
    const sellerDashboard = await call(A, '/api/dashboard', { token: seller.token });
    expect(sellerDashboard.json.sellerStats).toMatchObject({ totalRevenue: 30, freeDownloads: 1 });

    // A review written on B changes the rating that A's cached listing shows, at once.
    await publicList(A);
    let heard = nextChange(A.app, 'projects');
    const review = await call(B, `/api/projects/${paidId}/reviews`, {
      method: 'PUT',
      token: buyer.token,
      body: { rating: 5, body: 'Works on every instance.' },
    });
    expect(review.status).toBe(200);
    await heard;
    const rated = (await publicList(A)).find((p) => p._id === paidId);
    expect(rated?.rating).toEqual({ average: 5, count: 1 });

    // An edit on B, then a delete on A: each instance's cached listing follows the other.
    heard = nextChange(A.app, 'projects');
    const edit = await call(B, `/api/projects/${freeId}/draft`, {
      method: 'PUT',
      token: seller.token,
      body: project('Scale Out Free Kit', { type: 'free', price: 0 }),
    });
    expect(edit.status).toBe(200);
    await heard;
    expect((await publicList(A)).map((p) => p._id)).not.toContain(freeId);

    // Logout on B ends the session everywhere.
    heard = nextChange(A.app, 'sessions');
    const logout = await call(B, '/api/auth/logout', { token: buyer.token, body: {} });
    expect(logout.status).toBe(200);
    await heard;
    expect((await call(A, '/api/auth/profile', { token: buyer.token })).status).toBe(401);
    expect((await call(B, '/api/auth/profile', { token: buyer.token })).status).toBe(401);

    // Failed sign-ins from one IP are counted across both instances.
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      const res = await call(i % 2 === 0 ? A : B, '/api/auth/login', {
        ip,
        body: { email: seller.email, password: 'not the password' },
      });
      expect(res.status).toBe(401);
    }
    for (const on of [A, B]) {
      const blocked = await call(on, '/api/auth/login', {
        ip,
        body: { email: seller.email, password: PASSWORD },
      });
      expect(blocked.status).toBe(429);
    }
  });

  it('ends cached sessions on the other instance: password change, suspension, role change', async () => {
    // Every read on B below is made twice first, so that B answers from its session cache.
    // A writes and waits for its own change notification; B reads its copy of the notification
    // on its own connection, so B is asked until it shows the change, for far less than the
    // cache's 30 s (a cache that only expired would fail).
    const onB = { timeout: 10_000, interval: 20 };
    const warm = async (token: string, route = '/api/auth/profile') => {
      for (let i = 0; i < 2; i += 1) await call(B, route, { token });
    };
    const status = async (on: Instance, token: string, route = '/api/auth/profile') =>
      (await call(on, route, { token })).status;

    // A password change on A ends the account's other sessions on B; the one that changed it stays.
    const member = await register(A, 'member');
    const login = await call(A, '/api/auth/login', {
      body: { email: member.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const second = login.json.token as string;
    await warm(member.token);
    await warm(second);
    const changed = await call(A, '/api/auth/change-password', {
      token: member.token,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase here' },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => status(B, second), onB).toBe(401);
    await expect.poll(() => status(B, member.token), onB).toBe(200);

    // An admin on A: suspension ends the member's session on B at once.
    const admin = await register(A, 'admin');
    await A.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const suspended = await call(A, `/api/admin/users/${member.id}/suspend`, {
      token: admin.token,
      body: { reason: 'Testing suspension across instances' },
    });
    expect(suspended.status).toBe(200);
    await expect.poll(() => status(B, member.token), onB).toBe(401);

    // A role given on A opens the admin console on B at once, and taking it back closes it.
    const helper = await register(A, 'helper');
    await warm(helper.token, '/api/admin/overview');
    await expect.poll(() => status(B, helper.token, '/api/admin/overview'), onB).toBe(403);
    const role = (value: 'user' | 'admin') =>
      call(A, `/api/admin/users/${helper.id}/role`, {
        method: 'PUT',
        token: admin.token,
        body: { role: value, reason: 'Testing roles across instances' },
      });
    expect((await role('admin')).status).toBe(200);
    await expect.poll(() => status(B, helper.token, '/api/admin/overview'), onB).toBe(200);
    await warm(helper.token, '/api/admin/overview');
    expect((await role('user')).status).toBe(200);
    await expect.poll(() => status(B, helper.token, '/api/admin/overview'), onB).toBe(403);
  });

  it("shows a reader's new license on the other instance's next detail", async () => {
    const seller = await register(A, 'freeseller');
    const free = await call(A, '/api/projects', {
      token: seller.token,
      body: project('Scale Out Claimed Kit', { type: 'free', price: 0 }),
    });
    expect(free.status).toBe(201);
    const id = free.json.project._id as string;
    const reader = await register(B, 'reader');
    for (let i = 0; i < 2; i += 1) {
      const before = await call(B, `/api/projects/${id}`, { token: reader.token });
      expect(before.json.userLicense).toBeNull();
      expect(before.headers.get('cache-control')).toBe('private, no-store');
    }
    const claim = await call(A, '/api/licenses/claim-free', {
      token: reader.token,
      body: { projectId: id },
    });
    expect(claim.status).toBe(200);
    const after = await call(B, `/api/projects/${id}`, { token: reader.token });
    expect(after.json.userLicense).toMatchObject({ kind: 'free' });
  });
});
