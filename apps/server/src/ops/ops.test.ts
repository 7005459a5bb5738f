/**
 * Backup, restore and copy (README, "Backups and moving to PostgreSQL"): the demo marketplace
 * on an embedded database under a DATA_DIR, plus a purchase, a refund, a key activation, an
 * access event and a media file made through the API, round-trips through a backup, and moves
 * to PostgreSQL (TEST_DATABASE_URL's server) where the app serves every one of them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, createUser, settle, testConfig, type TestUser } from '../../test/helper';
import { createProject, giveAccount, paidProject } from '../../test/payments-fixtures';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/client';
import { licenses, receipts, reviews, users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createBackup, pgliteDir, restoreBackup } from './backup';
import { askServerForBackup, serveControlSocket } from './control-socket';
import { copyDatabase } from './copy';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn('ops.test.ts: the PostgreSQL copy and backup tests need TEST_DATABASE_URL');
}

let root = '';
let dataDir = '';
let database: Database;
const MEDIA = 'a'.repeat(40) + '.webp';

/** What the embedded marketplace gained through its API before the copy. */
interface Made {
  seller: TestUser;
  kept: { buyer: TestUser; licenseId: string; receiptNumber: string };
  refunded: { buyer: TestUser; licenseId: string };
  revoked: { licenseId: string };
  projectId: string;
  key: string;
  instanceId: string;
}
let made: Made;

const call = (
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    // The public key routes count requests per address.
    remoteAddress: '10.33.0.1',
    ...(payload ? { payload } : {}),
  });

/** `buyer` buys `projectId` with the built-in test processor: the new license's id. */
async function buy(app: FastifyInstance, buyer: TestUser, projectId: string) {
  const intent = await call(app, buyer, 'POST', '/api/payments/create-payment-intent', {
    projectId,
  });
  expect(intent.statusCode).toBe(200);
  const paymentIntentId = intent.json().paymentIntentId as string;
  const paid = await call(app, buyer, 'POST', '/api/payments/test-processor/confirm', {
    paymentIntentId,
    cardNumber: TEST_CARD_SUCCESS,
  });
  expect(paid.statusCode).toBe(200);
  const res = await call(app, buyer, 'POST', '/api/payments/confirm-payment', { paymentIntentId });
  expect(res.statusCode).toBe(200);
  return res.json().license._id as string;
}

/**
 * A paid project with license keys: one purchase kept (its key activated), one refunded by the
 * seller, one whose key the seller revoked (an access event, key_revoke, in the access trail).
 */
async function makeActivity(app: FastifyInstance): Promise<Made> {
  const seller = await createUser({ database }, { username: 'ops-seller' });
  await giveAccount({ database }, seller);
  const projectId = await createProject({ database }, seller, {
    ...paidProject(1500),
    title: 'Moved kit',
  });
  const keys = await call(app, seller, 'PUT', `/api/projects/${projectId}/license-keys`, {
    enabled: true,
    activationLimit: 3,
    validityDays: null,
  });
  expect(keys.statusCode).toBe(200);
  const [a, b, c] = [
    await createUser({ database }, { username: 'ops-keeps' }),
    await createUser({ database }, { username: 'ops-refunded' }),
    await createUser({ database }, { username: 'ops-revoked' }),
  ];
  const kept = await buy(app, a, projectId);
  const refunded = await buy(app, b, projectId);
  const revoked = await buy(app, c, projectId);
  // The effects of the purchases (their keys are made for the receipt mails) have run.
  await settle(app);

  const receipt = await call(app, a, 'GET', `/api/licenses/${kept}/receipt`);
  expect(receipt.statusCode).toBe(200);
  const refund = await call(app, seller, 'POST', '/api/payments/refund', { licenseId: refunded });
  expect(refund.statusCode).toBe(200);

  const project = await call(app, a, 'GET', `/api/projects/${projectId}`);
  const key = project.json().userLicense.licenseKey as string;
  expect(key).toMatch(/^CB-/);
  const activated = await call(app, null, 'POST', '/api/license-keys/activate', {
    key,
    projectId,
    instanceName: 'build-server',
  });
  expect(activated.statusCode).toBe(200);

  const revoke = await call(
    app,
    seller,
    'POST',
    `/api/projects/${projectId}/license-keys/${revoked}/revoke`,
  );
  expect(revoke.statusCode).toBe(200);
  const trail = await call(app, seller, 'GET', `/api/seller/access-events?projectId=${projectId}`);
  expect(trail.json().events).toEqual([
    expect.objectContaining({ licenseId: revoked, action: 'key_revoke' }),
  ]);

  return {
    seller,
    kept: { buyer: a, licenseId: kept, receiptNumber: receipt.json().number as string },
    refunded: { buyer: b, licenseId: refunded },
    revoked: { licenseId: revoked },
    projectId,
    key,
    instanceId: activated.json().instanceId as string,
  };
}

async function counts(db: Database) {
  const one = async (t: typeof users | typeof licenses | typeof receipts | typeof reviews) =>
    (await db.db.select({ n: count() }).from(t))[0]!.n;
  return {
    users: await one(users),
    licenses: await one(licenses),
    receipts: await one(receipts),
    reviews: await one(reviews),
  };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-ops-'));
  dataDir = path.join(root, 'data');
  database = createPgliteDatabase(pgliteDir({ dataDir }));
  await database.migrate();
  const app = await buildTestApp(database, { DATA_DIR: dataDir });
  try {
    await seedDatabase(database.db, app.config, app.log);
    made = await makeActivity(app);
  } finally {
    await app.close();
  }
  fs.mkdirSync(path.join(dataDir, 'media'));
  fs.writeFileSync(path.join(dataDir, 'media', MEDIA), 'image bytes');
}, 120_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('backs up while open and restores into an empty DATA_DIR, refusing a non-empty one', async () => {
    const file = path.join(root, 'one.tar');
    const manifest = await createBackup({
      database,
      config: testConfig({ DATA_DIR: dataDir }),
      file,
    });
    expect(manifest).toMatchObject({ engine: 'pglite', media: { kind: 'files', count: 1 } });
    expect(manifest.migration).toMatch(/^\d{4}_/);

    const restoredDir = path.join(root, 'restored');
    const config = testConfig({ DATA_DIR: restoredDir });
    await restoreBackup({ file, config });
    const restored = createPgliteDatabase(pgliteDir(config));
    try {
      expect(await counts(restored)).toEqual(await counts(database));
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(restoredDir, 'media', MEDIA), 'utf8')).toBe('image bytes');
    await expect(restoreBackup({ file, config })).rejects.toThrow(/is not empty/);
  }, 60_000);

  it('a running server writes the backup asked for on its control socket', async () => {
    const socketDir = path.join(root, 'sock');
    fs.mkdirSync(socketDir);
    expect(await askServerForBackup(socketDir, path.join(root, 'x.tar'))).toBeNull();
    const control = await serveControlSocket(socketDir, {
      backup: (file) => createBackup({ database, config: testConfig({ DATA_DIR: dataDir }), file }),
    });
    try {
      const file = path.join(root, 'via-socket.tar');
      const manifest = await askServerForBackup(socketDir, file);
      expect(manifest?.engine).toBe('pglite');
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      await control.close();
    }
  }, 60_000);

  it('refuses a file that is not a backup', async () => {
    const file = path.join(root, 'not-a-backup.tar');
    fs.writeFileSync(file, 'hello');
    await expect(
      restoreBackup({ file, config: testConfig({ DATA_DIR: path.join(root, 'other') }) }),
    ).rejects.toThrow(/not a Codebazaar backup/);
  });
});

/** The app (on the copy) serves what `makeActivity` made, each found through the API. */
async function expectActivity(app: FastifyInstance) {
  const { seller, kept, refunded, revoked, projectId, key, instanceId } = made;
  // The purchase, with the same receipt number (sessions came across: the same tokens work).
  const mine = await call(app, kept.buyer, 'GET', '/api/account/receipts');
  expect(mine.statusCode).toBe(200);
  expect(mine.json().receipts).toEqual([
    expect.objectContaining({
      licenseId: kept.licenseId,
      status: 'paid',
      number: kept.receiptNumber,
      projectTitle: 'Moved kit',
    }),
  ]);
  const receipt = await call(app, kept.buyer, 'GET', `/api/licenses/${kept.licenseId}/receipt`);
  expect(receipt.json()).toMatchObject({ number: kept.receiptNumber, status: 'paid' });

  // The refund.
  const theirs = await call(
    app,
    refunded.buyer,
    'GET',
    `/api/licenses/${refunded.licenseId}/receipt`,
  );
  expect(theirs.statusCode).toBe(200);
  expect(theirs.json().status).toBe('refunded');
  expect(theirs.json().refundedAt).not.toBeNull();

  // The key, valid on the instance it was activated on, the activation counted.
  const valid = await call(app, null, 'POST', '/api/license-keys/validate', {
    key,
    projectId,
    instanceId,
  });
  expect(valid.statusCode).toBe(200);
  expect(valid.json()).toMatchObject({ valid: true, activations: { used: 1, limit: 3 } });

  // The access event, in the seller's trail.
  const trail = await call(app, seller, 'GET', `/api/seller/access-events?projectId=${projectId}`);
  expect(trail.statusCode).toBe(200);
  expect(trail.json().events).toEqual([
    expect.objectContaining({ licenseId: revoked.licenseId, action: 'key_revoke' }),
  ]);

  // The media file.
  const image = await call(app, null, 'GET', `/media/${MEDIA}`);
  expect(image.statusCode).toBe(200);
  expect(image.body).toBe('image bytes');
}

describe.skipIf(!adminUrl)('PostgreSQL', () => {
  const created: string[] = [];
  const freshDatabase = async () => {
    const name = `cb_ops_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('copies the embedded marketplace; the app serves it on PostgreSQL with the same passwords', async () => {
    const url = await freshDatabase();
    const report = await copyDatabase({ source: database, targetUrl: url });
    expect(report.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThan(0);
    await expect(copyDatabase({ source: database, targetUrl: url })).rejects.toThrow(/not empty/);

    const target = createPostgresDatabase(url, 4, () => {});
    const app = await buildTestApp(target, { DATA_DIR: dataDir });
    try {
      expect(await counts(target)).toEqual(await counts(database));
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'buyer@codebazaar.dev', password: 'codebazaar-buyer' },
      });
      expect(login.statusCode).toBe(200);
      const list = await app.inject({ url: '/api/projects?page=1&limit=50' });
      expect(list.statusCode).toBe(200);
      // Receipt numbering carries on from the embedded counter.
      const counter = async (db: Database) =>
        ((await db.db.execute(sql`select * from receipt_counter`)) as unknown as { rows: object[] })
          .rows;
      const [before, after] = [await counter(database), await counter(target)];
      expect(after).toEqual(before);

      await expectActivity(app);
    } finally {
      await app.close();
      await target.close();
    }

    // pg_dump backup of the copy, restored into another empty database.
    const file = path.join(root, 'pg.tar');
    const source = createPostgresDatabase(url, 2, () => {});
    try {
      const manifest = await createBackup({
        database: source,
        config: testConfig({ DATA_DIR: dataDir }),
        file,
      });
      expect(manifest.engine).toBe('postgres');
      const second = await freshDatabase();
      const config = testConfig({ DATA_DIR: path.join(root, 'pg-restore'), DATABASE_URL: second });
      await restoreBackup({ file, config });
      const restored = createPostgresDatabase(second, 2, () => {});
      try {
        expect(await counts(restored)).toEqual(await counts(source));
      } finally {
        await restored.close();
      }
      await expect(restoreBackup({ file, config })).rejects.toThrow(/not empty/);
    } finally {
      await source.close();
    }
  }, 120_000);
});
