import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq } from 'drizzle-orm';

import { licenses } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';

let fake: FakeStripe;
let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
const accountOf = new Map<string, string>();

const send = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: delivery.headers,
    payload: delivery.body,
  });

async function onboard(user: TestUser) {
  const res = await send(user, 'POST', '/api/payments/create-connect-account');
  expect(res.statusCode).toBe(200);
  const account = [...fake.accounts.keys()].at(-1)!;
  fake.completeOnboarding(account);
  accountOf.set(user.id, account);
}

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  alice = await createUser(ctx);
  bob = await createUser(ctx);
  await onboard(alice);
  await onboard(bob);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('an order of two sellers paid through Stripe', () => {
  it('is one charge on the platform; after payment each seller is transferred their lines once', async () => {
    const a1 = await createProject(ctx, alice, paidProject(1000));
    const a2 = await createProject(ctx, alice, paidProject(1500));
    const b1 = await createProject(ctx, bob, paidProject(3000));
    const buyer = await createUser(ctx);
    const opened = await send(buyer, 'POST', '/api/checkout', {
      items: [a1, a2, b1].map((projectId) => ({ projectId })),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { checkoutId, paymentIntentId, provider, total } = opened.json();
    expect(provider).toBe('stripe');
    const intent = fake.intents.get(paymentIntentId)!;
    expect(intent.transfer_data).toBeNull();
    expect(intent.transfer_group).toBe(checkoutId);
    expect(intent.amount).toBe(Math.round(total * 100));

    // Stripe reports the payment twice (webhook, then the browser's confirmation).
    expect(
      (await deliver(fake.webhook('payment_intent.succeeded', fake.succeed(paymentIntentId))))
        .statusCode,
    ).toBe(200);
    const confirmed = await send(buyer, 'POST', `/api/checkout/${checkoutId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(ctx.app);

    const made = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.buyerId, buyer.id));
    expect(made).toHaveLength(3);
    const sent = [...fake.transfers.values()].filter((t) => t.transfer_group === checkoutId);
    expect(sent.map((t) => [t.destination, t.amount]).sort()).toEqual(
      [
        [accountOf.get(alice.id), 2500],
        [accountOf.get(bob.id), 3000],
      ].sort(),
    );

    // Refunding Bob's line gives the buyer that line back and takes it back from Bob.
    const bobLine = made.find((l) => l.projectId === b1)!;
    const refund = await send(bob, 'POST', '/api/payments/refund', { licenseId: bobLine.id });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunds = fake.refunds.filter((r) => r.payment_intent === paymentIntentId);
    expect(refunds.map((r) => r.amount)).toEqual([bobLine.totalCents]);
    const bobTransfer = sent.find((t) => t.destination === accountOf.get(bob.id))!;
    expect(fake.transfers.get(bobTransfer.id)!.amount_reversed).toBe(3000);
    const aliceTransfer = sent.find((t) => t.destination === accountOf.get(alice.id))!;
    expect(fake.transfers.get(aliceTransfer.id)!.amount_reversed).toBe(0);
  });
});
