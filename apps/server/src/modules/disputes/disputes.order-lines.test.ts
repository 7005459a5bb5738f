import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { licenses } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import {
  createProject,
  giveAccount,
  paidProject,
  payOrder,
  testCard,
  type OrderLineInput,
} from '../../../test/payments-fixtures';

/**
 * A dispute of a payment that made several licenses (an order's lines, references
 * `intent:line`): every license of the payment is suspended, restored or revoked, each license's
 * event fires once, and each line's seller is mailed about their own line.
 */

interface World {
  ctx: TestContext;
  sellerA: TestUser;
  sellerB: TestUser;
  lines: OrderLineInput[];
  events: { event: string; id: string }[];
}

async function makeWorld(
  env: Record<string, string>,
  account: (ctx: TestContext, seller: TestUser) => Promise<void>,
): Promise<World> {
  const ctx = await createTestApp(env);
  const events: World['events'] = [];
  for (const name of ['activated', 'refunded', 'suspended', 'restored'] as const) {
    ctx.app.licenseEvents.afterCommit(name, async (id) => void events.push({ event: name, id }));
  }
  const sellerA = await createUser(ctx);
  const sellerB = await createUser(ctx);
  await account(ctx, sellerA);
  await account(ctx, sellerB);
  const projectA = await createProject(ctx, sellerA, { ...paidProject(1500), title: 'Alpha Kit' });
  const projectB = await createProject(ctx, sellerB, { ...paidProject(1000), title: 'Beta Kit' });
  return {
    ctx,
    sellerA,
    sellerB,
    lines: [
      { projectId: projectA, totalCents: 1800, feeCents: 300 },
      { projectId: projectB, totalCents: 1200, feeCents: 200 },
    ],
    events,
  };
}

async function statuses(w: World, ids: string[]) {
  const rows = await w.ctx.database.db
    .select({ id: licenses.id, status: licenses.status })
    .from(licenses)
    .where(inArray(licenses.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
}

const sorted = (list: { event: string; id: string }[]) =>
  [...list].sort((a, b) => (a.event + a.id).localeCompare(b.event + b.id));

describe('a disputed order payment (test processor)', () => {
  let w: World;
  let admin: TestUser;
  beforeAll(async () => {
    w = await makeWorld({}, async (ctx, seller) => void (await giveAccount(ctx, seller)));
    admin = await createUser(w.ctx, { role: 'admin' });
  });
  afterAll(() => w.ctx.close());
  beforeEach(() => {
    w.events.length = 0;
  });

  const dispute = (payload: object) =>
    w.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/test-processor/dispute',
      headers: admin.headers,
      payload,
    });

  async function order() {
    const buyer = await createUser(w.ctx);
    const made = await payOrder(w.ctx, buyer, w.lines, testCard(w.ctx, buyer));
    await settle(w.ctx.app);
    w.events.length = 0;
    return { ...made, buyer };
  }

  it('suspends every license of the payment once, and mails each seller about their line', async () => {
    const { intentId, licenseIds } = await order();
    const mails = w.ctx.outbox.length;

    const res = await dispute({ paymentIntentId: intentId, reason: 'fraudulent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentIntentId: intentId,
      licenseId: licenseIds[0],
      status: 'open',
      amountCents: 3000,
      licenseStatus: 'suspended',
    });
    expect(await statuses(w, licenseIds)).toEqual(['suspended', 'suspended']);
    expect(sorted(w.events)).toEqual(sorted(licenseIds.map((id) => ({ event: 'suspended', id }))));

    // Reported again: nothing more happens.
    expect((await dispute({ paymentIntentId: intentId })).statusCode).toBe(200);
    expect(w.events).toHaveLength(2);

    await settle(w.ctx.app);
    const sent = w.ctx.outbox.slice(mails).filter((m) => /is disputed/.test(m.subject));
    const toA = sent.filter((m) => m.to === w.sellerA.email);
    const toB = sent.filter((m) => m.to === w.sellerB.email);
    expect(toA).toHaveLength(1);
    expect(toB).toHaveLength(1);
    expect(toA[0]!.subject).toContain('Alpha Kit');
    expect(toA[0]!.text).toContain('$18 for');
    expect(toB[0]!.subject).toContain('Beta Kit');
    expect(toB[0]!.text).toContain('$12 for');
    expect(toB[0]!.text).not.toContain('Alpha Kit');
  });

  it('a won dispute restores every license of the payment', async () => {
    const { intentId, licenseIds } = await order();
    expect((await dispute({ paymentIntentId: intentId })).statusCode).toBe(200);
    w.events.length = 0;
    const mails = w.ctx.outbox.length;

    const won = await dispute({ paymentIntentId: intentId, outcome: 'won' });
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ outcome: 'won', licenseStatus: 'active' });
    expect(await statuses(w, licenseIds)).toEqual(['active', 'active']);
    expect(sorted(w.events)).toEqual(sorted(licenseIds.map((id) => ({ event: 'restored', id }))));
    await settle(w.ctx.app);
    const closed = w.ctx.outbox.slice(mails).filter((m) => /Dispute won/.test(m.subject));
    expect(closed.map((m) => m.to).sort()).toEqual([w.sellerA.email, w.sellerB.email].sort());
  });

  it('a lost dispute revokes every license of the payment', async () => {
    const { intentId, licenseIds } = await order();
    const lost = await dispute({ paymentIntentId: intentId, outcome: 'lost' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({ status: 'closed', outcome: 'lost' });
    expect(await statuses(w, licenseIds)).toEqual(['revoked', 'revoked']);
    // Suspended once each on the way (a close before its open does both).
    expect(sorted(w.events)).toEqual(sorted(licenseIds.map((id) => ({ event: 'suspended', id }))));
  });

  it("leaves another order's licenses alone", async () => {
    const first = await order();
    const second = await order();
    expect((await dispute({ paymentIntentId: first.intentId })).statusCode).toBe(200);
    expect(await statuses(w, second.licenseIds)).toEqual(['active', 'active']);
  });
});

describe('a disputed order payment (Stripe webhooks)', () => {
  let fake: FakeStripe;
  let w: World;
  beforeAll(async () => {
    fake = await startFakeStripe();
    w = await makeWorld(
      {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE_URL: fake.url,
      },
      async (ctx, seller) => {
        const { accountId } = await ctx.app.paymentProvider!.createAccount({
          userId: seller.id,
          email: seller.email,
        });
        fake.completeOnboarding(accountId);
        await giveAccount(ctx, seller, { provider: 'stripe', accountId });
      },
    );
  });
  afterAll(async () => {
    await w.ctx.close();
    await fake.close();
  });

  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    w.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });

  it('charge.dispute.created suspends each license of the order; closed won restores them', async () => {
    const buyer = await createUser(w.ctx);
    const { intentId, licenseIds } = await payOrder(w.ctx, buyer, w.lines, async (id) => {
      fake.succeed(id);
    });
    await settle(w.ctx.app);
    w.events.length = 0;

    const opened = fake.dispute(intentId);
    const first = fake.webhook('charge.dispute.created', opened);
    expect((await deliver(first)).statusCode).toBe(200);
    // Stripe retries the same event, and sends it again under another id: still once.
    expect((await deliver(first)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(fake.webhook('charge.dispute.created', opened))).statusCode).toBe(200);
    expect(await statuses(w, licenseIds)).toEqual(['suspended', 'suspended']);
    expect(sorted(w.events)).toEqual(sorted(licenseIds.map((id) => ({ event: 'suspended', id }))));

    w.events.length = 0;
    const won = fake.webhook('charge.dispute.closed', fake.dispute(intentId, { status: 'won' }));
    expect((await deliver(won)).statusCode).toBe(200);
    expect(await statuses(w, licenseIds)).toEqual(['active', 'active']);
    expect(sorted(w.events)).toEqual(sorted(licenseIds.map((id) => ({ event: 'restored', id }))));
    await settle(w.ctx.app);
  });

  it('charge.dispute.closed lost revokes each license of the order', async () => {
    const buyer = await createUser(w.ctx);
    const { intentId, licenseIds } = await payOrder(w.ctx, buyer, w.lines, async (id) => {
      fake.succeed(id);
    });
    await deliver(fake.webhook('charge.dispute.created', fake.dispute(intentId)));
    const lost = fake.webhook('charge.dispute.closed', fake.dispute(intentId, { status: 'lost' }));
    expect((await deliver(lost)).statusCode).toBe(200);
    expect(await statuses(w, licenseIds)).toEqual(['revoked', 'revoked']);
    const [row] = await w.ctx.database.db
      .select({ status: licenses.status })
      .from(licenses)
      .where(eq(licenses.id, licenseIds[1]!));
    expect(row!.status).toBe('revoked');
    await settle(w.ctx.app);
  });
});
