import { DISPUTE_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disputes, licenseKeyEvents, licenses } from '../../db/schema';
import {
  connectGitHub,
  createGitHubTestApp,
  insertProject,
  type GitHubTestContext,
} from '../../../test/github';
import { createTestApp, createUser, settle, type TestUser } from '../../../test/helper';
import { giveAccount } from '../../../test/payments-fixtures';

/**
 * Disputes with the test processor (docs/product-rules.md#disputes), across modules: the admin
 * route opens a dispute, the license is suspended, the GitHub module removes the buyer from the
 * seller's repository (the trail says 'dispute'), the license key stops validating and the seller
 * is mailed; a won dispute restores access and key, a lost one keeps them revoked.
 */
let ctx: GitHubTestContext;
let seller: TestUser;
let admin: TestUser;
let projectId: string;
let buyerCount = 0;
const events: { event: string; id: string }[] = [];

beforeAll(async () => {
  ctx = await createGitHubTestApp();
  for (const name of ['activated', 'refunded', 'suspended', 'restored'] as const) {
    ctx.app.licenseEvents.afterCommit(name, async (id) => void events.push({ event: name, id }));
  }
  seller = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  await connectGitHub(ctx, seller, 'maker');
  await giveAccount(ctx, seller);
  ctx.fake.addRepo('maker/premium');
  projectId = await insertProject(ctx, seller.id, {
    licenseType: 'paid',
    priceCents: 4000,
    paidRepoUrl: `${ctx.fake.url}/maker/premium`,
  });
  const keys = await ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/license-keys`,
    headers: seller.headers,
    payload: { enabled: true, activationLimit: null, validityDays: null },
  });
  expect(keys.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, user: TestUser | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload });
const dispute = (payload: object, user: TestUser | null = admin) =>
  post('/api/payments/test-processor/dispute', user, payload);

/** A buyer with GitHub who bought the project and accepted the invitation; their key. */
async function purchase() {
  buyerCount += 1;
  const buyer = await createUser(ctx);
  const login = `shopper${buyerCount}`;
  await connectGitHub(ctx, buyer, login);
  const intent = await post('/api/payments/create-payment-intent', buyer, { projectId });
  expect(intent.statusCode).toBe(200);
  const { paymentIntentId } = intent.json();
  const card = await post('/api/payments/test-processor/confirm', buyer, {
    paymentIntentId,
    cardNumber: TEST_CARD_SUCCESS,
  });
  expect(card.statusCode).toBe(200);
  const confirmed = await post('/api/payments/confirm-payment', buyer, { paymentIntentId });
  const licenseId = confirmed.json().license.id as string;
  await ctx.app.jobs.runDueNow();
  ctx.fake.acceptInvitation('maker/premium', login);
  const view = await ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}`,
    headers: buyer.headers,
  });
  const key = view.json().userLicense.licenseKey as string;
  expect(key).toMatch(/^CB-/);
  return { buyer, login, paymentIntentId, licenseId, key };
}

const repo = () => ctx.fake.repos.get('maker/premium')!;

async function keyValid(key: string): Promise<{ valid: boolean; status: string }> {
  const res = await post('/api/license-keys/validate', null, { key, projectId });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function statusOf(licenseId: string) {
  const [row] = await ctx.database.db
    .select({ status: licenses.status })
    .from(licenses)
    .where(eq(licenses.id, licenseId));
  return row!.status;
}

async function accessTrail(user: TestUser, licenseId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/licenses/${licenseId}/access`,
    headers: user.headers,
  });
  return res.json() as { state: string; events: { action: string; cause: string }[] };
}

describe('POST /api/payments/test-processor/dispute', () => {
  it('opens a dispute: license suspended, access removed for the dispute, key invalid, seller mailed', async () => {
    const p = await purchase();
    expect(repo().collaborators.has(p.login)).toBe(true);
    expect(await keyValid(p.key)).toMatchObject({ valid: true });
    const mails = ctx.outbox.length;
    events.length = 0;

    const res = await dispute({ paymentIntentId: p.paymentIntentId, reason: 'fraudulent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'test',
      providerDisputeId: `tdp_${p.paymentIntentId}`,
      paymentIntentId: p.paymentIntentId,
      licenseId: p.licenseId,
      status: 'open',
      outcome: null,
      reason: 'fraudulent',
      amount: 48,
      amountCents: 4800,
      licenseStatus: 'suspended',
    });
    expect(events).toEqual([{ event: 'suspended', id: p.licenseId }]);
    expect(await statusOf(p.licenseId)).toBe('suspended');
    expect(await keyValid(p.key)).toEqual(
      expect.objectContaining({ valid: false, status: 'revoked' }),
    );

    await ctx.app.jobs.runDueNow();
    expect(repo().collaborators.has(p.login)).toBe(false);
    const trail = await accessTrail(seller, p.licenseId);
    expect(trail.state).toBe('revoked');
    expect(trail.events[0]).toMatchObject({ action: 'revoke', cause: 'dispute' });

    const mail = ctx.outbox.slice(mails).find((m) => m.to === seller.email);
    expect(mail?.subject).toMatch(/is disputed/);
    expect(mail?.text).toContain('fraudulent');

    // The buyer's purchase shows the dispute and no longer the paid repository.
    const dash = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: p.buyer.headers,
    });
    const bought = dash
      .json()
      .purchasedLicenses.find((l: { licenseId: string }) => l.licenseId === p.licenseId);
    expect(bought).toMatchObject({ licenseStatus: 'suspended' });
    expect(bought.repository.paidUrl).toBeNull();
    // The seller's sales say it is disputed.
    const earnings = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/seller-earnings',
      headers: seller.headers,
    });
    expect(
      earnings.json().recentSales.find((s: { _id: string }) => s._id === p.licenseId).status,
    ).toBe('suspended');
    const keyLog = await ctx.database.db
      .select({ action: licenseKeyEvents.action })
      .from(licenseKeyEvents)
      .where(eq(licenseKeyEvents.licenseId, p.licenseId));
    expect(keyLog.map((e) => e.action)).toContain('key.suspended');
  });

  it('a won dispute restores the license, the access and the key', async () => {
    const p = await purchase();
    expect((await dispute({ paymentIntentId: p.paymentIntentId })).statusCode).toBe(200);
    await ctx.app.jobs.runDueNow();
    expect(repo().collaborators.has(p.login)).toBe(false);
    events.length = 0;
    const mails = ctx.outbox.length;

    const won = await dispute({ paymentIntentId: p.paymentIntentId, outcome: 'won' });
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ status: 'closed', outcome: 'won', licenseStatus: 'active' });
    expect(won.json().closedAt).toEqual(expect.any(String));
    expect(events).toEqual([{ event: 'restored', id: p.licenseId }]);
    expect(await keyValid(p.key)).toMatchObject({ valid: true, status: 'active' });

    await ctx.app.jobs.runDueNow();
    expect(repo().invitations).toEqual([
      expect.objectContaining({ invitee: p.login, permission: 'pull' }),
    ]);
    const trail = await accessTrail(p.buyer, p.licenseId);
    expect(trail.state).toBe('invited');
    expect(trail.events[0]).toMatchObject({ action: 'invite', cause: 'dispute' });
    expect(ctx.outbox.slice(mails).find((m) => m.to === seller.email)?.subject).toMatch(
      /Dispute won/,
    );
  });

  it('a lost dispute keeps the license revoked, with no access and an invalid key', async () => {
    const p = await purchase();
    expect((await dispute({ paymentIntentId: p.paymentIntentId })).statusCode).toBe(200);
    events.length = 0;
    const lost = await dispute({ paymentIntentId: p.paymentIntentId, outcome: 'lost' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({
      status: 'closed',
      outcome: 'lost',
      licenseStatus: 'revoked',
    });
    expect(events).toEqual([]);
    await ctx.app.jobs.runDueNow();
    expect(repo().collaborators.has(p.login)).toBe(false);
    expect(repo().invitations.some((i) => i.invitee === p.login)).toBe(false);
    expect(await keyValid(p.key)).toMatchObject({ valid: false, status: 'revoked' });
    // The first close stands: the other outcome is refused, the same one is answered again.
    const again = await dispute({ paymentIntentId: p.paymentIntentId, outcome: 'won' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: DISPUTE_MESSAGES.alreadyClosed });
    expect(await statusOf(p.licenseId)).toBe('revoked');
    const same = await dispute({ paymentIntentId: p.paymentIntentId, outcome: 'lost' });
    expect(same.statusCode).toBe(200);
    // Dispute lost: the buyer's library keeps it, marked refunded by the bank, without access.
    const dash = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: p.buyer.headers,
    });
    const listed = dash
      .json()
      .purchasedLicenses.find((l: { licenseId: string }) => l.licenseId === p.licenseId);
    expect(listed).toMatchObject({
      licenseStatus: 'revoked',
      refund: { via: 'dispute' },
      repository: { paidUrl: null },
      licenseKey: null,
    });
  });

  it('closing a dispute that was never opened opens and closes it in one go', async () => {
    const p = await purchase();
    events.length = 0;
    const lost = await dispute({ paymentIntentId: p.paymentIntentId, outcome: 'lost' });
    expect(lost.json()).toMatchObject({
      status: 'closed',
      outcome: 'lost',
      licenseStatus: 'revoked',
    });
    expect(events).toEqual([{ event: 'suspended', id: p.licenseId }]);
    await ctx.app.jobs.runDueNow();
    expect(repo().collaborators.has(p.login)).toBe(false);
  });

  it('is idempotent: the same dispute opened twice, and 20 times at once, suspends once', async () => {
    const p = await purchase();
    events.length = 0;
    const first = await dispute({ paymentIntentId: p.paymentIntentId });
    const second = await dispute({ paymentIntentId: p.paymentIntentId });
    expect(second.json().id).toBe(first.json().id);

    const q = await purchase();
    const mails = ctx.outbox.length;
    const all = await Promise.all(
      Array.from({ length: 20 }, () => dispute({ paymentIntentId: q.paymentIntentId })),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(all.map((r) => r.json().id)).size).toBe(1);
    expect(events.filter((e) => e.event === 'suspended')).toEqual([
      { event: 'suspended', id: p.licenseId },
      { event: 'suspended', id: q.licenseId },
    ]);
    await settle(ctx.app); // the seller's mail is an outbox effect (ADR 015)
    expect(ctx.outbox.slice(mails).filter((m) => m.to === seller.email)).toHaveLength(1);

    // 20 concurrent closes (10 won, 10 lost): one outcome wins, the others are refused.
    events.length = 0;
    const closes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        dispute({ paymentIntentId: q.paymentIntentId, outcome: i % 2 ? 'won' : 'lost' }),
      ),
    );
    const ok = closes.filter((r) => r.statusCode === 200).map((r) => r.json().outcome);
    expect(new Set(ok).size).toBe(1);
    expect(closes.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.paymentReference, q.paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.outcome).toBe(ok[0]);
    expect(await statusOf(q.licenseId)).toBe(ok[0] === 'won' ? 'active' : 'revoked');
    expect(events.filter((e) => e.event === 'restored')).toHaveLength(ok[0] === 'won' ? 1 : 0);
  });

  it('refuses unknown and unpaid payments, non-admins, and bad bodies', async () => {
    const unknown = await dispute({ paymentIntentId: 'tpi_doesnotexist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: DISPUTE_MESSAGES.paymentNotFound });

    const buyer = await createUser(ctx);
    const intent = await post('/api/payments/create-payment-intent', buyer, { projectId });
    const unpaid = await dispute({ paymentIntentId: intent.json().paymentIntentId });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ error: DISPUTE_MESSAGES.notPaid });

    expect((await dispute({ paymentIntentId: 'x' }, null)).statusCode).toBe(401);
    expect((await dispute({ paymentIntentId: 'x' }, seller)).statusCode).toBe(403);
    const bad = await dispute({ paymentIntentId: 'tpi_x', outcome: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/outcome/);
  });

  it('answers 404 when the test processor is not in use', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const a = await createUser(prod, { role: 'admin' });
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/payments/test-processor/dispute',
        headers: a.headers,
        payload: { paymentIntentId: 'tpi_abc' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
