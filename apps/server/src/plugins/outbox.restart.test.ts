/**
 * A crash between a license's commit and its side effects loses none and doubles none
 * (docs/decisions/015-transactional-outbox.md). A first app commits purchases and a refund with
 * their outbox rows and is then stopped dead: it never runs a job (no poller, no runDueNow), and
 * its database connection is dropped without the app's close (no drain, no hooks). For one
 * purchase the relay itself fails, as if the process died right after the commit. A second app
 * starts on the same database (a data directory on PGlite; with TEST_DATABASE_URL, a new pool on
 * the same PostgreSQL database) and each effect is found done exactly once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { parseTokenKey } from '../config';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/client';
import {
  accessEvents,
  checkouts,
  checkoutTaxes,
  licenseKeyEvents,
  outbox,
  webhookDeliveries,
} from '../db/schema';
import { createTokenCipher } from '../integrations/github/token-crypto';
import type { MailMessage } from '../integrations/mail/mailer';
import { fakeGitHubEnv, startFakeGitHub } from '../../test/fakes/github';
import { startWebhookReceiver } from '../../test/fakes/webhook-receiver';
import { connectGitHub, type GitHubTestContext } from '../../test/github';
import { createUser, settle, testConfig, type TestUser } from '../../test/helper';
import { createProject, giveAccount, paidProject } from '../../test/payments-fixtures';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Opens the same database again and again, as a restarted process would. */
async function sameDatabase(): Promise<{ open(): Promise<Database> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-outbox-restart-'));
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

describe('a restart between a license change and its effects', () => {
  it('runs every effect recorded before the crash exactly once after it', async () => {
    const fake = await startFakeGitHub();
    cleanups.push(() => fake.close());
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const env: Record<string, string> = {
      ...fakeGitHubEnv(fake),
      TAX_MODE: 'stripe',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    };
    const mails: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void mails.push(m) };
    const db = await sameDatabase();

    // ── The first process: purchases and a refund commit, then it dies. ──
    const first = await db.open();
    const a = await buildApp({ config: testConfig(env), database: first, mailer });
    await a.ready();
    const ghCtx = {
      fake,
      cipher: createTokenCipher(parseTokenKey(env.GITHUB_TOKEN_KEY!)!),
      database: first,
    } as unknown as GitHubTestContext;
    const seller = await createUser({ database: first });
    await giveAccount({ database: first }, seller);
    await connectGitHub(ghCtx, seller, 'outboxseller');
    fake.addRepo('outboxseller/tool');
    const projectId = await createProject({ database: first }, seller, {
      ...paidProject(2500),
      paidRepoUrl: `${fake.url}/outboxseller/tool`,
    });
    const keys = await a.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/license-keys`,
      headers: seller.headers,
      payload: { enabled: true, activationLimit: null, validityDays: null },
    });
    expect(keys.statusCode, keys.body).toBe(200);
    const hook = await a.inject({
      method: 'POST',
      url: '/api/seller/webhooks',
      headers: seller.headers,
      payload: { url: receiver.url(), events: ['license.created', 'license.refunded'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);

    const buyers: TestUser[] = [];
    for (const login of ['outboxbuyer1', 'outboxbuyer2', 'outboxbuyer3']) {
      const buyer = await createUser({ database: first });
      await connectGitHub(ghCtx, buyer, login);
      buyers.push(buyer);
    }
    const buy = async (buyer: TestUser) => {
      const call = (url: string, payload: object) =>
        a.inject({ method: 'POST', url, headers: buyer.headers, payload });
      const intent = await call('/api/payments/create-payment-intent', {
        projectId,
        billingCountry: 'DE',
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const paymentIntentId = intent.json().paymentIntentId as string;
      await call('/api/payments/test-processor/confirm', {
        paymentIntentId,
        cardNumber: TEST_CARD_SUCCESS,
      });
      const confirmed = await call('/api/payments/confirm-payment', { paymentIntentId });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return { intent: paymentIntentId, license: confirmed.json().license._id as string };
    };
    const kept = await buy(buyers[0]!);
    const refunded = await buy(buyers[1]!);
    // The second buyer reads their license key, asks for a refund and the seller approves it.
    const detail = await a.inject({
      method: 'GET',
      url: `/api/projects/${projectId}`,
      headers: buyers[1]!.headers,
    });
    expect(detail.json().userLicense.licenseKey).toEqual(expect.any(String));
    const asked = await a.inject({
      method: 'POST',
      url: `/api/licenses/${refunded.license}/refund-request`,
      headers: buyers[1]!.headers,
      payload: { reason: 'Not what I needed' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await a.inject({
      method: 'POST',
      url: `/api/seller/refund-requests/${asked.json().refundRequest.id}/approve`,
      headers: seller.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The third purchase dies between its commit and the relay: its rows stay undispatched.
    const enqueue = a.jobs.enqueue;
    a.jobs.enqueue = () => Promise.reject(new Error('killed'));
    const orphan = await buy(buyers[2]!);
    a.jobs.enqueue = enqueue;

    // Nothing ran in the first process; every row waits.
    const before = await first.db.select().from(outbox);
    // Activated: receipt and tax commit, entitlements (repository, key, downloads), webhook, the
    // buyer's receipt mail and the seller's notice, the project out of the buyer's cart;
    // refunded: tax reversal, entitlements, webhook, the discount code's use; the refund
    // request's three mails.
    expect(before).toHaveLength(3 * 6 + 4 + 3);
    expect(before.every((r) => r.doneAt === null && r.attempts === 0)).toBe(true);
    expect(
      before.filter((r) => r.subjectId === orphan.license).every((r) => r.dispatchedAt === null),
    ).toBe(true);
    expect(fake.repos.get('outboxseller/tool')!.invitations).toHaveLength(0);
    expect(receiver.received).toHaveLength(0);

    // Killed: no close, no drain; the connection just goes.
    await a.jobs.stop();
    await first.close();

    const mailsBefore = mails.length;

    // ── The second process starts on the same data. ──
    const second = await db.open();
    const b = await buildApp({ config: testConfig(env), database: second, mailer });
    cleanups.push(async () => {
      await b.close();
      await second.close();
    });
    await b.ready();
    await settle(b);
    await settle(b); // a second pass finds nothing left to do

    const after = await second.db.select().from(outbox);
    expect(after).toHaveLength(before.length);
    for (const row of after) {
      expect(row, `${row.effect} of ${row.event}`).toMatchObject({ attempts: 1, lastError: null });
      expect(row.doneAt).not.toBeNull();
    }

    // Tax: committed for the kept and the orphaned purchase, reversed for the refunded one.
    const taxes = await second.db
      .select({ intent: checkouts.paymentReference, status: checkoutTaxes.taxStatus })
      .from(checkoutTaxes)
      .innerJoin(checkouts, eq(checkouts.id, checkoutTaxes.checkoutId));
    expect(new Map(taxes.map((t) => [t.intent, t.status]))).toEqual(
      new Map([
        [kept.intent, 'committed'],
        [refunded.intent, 'reversed'],
        [orphan.intent, 'committed'],
      ]),
    );

    // GitHub: one invitation for each active license, none for the refunded one.
    const invitees = fake.repos
      .get('outboxseller/tool')!
      .invitations.map((i) => i.invitee)
      .sort();
    expect(invitees).toEqual(['outboxbuyer1', 'outboxbuyer3']);
    const invites = await second.db
      .select({ license: accessEvents.licenseId })
      .from(accessEvents)
      .where(
        and(
          eq(accessEvents.action, 'invite'),
          inArray(accessEvents.licenseId, [kept.license, orphan.license]),
        ),
      );
    expect(invites).toHaveLength(2);

    // Webhooks: one delivery per event, each received once.
    const deliveries = await second.db
      .select({ type: webhookDeliveries.eventType, status: webhookDeliveries.status })
      .from(webhookDeliveries);
    expect(deliveries.map((d) => d.type).sort()).toEqual([
      'license.created',
      'license.created',
      'license.created',
      'license.refunded',
    ]);
    expect(deliveries.every((d) => d.status === 'succeeded')).toBe(true);
    const received = receiver.received.map((r) => JSON.parse(r.body) as { type: string });
    expect(received.map((r) => r.type).sort()).toEqual([
      'license.created',
      'license.created',
      'license.created',
      'license.refunded',
    ]);

    // License keys: the refunded license's key was revoked once.
    const keyLines = await second.db
      .select({ action: licenseKeyEvents.action })
      .from(licenseKeyEvents)
      .where(eq(licenseKeyEvents.licenseId, refunded.license));
    expect(keyLines.filter((l) => l.action === 'key.revoked')).toHaveLength(1);

    // Mails: each purchase's receipt to its buyer and notice to the seller; the seller hears of
    // the request, the buyer gets its confirmation and the answer. Each once.
    const sent = mails.slice(mailsBefore).map((m) => m.to);
    expect(sent.sort()).toEqual(
      [
        ...buyers.slice(0, 3).flatMap((b) => [b.email, seller.email]),
        buyers[1]!.email,
        buyers[1]!.email,
        seller.email,
      ].sort(),
    );
  }, 120_000);
});
