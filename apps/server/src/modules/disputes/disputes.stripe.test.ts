import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { disputes, licenses } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import {
  connectGitHub,
  createGitHubTestApp,
  insertProject,
  type GitHubTestContext,
} from '../../../test/github';
import { buildTestApp, createUser, type TestUser } from '../../../test/helper';

/**
 * Disputes with Stripe: charge.dispute.created / charge.dispute.closed delivered as signed
 * webhooks (the real SDK verifies them against the fake's signature) suspend, restore or revoke
 * the license, and GitHub access follows. Replays, concurrent deliveries and a second instance
 * handle each dispute once.
 */
let fake: FakeStripe;
let ctx: GitHubTestContext;
let seller: TestUser;
let sellerAccount: string;
let projectId: string;
let buyers = 0;
const events: { event: string; id: string }[] = [];

const post = (user: TestUser | null, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
const deliver = (delivery: { body: string; headers: Record<string, string> }, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createGitHubTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  for (const name of ['activated', 'refunded', 'suspended', 'restored'] as const) {
    ctx.app.licenseEvents.afterCommit(name, async (id) => void events.push({ event: name, id }));
  }
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'maker');
  ctx.fake.addRepo('maker/premium');
  const res = await post(seller, '/create-connect-account');
  expect(res.statusCode).toBe(200);
  sellerAccount = [...fake.accounts.keys()].at(-1)!;
  fake.completeOnboarding(sellerAccount);
  projectId = await insertProject(ctx, seller.id, {
    licenseType: 'paid',
    priceCents: 2000,
    paidRepoUrl: `${ctx.fake.url}/maker/premium`,
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  events.length = 0;
});

/** A buyer who paid with Stripe (the webhook made the license) and accepted the invitation. */
async function purchase() {
  buyers += 1;
  const buyer = await createUser(ctx);
  const login = `stripe-buyer${buyers}`;
  await connectGitHub(ctx, buyer, login);
  const res = await post(buyer, '/create-payment-intent', { projectId });
  expect(res.statusCode).toBe(200);
  const intentId = res.json().paymentIntentId as string;
  const paid = fake.succeed(intentId);
  expect((await deliver(fake.webhook('payment_intent.succeeded', paid))).statusCode).toBe(200);
  const [license] = await ctx.database.db
    .select({ id: licenses.id })
    .from(licenses)
    .where(eq(licenses.paymentReference, intentId));
  await ctx.app.jobs.runDueNow();
  ctx.fake.acceptInvitation('maker/premium', login);
  return { buyer, login, intentId, licenseId: license!.id };
}

async function statusOf(licenseId: string) {
  const [row] = await ctx.database.db
    .select({ status: licenses.status })
    .from(licenses)
    .where(eq(licenses.id, licenseId));
  return row!.status;
}

const collaborator = (login: string) =>
  ctx.fake.repos.get('maker/premium')!.collaborators.has(login);

describe('Stripe dispute webhooks', () => {
  it('charge.dispute.created suspends the license and removes access; a replay changes nothing', async () => {
    const p = await purchase();
    expect(collaborator(p.login)).toBe(true);
    events.length = 0;
    const delivery = fake.webhook('charge.dispute.created', fake.dispute(p.intentId));
    const res = await deliver(delivery);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await statusOf(p.licenseId)).toBe('suspended');
    expect(events).toEqual([{ event: 'suspended', id: p.licenseId }]);
    const [row] = await ctx.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.paymentReference, p.intentId));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerDisputeId: `dp_${p.intentId.slice(3)}`,
      licenseId: p.licenseId,
      status: 'open',
      reason: 'fraudulent',
      amountCents: 2400,
      currency: 'USD',
    });
    await ctx.app.jobs.runDueNow();
    expect(collaborator(p.login)).toBe(false);

    const replay = await deliver(delivery);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(events).toHaveLength(1);

    // The same dispute in a new event (Stripe may send it twice): still one row, one suspension.
    await deliver(fake.webhook('charge.dispute.created', fake.dispute(p.intentId)));
    expect(events).toHaveLength(1);
  });

  it('charge.dispute.closed won restores the license and re-invites the buyer', async () => {
    const p = await purchase();
    await deliver(fake.webhook('charge.dispute.created', fake.dispute(p.intentId)));
    await ctx.app.jobs.runDueNow();
    events.length = 0;
    const res = await deliver(
      fake.webhook('charge.dispute.closed', fake.dispute(p.intentId, { status: 'won' })),
    );
    expect(res.statusCode).toBe(200);
    expect(await statusOf(p.licenseId)).toBe('active');
    expect(events).toEqual([{ event: 'restored', id: p.licenseId }]);
    await ctx.app.jobs.runDueNow();
    expect(ctx.fake.repos.get('maker/premium')!.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ invitee: p.login })]),
    );
  });

  it('charge.dispute.closed lost keeps the license revoked', async () => {
    const p = await purchase();
    await deliver(fake.webhook('charge.dispute.created', fake.dispute(p.intentId)));
    await deliver(
      fake.webhook('charge.dispute.closed', fake.dispute(p.intentId, { status: 'lost' })),
    );
    expect(await statusOf(p.licenseId)).toBe('revoked');
    await ctx.app.jobs.runDueNow();
    expect(collaborator(p.login)).toBe(false);
    const [row] = await ctx.database.db
      .select({ status: disputes.status, outcome: disputes.outcome, closedAt: disputes.closedAt })
      .from(disputes)
      .where(eq(disputes.paymentReference, p.intentId));
    expect(row).toMatchObject({ status: 'closed', outcome: 'lost', closedAt: expect.any(Date) });
  });

  it('handles one dispute once when its events arrive at two instances at the same time', async () => {
    const p = await purchase();
    const second = await buildTestApp(ctx.database, {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
    });
    const otherEvents: string[] = [];
    second.licenseEvents.afterCommit('suspended', async (id) => void otherEvents.push(id));
    try {
      events.length = 0;
      const delivery = fake.webhook('charge.dispute.created', fake.dispute(p.intentId));
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => deliver(delivery, i % 2 ? second : ctx.app)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(events.filter((e) => e.event === 'suspended').length + otherEvents.length).toBe(1);
      const rows = await ctx.database.db
        .select()
        .from(disputes)
        .where(eq(disputes.paymentReference, p.intentId));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('refuses a dispute event with a wrong signature and changes nothing', async () => {
    const p = await purchase();
    const forged = fake.webhook('charge.dispute.created', fake.dispute(p.intentId), {
      secret: 'whsec_wrong',
    });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid webhook signature' });
    expect(await statusOf(p.licenseId)).toBe('active');
  });

  it('the test processor route is 404 with Stripe', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const res = await post(admin, '/test-processor/dispute', { paymentIntentId: 'pi_123' });
    expect(res.statusCode).toBe(404);
  });
});
