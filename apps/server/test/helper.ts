import crypto from 'node:crypto';
import fs from 'node:fs';

import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';

import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import type { MailMessage, Mailer } from '../src/integrations/mail/mailer';

import { createContractCheck, type ContractCheck } from './contract';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every mail the app sent, newest last. */
  outbox: MailMessage[];
  /** Answers that did not match the OpenAPI document (test/contract.ts); close() fails on any. */
  contractMismatches: string[];
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    const database = createPgliteDatabase(undefined, template);
    await database.migrate(); // a no-op on the migrated template
    return { database, drop: () => database.close() };
  }
  const name = `cb_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // DROP DATABASE … WITH (FORCE) at the end may terminate connections the pool is closing.
  const database = createPostgresDatabase(url.toString(), 5, () => {});
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

/** The configuration of test apps: quiet, no periodic jobs, login limits out of the way. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/codebazaar-test',
    AUTH_RATE_LIMIT_MAX: '1000',
    GITHUB_ACCESS_SYNC_SECONDS: '0',
    RELEASES_SYNC_SECONDS: '0',
    ACCESS_RECONCILE_INTERVAL: '0',
    // Tests run the updates sweep themselves (app.updates.sweep()).
    UPDATES_SWEEP_SECONDS: '0',
    // Tests drive jobs with app.jobs.runDueNow() instead of waiting for the poller.
    JOBS_POLL_MS: '0',
    // Tests do not depend on whether the web app happens to be built: pages come from the
    // server's fallback template unless a test hands in its own build directory.
    WEB_DIST_DIR: '/nonexistent/codebazaar-web-dist',
    ...env,
  });
}

/**
 * An app on an existing database: a second "instance" in tests of what instances share.
 * The caller closes it (before dropping the database).
 */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  mailer?: Mailer,
): Promise<FastifyInstance> {
  const contract = createContractCheck();
  const app = await buildApp({
    config: testConfig(env),
    database,
    mailer,
    onRoute: contract.onRoute,
  });
  app.addHook('onClose', async () => assertContract(contract));
  await app.ready();
  return app;
}

/** Fails the closing test file when one of its answers did not match the OpenAPI document. */
function assertContract(contract: ContractCheck) {
  if (contract.mismatches.length === 0) return;
  const lines = [...new Set(contract.mismatches)];
  throw new Error(`Answers that do not match /api/docs/json:\n${lines.join('\n')}`);
}

/** The check on every test app's answers (test/contract.ts), chained to a test's own onRoute. */
function withContract(deps: TestAppDeps): { deps: TestAppDeps; contract: ContractCheck } {
  const contract = createContractCheck();
  const onRoute = (route: RouteOptions) => {
    deps.onRoute?.(route);
    contract.onRoute(route);
  };
  return { deps: { ...deps, onRoute }, contract };
}

/** Extra dependencies a test may hand to buildApp: a log stream to read, a route collector. */
export type TestAppDeps = Pick<AppDeps, 'logStream' | 'onRoute' | 'clock' | 'webhooks'>;

export async function createTestApp(
  env: Record<string, string> = {},
  deps: TestAppDeps = {},
): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(env);
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      outbox.push(message);
    },
  };
  const { deps: checked, contract } = withContract(deps);
  const app = await buildApp({ config, database, mailer, ...checked });
  await app.ready();
  return {
    app,
    database,
    config,
    outbox,
    contractMismatches: contract.mismatches,
    async close() {
      await app.close();
      await drop();
      assertContract(contract);
    },
  };
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  token: string;
  /** Headers that authenticate a request as this user: spread into `inject({ headers })`. */
  headers: { authorization: string };
}

let userCounter = 0;

/**
 * Inserts a user and a session straight into the database (no HTTP, no password): the quick
 * way for any module's tests to act as a signed-in user, an author or an admin.
 */
export async function createUser(
  ctx: Pick<TestContext, 'database'>,
  overrides: Partial<Pick<TestUser, 'username' | 'email' | 'role'>> & {
    githubUsername?: string;
  } = {},
): Promise<TestUser> {
  const { users, sessions } = await import('../src/db/schema');
  const { hashToken, newToken } = await import('../src/lib/session-tokens');
  userCounter += 1;
  const suffix = `${userCounter}${crypto.randomBytes(3).toString('hex')}`;
  const username = overrides.username ?? `user${suffix}`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      username,
      email: overrides.email ?? `${username}@example.com`,
      role: overrides.role ?? 'user',
      githubUsername: overrides.githubUsername ?? null,
    })
    .returning({ id: users.id, username: users.username, email: users.email, role: users.role });
  const token = newToken();
  await ctx.database.db.insert(sessions).values({
    userId: user!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { ...user!, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Waits until the side effects recorded so far have run (ADR 015): relays the outbox and runs
 * the due jobs (each `runDueNow` relays first) until no due job is left, which includes the
 * jobs the effects themselves enqueue. A job a retry pushed into the future stays queued.
 */
export async function settle(app: FastifyInstance): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    if ((await app.jobs.runDueNow()) === 0 && (await app.outbox.relay()) === 0) return;
  }
  throw new Error('settle: jobs were still due after 50 rounds');
}
