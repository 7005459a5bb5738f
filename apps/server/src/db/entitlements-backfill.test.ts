import crypto from 'node:crypto';
import fs from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { drizzleFolder, migrationsBefore } from '../../test/migrations';

/**
 * The migration that moved repository access from columns of `licenses` to the license's grants
 * (drizzle/0023_entitlement-grants.sql, ADR 017): a database in the old shape (licenses the
 * access engine worked on, one from before it with only the two flags, one never attempted, a
 * refunded one) is migrated, and every license then has one grant per kind saying what its
 * columns said, and the columns are gone. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
const BACKFILL = '0023_entitlement-grants';

/** The database under test, PGlite or a fresh PostgreSQL database. */
interface TestDb {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const lite = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle({ client: lite, casing: 'snake_case' });
    return {
      exec: async (sql) => void (await lite.exec(sql)),
      query: <T>(sql: string, params?: unknown[]) => lite.query<T>(sql, params),
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: () => lite.close(),
    };
  }
  const name = `cb_backfill_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzlePg({ client: pool, casing: 'snake_case' });
  return {
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as T[],
    }),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let client: TestDb;
let oldFolder: string;
const ids = {
  seller: '00000000-0000-4000-8000-000000000001',
  buyer: '00000000-0000-4000-8000-000000000002',
  other: '00000000-0000-4000-8000-000000000003',
  project: '00000000-0000-4000-8000-000000000010',
  failed: '00000000-0000-4000-8000-000000000101',
  legacy: '00000000-0000-4000-8000-000000000102',
  untouched: '00000000-0000-4000-8000-000000000103',
  refunded: '00000000-0000-4000-8000-000000000104',
};

beforeAll(async () => {
  client = await openDb();
  oldFolder = migrationsBefore(BACKFILL);
  await client.migrate(oldFolder);

  await client.exec(`
    insert into users (id, username, email, display_name) values
      ('${ids.seller}', 'maker', 'maker@example.com', 'Maya Maker'),
      ('${ids.buyer}', 'buyer', 'buyer@example.com', ''),
      ('${ids.other}', 'other', 'other@example.com', '');
    insert into projects (id, author_id, title, license_type, price_cents, status)
      values ('${ids.project}', '${ids.seller}', 'Kit', 'paid', 2500, 'published');
    insert into licenses (id, project_id, buyer_id, kind, payment_reference, status,
      repository_full_name, invitation_sent, access_granted, access_granted_at, access_error,
      access_state, access_invited_at, access_attempts, access_next_attempt_at,
      created_at, updated_at) values
      ('${ids.failed}', '${ids.project}', '${ids.buyer}', 'paid', 'pi_failed', 'active',
        'maker/kit', true, false, null, 'GitHub is not answering', 'failed',
        '2026-03-02T11:00:00Z', 3, '2026-03-02T12:00:00Z',
        '2026-03-02T10:00:00Z', '2026-03-02T11:30:00Z'),
      ('${ids.legacy}', '${ids.project}', '${ids.seller}', 'paid', 'pi_legacy', 'active',
        'maker/kit', true, true, '2026-01-05T10:00:00Z', null,
        null, null, 0, null,
        '2026-01-04T10:00:00Z', '2026-01-05T10:00:00Z'),
      ('${ids.refunded}', '${ids.project}', '${ids.buyer}', 'paid', 'pi_refunded', 'refunded',
        'maker/kit', false, false, null, null,
        'revoked', '2026-02-01T11:00:00Z', 0, null,
        '2026-02-01T10:00:00Z', '2026-02-03T10:00:00Z');
    insert into licenses (id, project_id, buyer_id, kind, payment_reference, created_at, updated_at)
      values ('${ids.untouched}', '${ids.project}', '${ids.other}', 'free', 'free_1',
        '2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z');
  `);
  await client.migrate(drizzleFolder);
});

afterAll(async () => {
  await client?.close();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

interface Grant {
  license_id: string;
  kind: string;
  state: string | null;
  target: string | null;
  account: string | null;
  invitation_sent: boolean;
  granted: boolean;
  error: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  invited_at: Date | null;
  granted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

async function grant(licenseId: string, kind: string): Promise<Grant> {
  const { rows } = await client.query<Grant>(
    'select * from entitlement_grants where license_id = $1 and kind = $2',
    [licenseId, kind],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const at = (iso: string) => new Date(iso);

describe('entitlement grants backfill', () => {
  it("copies each license's repository access into its github_repository grant", async () => {
    expect(await grant(ids.failed, 'github_repository')).toMatchObject({
      state: 'failed',
      target: 'maker/kit',
      account: null,
      invitation_sent: true,
      granted: false,
      error: 'GitHub is not answering',
      attempts: 3,
      next_attempt_at: at('2026-03-02T12:00:00Z'),
      invited_at: at('2026-03-02T11:00:00Z'),
      granted_at: null,
      revoked_at: null,
      // The sweeps take the least recently touched first: the license's time carries over.
      updated_at: at('2026-03-02T11:30:00Z'),
    });
    // From before the access engine: the two flags without a state, read as they always were.
    expect(await grant(ids.legacy, 'github_repository')).toMatchObject({
      state: null,
      invitation_sent: true,
      granted: true,
      granted_at: at('2026-01-05T10:00:00Z'),
    });
    expect(await grant(ids.refunded, 'github_repository')).toMatchObject({
      state: 'revoked',
      revoked_at: at('2026-02-03T10:00:00Z'),
    });
    expect(await grant(ids.untouched, 'github_repository')).toMatchObject({
      state: null,
      target: null,
      invitation_sent: false,
      granted: false,
      attempts: 0,
    });
  });

  it('gives every license a license-key and a downloads grant that follow its status', async () => {
    for (const kind of ['license_key', 'downloads']) {
      expect(await grant(ids.failed, kind)).toMatchObject({
        state: 'active',
        granted: true,
        granted_at: at('2026-03-02T10:00:00Z'),
        revoked_at: null,
      });
      expect(await grant(ids.refunded, kind)).toMatchObject({
        state: 'revoked',
        granted: false,
        revoked_at: at('2026-02-03T10:00:00Z'),
      });
    }
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from entitlement_grants',
    );
    expect(rows[0]!.n).toBe(4 * 3);
  });

  it('drops the access columns from licenses', async () => {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'licenses'`,
    );
    const columns = rows.map((r) => r.column_name);
    expect(columns).not.toContain('access_state');
    expect(columns.filter((c) => c.startsWith('access_') || c === 'invitation_sent')).toEqual([]);
    expect(columns).not.toContain('repository_full_name');
    expect(columns).toContain('status');
  });
});
