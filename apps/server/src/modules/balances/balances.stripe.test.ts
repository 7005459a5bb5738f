import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';
import { STRIPE_SCHEDULE } from './balances.service';

/**
 * Seller balances with Stripe: pending comes from Codebazaar's rows (sales inside their refund
 * window); available and the payouts come from the seller's connected account through the real
 * SDK (Stripe-Account header) against the fake.
 */
let fake: FakeStripe;
let ctx: TestContext;
let seller: TestUser;
let account: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  seller = await createUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-connect-account',
    headers: seller.headers,
  });
  expect(res.statusCode).toBe(200);
  account = [...fake.accounts.keys()].at(-1)!;
  fake.completeOnboarding(account);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const balance = (user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/seller/balance', headers: user.headers });

describe('GET /api/seller/balance (Stripe)', () => {
  it("reads the connected account's available balance and payouts from Stripe", async () => {
    const projectId = await createProject(ctx, seller, { ...paidProject(), refundWindowDays: 14 });
    const buyer = await createUser(ctx);
    await ctx.database.db.insert(licenses).values({
      projectId,
      buyerId: buyer.id,
      kind: 'paid',
      paymentReference: 'pi_balance_pending',
      totalCents: 3000,
      feeCents: 500,
      sellerCents: 2500,
    });
    fake.balances.set(account, { available: 9000, pending: 2500 });
    const older = fake.payout(account, 4000, { created: 1_780_000_000 });
    const newer = fake.payout(account, 1500, { status: 'in_transit', created: 1_780_100_000 });

    const res = await balance(seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'stripe',
      currency: 'USD',
      pending: 25,
      pendingCents: 2500,
      // 9000 less the two payouts the fake took from it.
      available: 35,
      availableCents: 3500,
      inDispute: 0,
      inDisputeCents: 0,
      // Only payouts that arrived count as paid out.
      paidOut: 40,
      paidOutCents: 4000,
      schedule: STRIPE_SCHEDULE,
      payouts: [
        {
          id: newer.id,
          amount: 15,
          amountCents: 1500,
          currency: 'USD',
          status: 'in_transit',
          createdAt: new Date(newer.created * 1000).toISOString(),
          arrivalDate: new Date(newer.arrival_date * 1000).toISOString(),
        },
        expect.objectContaining({ id: older.id, status: 'paid', amountCents: 4000 }),
      ],
    });
    const calls = fake.requests.filter((r) => r.path === '/v1/balance' || r.path === '/v1/payouts');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.every((r) => r.stripeAccount === account)).toBe(true);
  });

  it('a seller without a Stripe account has nothing available and no payouts', async () => {
    const other = await createUser(ctx);
    const res = await balance(other);
    expect(res.json()).toMatchObject({ availableCents: 0, paidOutCents: 0, payouts: [] });
  });

  it('answers 502 when Stripe cannot read the connected account, as the document says', async () => {
    const stranded = await createUser(ctx);
    // An account Stripe does not know (e.g. deleted there): the balance call fails.
    await giveAccount(ctx, stranded, { provider: 'stripe', accountId: 'acct_unknown_to_stripe' });
    const res = await balance(stranded);
    expect(res.statusCode).toBe(502);
    // The error handler keeps a 5xx's text to the log.
    expect(res.json()).toEqual({ error: 'Internal server error' });
  });

  it('the test processor payout run is 404 with Stripe', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/test-processor/payouts',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
