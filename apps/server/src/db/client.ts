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

/** What a listener is told: a message from another connection, or that some may have been missed. */
export interface NotificationHandlers {
  message(payload: string): void;
  /** The listening connection was lost and is back: notifications sent meanwhile are gone. */
  reconnected(): void;
}

export interface ListenHandle {
  /** Whether notifications arrive now (never on PGlite, while reconnecting on PostgreSQL). */
  connected(): boolean;
  stop(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for libraries that open connections of their own (the job queue). */
  connectionString?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Tells every other server instance on this database (PostgreSQL NOTIFY). On PGlite, which
   * only one process can open, there is nobody else to tell: a no-op.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Hears what instances `notify` on `channel`, its own notifications included (PostgreSQL
   * LISTEN on a dedicated connection, re-established when lost). Resolves once listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<ListenHandle>;
  /** PostgreSQL only: the connection pool's counts (PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: its data directory as a tarball (PGlite's own dumpDataDir), taken between
   * transactions after a checkpoint, so it opens as a consistent database (backups, ops/).
   */
  dumpDataDir?(): Promise<Blob>;
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
  const client = new PGlite({
    dataDir,
    loadDataDir: template,
    extensions: { pg_trgm },
    // A query resolves only after its writes reached the file system (the default, stated here
    // because the SIGKILL test in test/crash-recovery.test.ts depends on it). PGlite runs
    // PostgreSQL with fsync off: a killed process loses nothing the OS has, a power cut may.
    relaxedDurability: false,
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is single-connection and single-process: no lock needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    notify: async () => {},
    listen: async () => ({ connected: () => false, stop: async () => {} }),
    // The checkpoint writes the data files; the dump then runs under PGlite's transaction lock,
    // so no transaction is half done in it (later writes are in the WAL, which it includes).
    dumpDataDir: async () => {
      await client.query('CHECKPOINT');
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
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
    connectionString,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
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
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and recycled).
 * When the connection drops it reconnects with backoff and reports `reconnected`, so the
 * caller can treat everything as changed. Resolves once the first LISTEN succeeded.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<ListenHandle> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 500;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    // Errors are followed by 'end'; reconnecting happens there.
    c.on('error', () => {});
    c.on('end', () => {
      if (client !== c || stopped) return;
      client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pgIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          delay = 500;
          handlers.reconnected();
        },
        () => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return {
    connected: () => client !== null,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/** Channel names are identifiers in LISTEN (no parameters): quote them. */
const pgIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function createDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  return opts.databaseUrl
    ? createPostgresDatabase(opts.databaseUrl)
    : createPgliteDatabase(path.join(opts.dataDir, 'pglite'));
}
