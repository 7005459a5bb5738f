import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import * as schema from './schema';

export type Schema = typeof schema;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, Schema, any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
/** Any constant works; all instances must agree on it. */
const MIGRATION_LOCK_ID = 727_011;

/** `template` is a data-directory tarball (from dumpDataDir) to start from, used by tests. */
export function createPgliteDatabase(dataDir?: string, template?: Blob): Database {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: template, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is single-connection and single-process: no lock needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * An idle pooled connection that PostgreSQL closes (a restart, a failover, an administrator's
 * terminate) makes the pool emit 'error'; unhandled, that would crash the process. The pool
 * drops the connection and opens a new one on the next query, so a warning is enough.
 */
const warnIdleError = (err: Error) => {
  console.warn(`PostgreSQL closed an idle connection: ${err.message}`);
};

export function createPostgresDatabase(
  connectionString: string,
  max = 20,
  onIdleError: (err: Error) => void = warnIdleError,
): Database {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: only one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: lockClient, casing: 'snake_case' }), {
          migrationsFolder,
        });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export function createDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  return opts.databaseUrl
    ? createPostgresDatabase(opts.databaseUrl)
    : createPgliteDatabase(path.join(opts.dataDir, 'pglite'));
}
