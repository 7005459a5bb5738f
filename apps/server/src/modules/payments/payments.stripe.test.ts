import { PAYMENT_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config';
import { paymentAccounts, paymentEvents, projects } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import {
  buildTestApp,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import {
  createProject,
  downloadsOf,
  giveAccount,
  licensesOf,
  paidProject,
} from '../../../test/payments-fixtures';

let fake: FakeStripe;
let ctx: TestContext;
let seller: TestUser;
let sellerAccount: string;
let buyer: TestUser;
const events: { event: string; id: string }[] = [];

const post = (user: TestUser | null, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
const get = (user: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payments${url}`, headers: user?.headers ?? {} });
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });

async function startPurchase(user: TestUser, projectId: string) {
  const res = await post(user, '/create-payment-intent', { projectId });
  expect(res.statusCode).toBe(200);
  return res.json().paymentIntentId as string;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  ctx.app.licenseEvents.afterCommit(
    'activated',
    async (id) => void events.push({ event: 'activated', id }),
  );
  ctx.app.licenseEvents.afterCommit(
    'refunded',
    async (id) => void events.push({ event: 'refunded', id }),
  );
  seller = await createUser(ctx);
  buyer = await createUser(ctx);
  // The seller onboarded with Stripe.
  const res = await post(seller, '/create-connect-account');
  expect(res.statusCode).toBe(200);
  sellerAccount = [...fake.accounts.keys()].at(-1)!;
  fake.completeOnboarding(sellerAccount);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  events.length = 0;
});

describe('configuration', () => {
  it('needs all three Stripe keys or none', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: ' ',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_API_BASE_URL: 'not a url' })).toThrow(/STRIPE_API_BASE_URL/);
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      }).stripe,
    ).toEqual({ secretKey: 'sk', publishableKey: 'pk', webhookSecret: 'wh', apiBaseUrl: null });
  });

  it('tells the checkout to use Stripe with the publishable key', async () => {
    expect((await get(null, '/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_codebazaar',
      enabled: true,
    });
  });

  it('allows Stripe.js in the content security policy, and only when Stripe runs', async () => {
    const csp = String((await get(null, '/config')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(
      /frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/,
    );
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);

    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/payments/config' });
      const defaultCsp = String(res.headers['content-security-policy']);
      expect(defaultCsp).not.toContain('stripe');
      expect(defaultCsp).toContain("script-src 'self';");
      expect(defaultCsp).toContain("connect-src 'self';");
    } finally {
      await plain.close();
    }
  });

  it('turns the test processor routes off', async () => {
    const res = await post(seller, '/test-processor/complete-onboarding');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.testProcessorDisabled);
    const confirm = await post(buyer, '/test-processor/confirm', {
      paymentIntentId: 'pi_1',
      cardNumber: '4242424242424242',
    });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('seller onboarding with Stripe Connect', () => {
  it('creates one Express account, links to onboarding, and reads its state from Stripe', async () => {
    const user = await createUser(ctx);
    expect((await get(user, '/connect-account-status')).json()).toEqual({
      hasAccount: false,
      detailsSubmitted: false,
      chargesEnabled: false,
      provider: 'stripe',
    });
    const before = fake.accounts.size;
    const res = await post(user, '/create-connect-account');
    expect(res.statusCode).toBe(200);
    expect(res.json().onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    expect(fake.accounts.size).toBe(before + 1);
    const accountId = [...fake.accounts.keys()].at(-1)!;
    expect(fake.accounts.get(accountId)).toMatchObject({ type: 'express', email: user.email });
    // A second call links the same account again.
    await post(user, '/create-connect-account');
    expect(fake.accounts.size).toBe(before + 1);

    expect((await get(user, '/connect-account-status')).json()).toMatchObject({
      hasAccount: true,
      detailsSubmitted: false,
      chargesEnabled: false,
    });
    fake.completeOnboarding(accountId);
    expect((await get(user, '/connect-account-status')).json()).toMatchObject({
      hasAccount: true,
      detailsSubmitted: true,
      chargesEnabled: true,
    });
  });

  it('does not count a test-processor account (demo data) as a Stripe account', async () => {
    const user = await createUser(ctx);
    await giveAccount(ctx, user, { provider: 'test' });
    expect((await get(user, '/connect-account-status')).json().hasAccount).toBe(false);
    const projectId = await createProject(ctx, user, paidProject());
    const res = await post(buyer, '/create-payment-intent', { projectId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.sellerNotReady);
    // Onboarding with Stripe replaces it.
    await post(user, '/create-connect-account');
    const [row] = await ctx.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, user.id));
    expect(row).toMatchObject({ provider: 'stripe', chargesEnabled: false });
  });

  it('answers 502 when Stripe fails, without leaking details', async () => {
    const broken = await startFakeStripe();
    const app = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_not_the_fakes',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: broken.webhookSecret,
      STRIPE_API_BASE_URL: broken.url,
    });
    try {
      const user = await createUser(app);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/payments/create-connect-account',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'Internal server error' });
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe('paying with Stripe', () => {
  it('creates a destination charge priced by the server', async () => {
    const projectId = await createProject(ctx, seller, { ...paidProject(4999), feePct: 20 });
    const res = await post(buyer, '/create-payment-intent', { projectId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_codebazaar',
      amount: { price: 49.99, fee: 10, total: 59.99, currency: 'USD' },
    });
    const intent = fake.intents.get(body.paymentIntentId)!;
    expect(body.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({
      amount: 5999,
      application_fee_amount: 1000,
      transfer_data: { destination: sellerAccount },
      metadata: { projectId, buyerId: buyer.id },
    });
  });

  it('confirms only what Stripe says succeeded, for the buyer of the intent', async () => {
    const projectId = await createProject(ctx, seller, paidProject(2500));
    const intentId = await startPurchase(buyer, projectId);
    const early = await post(buyer, '/confirm-payment', { paymentIntentId: intentId });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(PAYMENT_MESSAGES.paymentNotSucceeded);
    fake.succeed(intentId);
    const other = await createUser(ctx);
    expect((await post(other, '/confirm-payment', { paymentIntentId: intentId })).statusCode).toBe(
      404,
    );
    expect(
      (await post(buyer, '/confirm-payment', { paymentIntentId: 'pi_unknown' })).statusCode,
    ).toBe(404);

    const res = await post(buyer, '/confirm-payment', { paymentIntentId: intentId });
    expect(res.statusCode).toBe(200);
    expect(res.json().license).toMatchObject({ kind: 'paid', isActive: true });
    const [row] = await licensesOf(ctx, projectId);
    expect(row).toMatchObject({ totalCents: 3000, feeCents: 500, sellerCents: 2500 });
  });

  it('makes exactly one license from 50 concurrent confirmations plus the webhook', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(1500));
    const intentId = await startPurchase(user, projectId);
    const intent = fake.succeed(intentId);
    const webhook = fake.webhook('payment_intent.succeeded', intent);
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () =>
        post(user, '/confirm-payment', { paymentIntentId: intentId }),
      ),
      deliver(webhook),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(51).fill(200));
    const rows = await licensesOf(ctx, projectId);
    expect(rows).toHaveLength(1);
    const licenseIds = new Set(results.slice(0, 50).map((r) => r.json().license._id));
    expect([...licenseIds]).toEqual([rows[0]!.id]);
    expect(await downloadsOf(ctx, projectId)).toBe(1);
    expect(events).toEqual([{ event: 'activated', id: rows[0]!.id }]);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a missing or bad signature', async () => {
    const { body } = fake.webhook('payment_intent.succeeded', { id: 'pi_x' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    const forged = fake.webhook('payment_intent.succeeded', { id: 'pi_x' }, { secret: 'whsec_x' });
    const bad = await deliver(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid webhook signature' });
    // Re-serialised JSON (what a parsed body would give) no longer matches the signature.
    const signed = fake.webhook('account.updated', { id: 'acct_1', object: 'account' });
    const reformatted = await deliver({
      headers: signed.headers,
      body: JSON.stringify(JSON.parse(signed.body), null, 2),
    });
    expect(reformatted.statusCode).toBe(400);
  });

  it('creates the license from payment_intent.succeeded alone, once per event', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(2000));
    const intentId = await startPurchase(user, projectId);
    const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(intentId));
    const res = await deliver(delivery);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [license] = await licensesOf(ctx, projectId);
    expect(license).toMatchObject({ buyerId: user.id, kind: 'paid', totalCents: 2400 });
    const eventId = JSON.parse(delivery.body).id;
    const recorded = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, eventId));
    expect(recorded).toHaveLength(1);

    const replay = await deliver(delivery);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await licensesOf(ctx, projectId)).toHaveLength(1);
    expect(events).toHaveLength(1);

    // The browser's confirmation afterwards returns the same license.
    const confirm = await post(user, '/confirm-payment', { paymentIntentId: intentId });
    expect(confirm.json().license._id).toBe(license!.id);
  });

  it('makes one license when the same event reaches two instances at once, repeatedly', async () => {
    // A second server instance on the same database (webhooks are idempotent).
    const other = await buildTestApp(ctx.database, {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
    });
    other.licenseEvents.afterCommit(
      'activated',
      async (id) => void events.push({ event: 'activated', id }),
    );
    try {
      const user = await createUser(ctx);
      const projectId = await createProject(ctx, seller, paidProject(1500));
      const intentId = await startPurchase(user, projectId);
      const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(intentId));
      const sendTo = (app: typeof other) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: delivery.headers,
          payload: delivery.body,
        });
      const answers = await Promise.all(
        [ctx.app, other, ctx.app, other, ctx.app, other].map(sendTo),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const made = await licensesOf(ctx, projectId);
      expect(made).toHaveLength(1);
      expect(events).toEqual([{ event: 'activated', id: made[0]!.id }]);
      expect(await downloadsOf(ctx, projectId)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('ignores intents that are not ours and events it does not handle', async () => {
    const foreign = await deliver(
      fake.webhook('payment_intent.succeeded', {
        id: 'pi_foreign',
        object: 'payment_intent',
        amount: 100,
        currency: 'usd',
        status: 'succeeded',
        metadata: {},
      }),
    );
    expect(foreign.statusCode).toBe(200);
    const other = await deliver(fake.webhook('customer.created', { id: 'cus_1' }));
    expect(other.statusCode).toBe(200);
  });

  it('deactivates the license on charge.refunded (full refunds only)', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(1000));
    const intentId = await startPurchase(user, projectId);
    fake.succeed(intentId);
    const licenseId = (await post(user, '/confirm-payment', { paymentIntentId: intentId })).json()
      .license._id;
    events.length = 0;

    const partial = await deliver(
      fake.webhook('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: intentId,
        refunded: false,
        amount_refunded: 100,
      }),
    );
    expect(partial.statusCode).toBe(200);
    expect((await licensesOf(ctx, projectId))[0]!.status).toBe('active');

    const full = fake.webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intentId,
      refunded: true,
      amount_refunded: 1200,
    });
    expect((await deliver(full)).statusCode).toBe(200);
    expect((await licensesOf(ctx, projectId))[0]!.status).toBe('refunded');
    expect(events).toEqual([{ event: 'refunded', id: licenseId }]);
    const detail = await ctx.app.inject({
      url: `/api/projects/${projectId}`,
      headers: user.headers,
    });
    expect(detail.json().userLicense).toBeNull();
  });

  it('answers 502 when a payment it cannot honour could not be refunded, so Stripe retries', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(2000));
    const intentId = await startPurchase(user, projectId);
    // The price changed after the checkout opened (written here, so nothing canceled it): the
    // payment must be given back.
    await ctx.database.db
      .update(projects)
      .set({ priceCents: 2600 })
      .where(eq(projects.id, projectId));
    // The event says succeeded; Stripe refuses the refund (the fake holds the intent unpaid).
    const delivery = fake.webhook('payment_intent.succeeded', {
      ...fake.intents.get(intentId)!,
      status: 'succeeded',
    });
    const res = await deliver(delivery);
    expect(res.statusCode).toBe(502);
    expect(await licensesOf(ctx, projectId)).toEqual([]);
    // Not recorded as handled: Stripe's next delivery is handled again.
    const recorded = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, JSON.parse(delivery.body).id));
    expect(recorded).toEqual([]);
  });

  it('records account.updated on the seller account', async () => {
    const user = await createUser(ctx);
    await post(user, '/create-connect-account');
    const accountId = [...fake.accounts.keys()].at(-1)!;
    const res = await deliver(
      fake.webhook('account.updated', {
        id: accountId,
        object: 'account',
        details_submitted: true,
        charges_enabled: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, user.id));
    expect(row).toMatchObject({ detailsSubmitted: true, chargesEnabled: true });
  });
});

describe('refunds with Stripe', () => {
  it('refunds through Stripe, and the later charge.refunded webhook changes nothing more', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(1000));
    const intentId = await startPurchase(user, projectId);
    fake.succeed(intentId);
    const licenseId = (await post(user, '/confirm-payment', { paymentIntentId: intentId })).json()
      .license._id;
    events.length = 0;

    const res = await post(seller, '/refund', { licenseId });
    expect(res.statusCode).toBe(200);
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_intent: intentId,
      params: { reverse_transfer: 'true', refund_application_fee: 'true' },
    });
    expect((await licensesOf(ctx, projectId))[0]!.status).toBe('refunded');

    const webhook = await deliver(
      fake.webhook('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        payment_intent: intentId,
        refunded: true,
      }),
    );
    expect(webhook.statusCode).toBe(200);
    expect(events).toEqual([{ event: 'refunded', id: licenseId }]);
  });

  it('cannot refund a payment Stripe does not know', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(1000));
    const { licenses } = await import('../../db/schema');
    const [row] = await ctx.database.db
      .insert(licenses)
      .values({
        projectId,
        buyerId: user.id,
        kind: 'paid',
        totalCents: 1200,
        feeCents: 200,
        sellerCents: 1000,
        paymentReference: 'pi_test_from_the_demo_data',
      })
      .returning({ id: licenses.id });
    const res = await post(seller, '/refund', { licenseId: row!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.refundUnavailable);
    expect((await licensesOf(ctx, projectId))[0]!.status).toBe('active');
  });
});
