/**
 * A crash between the sweep that records the end of a term and its effects (ADR 015, ADR 021):
 * a first app records `updates.ended` and dies before any job runs; a second app on the
 * same data (a PGlite data directory, or the same PostgreSQL database with TEST_DATABASE_URL)
 * ends the repository access once and mails the holder once, and its own sweep records nothing
 * again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { parseTokenKey } from '../../config';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../../db/client';
import { accessEvents, licenses, outbox } from '../../db/schema';
import { createTokenCipher } from '../../integrations/github/token-crypto';
import type { MailMessage } from '../../integrations/mail/mailer';
import { fakeGitHubEnv, startFakeGitHub } from '../../../test/fakes/github';
import { connectGitHub, insertLicense, type GitHubTestContext } from '../../../test/github';
import { createUser, settle, testConfig } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { UPDATES_ENDED } from './updates.service';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Opens the same database again, as a restarted process would. */
async function sameDatabase(): Promise<{ open(): Promise<Database> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-updates-restart-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return {
      async open() {
        const database = createPgliteDatabase(dir);
        await database.migrate();
        return database;
      },
    };
  }
  const name = `cb_test_${crypto.randomBytes(6).toString('hex')}`;
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
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    async open() {
      const database = createPostgresDatabase(url.toString(), 5, () => {});
      await database.migrate();
      return database;
    },
  };
}

describe('a restart between the end of a term and its effects', () => {
  it('ends the repository access once, in the next process', async () => {
    const fake = await startFakeGitHub();
    cleanups.push(() => fake.close());
    const env = fakeGitHubEnv(fake);
    const mails: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void mails.push(m) };
    const db = await sameDatabase();

    // ── The first process: the license's access is granted, its term ends, the sweep records
    // the end, and the process dies before any effect of it runs. ──
    const first = await db.open();
    const a = await buildApp({ config: testConfig(env), database: first, mailer });
    await a.ready();
    const ghCtx = {
      fake,
      cipher: createTokenCipher(parseTokenKey(env.GITHUB_TOKEN_KEY!)!),
      database: first,
    } as unknown as GitHubTestContext;
    const seller = await createUser({ database: first });
    await connectGitHub(ghCtx, seller, 'restartseller');
    fake.addRepo('restartseller/tool');
    const projectId = await createProject({ database: first }, seller, {
      ...paidProject(2500),
      paidRepoUrl: `${fake.url}/restartseller/tool`,
    });
    const buyer = await createUser({ database: first });
    await connectGitHub(ghCtx, buyer, 'restartbuyer');
    const licenseId = await insertLicense({ database: first } as never, projectId, buyer.id);
    await a.licenseEvents.emit('activated', licenseId);
    await settle(a);
    fake.acceptInvitation('restartseller/tool', 'restartbuyer');
    const repo = fake.repos.get('restartseller/tool')!;
    expect(repo.collaborators.has('restartbuyer')).toBe(true);
    await first.db
      .update(licenses)
      .set({ updatesUntil: new Date(Date.now() - 60_000) })
      .where(eq(licenses.id, licenseId));
    const mailsBefore = mails.length;

    expect(await a.updates.sweep()).toEqual({ reminded: 0, ended: 1 });
    const recorded = await first.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectId, licenseId), eq(outbox.event, UPDATES_ENDED)));
    expect(recorded).toHaveLength(2);
    expect(recorded.every((r) => r.doneAt === null && r.attempts === 0)).toBe(true);
    // Killed: no close, no drain; the connection just goes.
    await a.jobs.stop();
    await first.close();

    // ── The second process starts on the same data. ──
    const second = await db.open();
    const b = await buildApp({ config: testConfig(env), database: second, mailer });
    cleanups.push(async () => {
      await b.close();
      await second.close();
    });
    await b.ready();
    await settle(b);
    await settle(b);
    expect(await b.updates.sweep()).toEqual({ reminded: 0, ended: 0 });

    const rows = await second.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectId, licenseId), eq(outbox.event, UPDATES_ENDED)));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row, row.effect).toMatchObject({ attempts: 1, lastError: null });
      expect(row.doneAt).not.toBeNull();
    }
    expect(repo.collaborators.has('restartbuyer')).toBe(false);
    const revokes = await second.db
      .select({ cause: accessEvents.cause })
      .from(accessEvents)
      .where(and(eq(accessEvents.licenseId, licenseId), eq(accessEvents.action, 'revoke')));
    expect(revokes).toEqual([{ cause: 'updates_ended' }]);
    const [license] = await second.db.select().from(licenses).where(eq(licenses.id, licenseId));
    expect(license!.status).toBe('active');
    const ended = mails.slice(mailsBefore).filter((m) => m.to === buyer.email);
    expect(ended.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your updates for .* have ended$/),
    ]);
    // Two migrated databases from scratch (a data directory is no template) and two apps.
  }, 120_000);
});
