/**
 * Backup, restore and copy (README, "Backups and moving to PostgreSQL"): the demo marketplace
 * on an embedded database under a DATA_DIR round-trips through a backup, and moves to
 * PostgreSQL (TEST_DATABASE_URL's server) where the app serves it: same accounts and passwords.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, testConfig } from '../../test/helper';
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
  await seedDatabase(database.db, app.config, app.log);
  await app.close();
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
