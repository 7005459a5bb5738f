import crypto from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import type { MailMessage, Mailer } from '../src/integrations/mail/mailer';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every mail the app sent, newest last. */
  outbox: MailMessage[];
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = createPgliteDatabase();
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `cb_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(url.toString(), 5);
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/codebazaar-test',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      outbox.push(message);
    },
  };
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return {
    app,
    database,
    config,
    outbox,
    async close() {
      await app.close();
      await drop();
    },
  };
}
