/**
 * Two server instances share one access queue (docs/decisions/010-jobs-pg-boss-and-table-runner.md):
 * both are told about the same purchases and both run jobs at the same moment, yet every buyer is
 * invited once, with one event in the trail. PGlite cannot be opened by two processes, so this
 * needs TEST_DATABASE_URL (PostgreSQL, where the queue is pg-boss).
 */
import crypto from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { createPostgresDatabase, type Database } from '../../db/client';
import { parseTokenKey } from '../../config';
import { accessEvents } from '../../db/schema';
import { createTokenCipher } from '../../integrations/github/token-crypto';
import { fakeGitHubEnv, startFakeGitHub, type FakeGitHub } from '../../../test/fakes/github';
import {
  connectGitHub,
  insertLicense,
  insertProject,
  licenseRow,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, testConfig, type TestContext } from '../../../test/helper';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    'github.access-scale-out.test.ts skipped: set TEST_DATABASE_URL (PostgreSQL) to run two ' +
      'instances on one access queue; the embedded PGlite cannot be shared between processes.',
  );
}

let dbName = '';
let fake: FakeGitHub;
const apps: FastifyInstance[] = [];
const databases: Database[] = [];
let ctx: GitHubTestContext;

beforeAll(async () => {
  if (!adminUrl) return;
  dbName = `cb_access_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  fake = await startFakeGitHub();
  const env = fakeGitHubEnv(fake);
  for (let i = 0; i < 2; i++) {
    const database = createPostgresDatabase(url.toString(), 5, () => {});
    await database.migrate();
    const app = await buildApp({
      config: testConfig(env),
      database,
      mailer: { send: async () => {} },
    });
    await app.ready();
    databases.push(database);
    apps.push(app);
  }
  ctx = {
    app: apps[0]!,
    database: databases[0]!,
    fake,
    cipher: createTokenCipher(parseTokenKey(env.GITHUB_TOKEN_KEY!)!),
    env,
  } as unknown as GitHubTestContext;
});

afterAll(async () => {
  if (!adminUrl) return;
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await fake?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

describe.skipIf(!adminUrl)('two instances on one access queue', () => {
  it('invite every buyer once, whichever instance runs the job', async () => {
    const seller = await createUser(ctx as TestContext);
    await connectGitHub(ctx, seller, 'sharedseller');
    fake.addRepo('sharedseller/pro');
    const project = await insertProject(ctx, seller.id, {
      paidRepoUrl: `${fake.url}/sharedseller/pro`,
    });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await createUser(ctx as TestContext);
      await connectGitHub(ctx, buyer, `sharedbuyer${i}`);
      ids.push(await insertLicense(ctx, project, buyer.id));
    }
    // Both instances hear of every purchase (a retried webhook, a second listener).
    await Promise.all(
      ids.flatMap((id) => apps.map((app) => app.licenseEvents.emit('activated', id))),
    );
    // Both run the queue at once until every license is invited.
    const deadline = Date.now() + 60_000;
    for (;;) {
      await Promise.all(apps.map((app) => app.jobs.runDueNow()));
      const rows = await Promise.all(ids.map((id) => licenseRow(ctx, id)));
      if (rows.every((r) => r.accessState === 'invited') || Date.now() > deadline) break;
    }
    for (const id of ids) {
      expect((await licenseRow(ctx, id)).accessState).toBe('invited');
      const events = await ctx.database.db
        .select()
        .from(accessEvents)
        .where(eq(accessEvents.licenseId, id));
      expect(events.map((e) => e.action)).toEqual(['invite']);
    }
    const created = fake.access.invitationsCreated.get(fake.repos.get('sharedseller/pro')!.id);
    expect(created).toHaveLength(12);
    expect(new Set(created).size).toBe(12);
    const puts = fake.requests.filter((r) => r.startsWith('PUT /repos/sharedseller/pro/'));
    expect(puts).toHaveLength(12);
  });
});
