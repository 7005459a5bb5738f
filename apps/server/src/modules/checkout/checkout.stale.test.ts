import { PAYMENT_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects, testPaymentIntents } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import {
  createProject,
  giveAccount,
  licensesOf,
  paidProject,
} from '../../../test/payments-fixtures';

/** Checkouts that no longer match their project: expired, repriced, unpublished, deleted. */

const MINUTE = 60_000;
let offset = 0;
/** The app's clock: the real time plus whatever a test moved it by (nobody sleeps). */
const clock = () => new Date(Date.now() + offset);

type Ctx = TestContext;
const post = (ctx: Ctx, user: TestUser, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });

async function startPurchase(ctx: Ctx, user: TestUser, projectId: string): Promise<string> {
  const res = await post(ctx, user, '/create-payment-intent', { projectId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ paymentIntentId: string }>().paymentIntentId;
}

const setProject = (ctx: Ctx, id: string, values: Partial<typeof projects.$inferInsert>) =>
  ctx.database.db.update(projects).set(values).where(eq(projects.id, id));

/** The seller saves the project through the API with this license (published unless `draft`). */
async function sellerSaves(
  ctx: Ctx,
  seller: TestUser,
  id: string,
  license: { type: 'paid' | 'freemium'; price: number },
  opts: { draft?: boolean; description?: string } = {},
) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${id}${opts.draft ? '/draft' : ''}`,
    headers: seller.headers,
    payload: {
      title: 'A project for payment tests',
      description: opts.description ?? 'A project for payment tests, with enough words to publish.',
      category: 'web',
      tags: ['payments'],
      repository: { freeUrl: '', paidUrl: 'https://github.com/example/paid' },
      license: { ...license, features: { freeFeatures: [], paidFeatures: ['Commercial use'] } },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('built-in processor', () => {
  let ctx: Ctx;
  let seller: TestUser;
  let buyer: TestUser;

  const pay = (intent: string, user = buyer) =>
    post(ctx, user, '/test-processor/confirm', {
      paymentIntentId: intent,
      cardNumber: TEST_CARD_SUCCESS,
    });
  const intentRow = async (id: string) =>
    (
      await ctx.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id))
    )[0]!;

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock });
    seller = await createUser(ctx);
    buyer = await createUser(ctx);
    await giveAccount(ctx, seller);
  });
  afterAll(() => ctx.close());

  it('keeps the price, license type and a 30-minute expiry with the intent', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    const row = await intentRow(intent);
    expect(row).toMatchObject({ priceCents: 1200, licenseType: 'paid', amountCents: 1440 });
    const ttl = row.expiresAt!.getTime() - clock().getTime();
    expect(ttl).toBeGreaterThan(29 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);
  });

  it('refuses an expired intent (the clock moved 31 minutes) and cancels it', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const fresh = await startPurchase(ctx, buyer, project);
    // Another buyer's checkout, left unpaid: nobody touches its intent.
    const old = await startPurchase(ctx, await createUser(ctx), project);
    offset = 29 * MINUTE;
    try {
      // 29 minutes on, a checkout still pays.
      expect((await pay(fresh)).statusCode).toBe(200);
      await licensesOf(ctx, project).then((l) => expect(l).toHaveLength(1));
      // Another buyer's intent made now expires 30 minutes from now.
      const other = await createUser(ctx);
      const late = await startPurchase(ctx, other, project);
      offset = 60 * MINUTE;
      const res = await pay(late, other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.checkoutExpired });
      expect((await intentRow(late)).status).toBe('canceled');
      const confirm = await post(ctx, other, '/confirm-payment', { paymentIntentId: late });
      expect(confirm.statusCode).toBe(409);
      expect(await licensesOf(ctx, project)).toHaveLength(1);
      expect((await intentRow(old)).status).toBe('requires_payment_method');
    } finally {
      offset = 0;
    }
  });

  it('refuses an intent made at $12 once the seller asks $1000, and says the price changed', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await setProject(ctx, project, { priceCents: 100_000 });
    const res = await pay(intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.priceChanged });
    expect((await intentRow(intent)).status).toBe('canceled');
    const confirm = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ error: PAYMENT_MESSAGES.priceChanged });
    expect(await licensesOf(ctx, project)).toEqual([]);
    // A new checkout shows the new price.
    const again = await post(ctx, buyer, '/create-payment-intent', { projectId: project });
    expect(again.json().amount.price).toBe(1000);
  });

  it('refuses an intent whose license type changed, even at the same price', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await setProject(ctx, project, { licenseType: 'freemium' });
    const res = await pay(intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.priceChanged });
    expect(await licensesOf(ctx, project)).toEqual([]);
  });

  it('refuses an intent of a project moved back to draft (and creating one answers 404)', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await setProject(ctx, project, { status: 'draft' });
    const res = await pay(intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.noLongerForSale });
    const create = await post(ctx, buyer, '/create-payment-intent', { projectId: project });
    expect(create.statusCode).toBe(404);
    expect(await licensesOf(ctx, project)).toEqual([]);
  });

  it('a seller who changes the price cancels open checkouts at once; other edits keep them', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await sellerSaves(
      ctx,
      seller,
      project,
      { type: 'paid', price: 12 },
      { description: 'New words, same price and terms for buyers.' },
    );
    expect((await intentRow(intent)).status).toBe('requires_payment_method');
    await sellerSaves(ctx, seller, project, { type: 'paid', price: 1000 });
    expect((await intentRow(intent)).status).toBe('canceled');
    const res = await pay(intent);
    expect(res.statusCode).toBe(409);
    expect(await licensesOf(ctx, project)).toEqual([]);
  });

  it('saving as a draft takes the project off sale and cancels its open checkouts', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await sellerSaves(ctx, seller, project, { type: 'paid', price: 12 }, { draft: true });
    expect((await intentRow(intent)).status).toBe('canceled');
  });

  it('does not sell a project published below $1.00 before that was the minimum', async () => {
    const project = await createProject(ctx, seller, paidProject(50));
    const res = await post(ctx, buyer, '/create-payment-intent', { projectId: project });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.notForSale });
  });

  it('half-written: the intent is paid, then the project changes before the license is made', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    // The card went through, the server stopped before fulfilling, and the seller repriced.
    await ctx.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, intent));
    await setProject(ctx, project, { priceCents: 100_000, status: 'draft' });
    const res = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.noLongerForSale });
    expect(await licensesOf(ctx, project)).toEqual([]);
    // The money goes back.
    expect((await intentRow(intent)).status).toBe('refunded');
  });

  it('a license made before the price changed stays, and confirming again returns it', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    expect((await pay(intent)).statusCode).toBe(200);
    await setProject(ctx, project, { priceCents: 100_000 });
    const res = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
    expect(res.statusCode).toBe(200);
    expect(await licensesOf(ctx, project)).toHaveLength(1);
  });

  it('many confirmations racing a price change: one license at the old price, or none', async () => {
    for (let round = 0; round < 3; round++) {
      const project = await createProject(ctx, seller, paidProject(1200));
      const intent = await startPurchase(ctx, buyer, project);
      const calls = Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? pay(intent)
          : post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent }),
      );
      const answers = await Promise.all([
        ...calls,
        setProject(ctx, project, { priceCents: 100_000 }).then(() => null),
      ]);
      for (const a of answers) if (a) expect(a.statusCode, a.body).toBeLessThan(500);
      const made = await licensesOf(ctx, project);
      const status = (await intentRow(intent)).status;
      expect(made.length).toBeLessThanOrEqual(1);
      if (made.length === 1) {
        expect(made[0]).toMatchObject({ totalCents: 1440, status: 'active' });
        expect(status).toBe('succeeded');
      } else {
        expect(['canceled', 'refunded']).toContain(status);
      }
    }
  });
});

describe('Stripe', () => {
  let fake: FakeStripe;
  let ctx: Ctx;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp(
      {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE_URL: fake.url,
      },
      { clock },
    );
    seller = await createUser(ctx);
    buyer = await createUser(ctx);
    expect((await post(ctx, seller, '/create-connect-account')).statusCode).toBe(200);
    fake.completeOnboarding([...fake.accounts.keys()].at(-1)!);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('keeps the price, license type and expiry in the intent metadata', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    const metadata = fake.intents.get(intent)!.metadata;
    expect(metadata).toMatchObject({ priceCents: '1200', licenseType: 'paid' });
    const ttl = Number(metadata.expiresAt) * 1000 - clock().getTime();
    expect(ttl).toBeGreaterThan(29 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);
  });

  it('cancels an unpaid intent at Stripe once the price changed, and says so', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await setProject(ctx, project, { priceCents: 100_000 });
    const res = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.priceChanged });
    expect(fake.intents.get(intent)!.status).toBe('canceled');
  });

  it('cancels the open intents at Stripe when the seller changes the price', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    const other = await createProject(ctx, seller, paidProject(1200));
    const untouched = await startPurchase(ctx, buyer, other);
    await sellerSaves(ctx, seller, project, { type: 'freemium', price: 12 });
    expect(fake.intents.get(intent)!.status).toBe('canceled');
    expect(fake.intents.get(untouched)!.status).toBe('requires_payment_method');
  });

  it('cancels the open intents at Stripe when the seller deletes the project', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project}`,
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(fake.intents.get(intent)!.status).toBe('canceled');
  });

  it('cancels an expired unpaid intent at Stripe', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    offset = 31 * MINUTE;
    try {
      const res = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.checkoutExpired });
      expect(fake.intents.get(intent)!.status).toBe('canceled');
    } finally {
      offset = 0;
    }
  });

  it('refunds a payment Stripe took after the project was repriced, by webhook or confirmation', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await setProject(ctx, project, { priceCents: 100_000 });
    const paid = fake.succeed(intent);
    const webhook = fake.webhook('payment_intent.succeeded', paid);
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: webhook.headers,
      payload: webhook.body,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await licensesOf(ctx, project)).toEqual([]);
    expect(fake.refunds.some((r) => r.params.payment_intent === intent)).toBe(true);
    const res = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.priceChanged });
    expect(await licensesOf(ctx, project)).toEqual([]);
  });

  it('refunds a payment for a project deleted meanwhile', async () => {
    const project = await createProject(ctx, seller, paidProject(1200));
    const intent = await startPurchase(ctx, buyer, project);
    await ctx.database.db.delete(projects).where(eq(projects.id, project));
    fake.succeed(intent);
    const res = await post(ctx, buyer, '/confirm-payment', { paymentIntentId: intent });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.noLongerForSale });
    expect(fake.refunds.some((r) => r.params.payment_intent === intent)).toBe(true);
  });
});
