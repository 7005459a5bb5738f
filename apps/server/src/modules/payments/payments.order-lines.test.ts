import { PAYMENT_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { licenses, testPaymentIntents } from '../../db/schema';
import { lineReference } from '../../integrations/payments/payment-reference';
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
 * Refunds of one line of an order paid by one payment (licenses `intent:line`): the provider
 * gives back that line's total only (Stripe: and takes the seller's share back from their
 * transfer), the order's other licenses stay, and however many refunds of one line run at once
 * its money moves once.
 */

interface World {
  ctx: TestContext;
  sellerA: TestUser;
  sellerB: TestUser;
  admin: TestUser;
  /** Line 1: seller A's project (1800 paid, 300 fee); line 2: seller B's (1200 paid, 200 fee). */
  lines: [OrderLineInput, OrderLineInput];
  refundedEvents: string[];
}

async function makeWorld(
  env: Record<string, string>,
  account: (ctx: TestContext, seller: TestUser) => Promise<void>,
): Promise<World> {
  const ctx = await createTestApp(env);
  const refundedEvents: string[] = [];
  ctx.app.licenseEvents.afterCommit('refunded', async (id) => void refundedEvents.push(id));
  const sellerA = await createUser(ctx);
  const sellerB = await createUser(ctx);
  const admin = await createUser(ctx, { role: 'admin' });
  await account(ctx, sellerA);
  await account(ctx, sellerB);
  const projectA = await createProject(ctx, sellerA, paidProject(1500));
  const projectB = await createProject(ctx, sellerB, paidProject(1000));
  return {
    ctx,
    sellerA,
    sellerB,
    admin,
    lines: [
      { projectId: projectA, totalCents: 1800, feeCents: 300 },
      { projectId: projectB, totalCents: 1200, feeCents: 200 },
    ],
    refundedEvents,
  };
}

const refund = (w: World, user: TestUser | null, licenseId: string) =>
  w.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/refund',
    headers: user?.headers ?? {},
    payload: { licenseId },
  });

async function statusOf(w: World, licenseId: string) {
  const [row] = await w.ctx.database.db
    .select({ status: licenses.status })
    .from(licenses)
    .where(eq(licenses.id, licenseId));
  return row!.status;
}

/** A new buyer's paid order of both projects, paid by `pay`. */
async function freshOrder(w: World, pay: (buyer: TestUser, intentId: string) => Promise<void>) {
  const buyer = await createUser(w.ctx);
  const order = await payOrder(w.ctx, buyer, w.lines, (intentId) => pay(buyer, intentId));
  return { ...order, buyer };
}

describe('refunding one line of an order (test processor)', () => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld({}, async (ctx, seller) => void (await giveAccount(ctx, seller)));
  });
  afterAll(() => w.ctx.close());
  beforeEach(() => {
    w.refundedEvents.length = 0;
  });

  const card = (buyer: TestUser, intentId: string) => testCard(w.ctx, buyer)(intentId);

  const intentRow = async (id: string) => {
    const [row] = await w.ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, id));
    return row!;
  };

  it("refunds that line's total only; the order's other license stays", async () => {
    const { intentId, licenseIds } = await freshOrder(w, card);
    const [line1, line2] = licenseIds as [string, string];

    expect((await refund(w, null, line1)).statusCode).toBe(401);
    const notTheirs = await refund(w, w.sellerB, line1);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error).toBe(PAYMENT_MESSAGES.refundNotAllowed);

    const res = await refund(w, w.sellerA, line1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PAYMENT_MESSAGES.refunded,
      licenseId: line1,
      status: 'refunded',
    });
    expect(await statusOf(w, line1)).toBe('refunded');
    expect(await statusOf(w, line2)).toBe('active');
    expect(await intentRow(intentId)).toMatchObject({
      status: 'succeeded',
      refundedCents: 1800,
      refundKeys: [`refund:${lineReference(intentId, 1)}`],
    });
    expect(w.refundedEvents).toEqual([line1]);

    const again = await refund(w, w.sellerA, line1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_MESSAGES.alreadyRefunded);

    // The admin refunds the other line: nothing is left of the payment.
    expect((await refund(w, w.admin, line2)).statusCode).toBe(200);
    expect(await intentRow(intentId)).toMatchObject({ status: 'refunded', refundedCents: 3000 });
    expect(w.refundedEvents).toEqual([line1, line2]);

    await settle(w.ctx.app);
  });

  it('ten refunds and approvals of one line at once refund it once', async () => {
    const { intentId, licenseIds, buyer } = await freshOrder(w, card);
    const [line1, line2] = licenseIds as [string, string];
    const requested = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/licenses/${line1}/refund-request`,
      headers: buyer.headers,
      payload: { reason: 'Bought the wrong kit' },
    });
    expect(requested.statusCode).toBe(201);
    const requestId = requested.json().refundRequest.id as string;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? refund(w, w.sellerA, line1)
          : w.ctx.app.inject({
              method: 'POST',
              url: `/api/seller/refund-requests/${requestId}/approve`,
              headers: w.sellerA.headers,
              payload: {},
            }),
      ),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);

    expect(await intentRow(intentId)).toMatchObject({
      status: 'succeeded',
      refundedCents: 1800,
      refundKeys: [`refund:${lineReference(intentId, 1)}`],
    });
    expect(await statusOf(w, line1)).toBe('refunded');
    expect(await statusOf(w, line2)).toBe('active');
    expect(w.refundedEvents).toEqual([line1]);
    await settle(w.ctx.app);
  });

  it("keeps the test card's digits on each line's receipt", async () => {
    const { intentId, licenseIds, buyer } = await freshOrder(w, card);
    const facts = await w.ctx.app.receipts.paymentFacts(lineReference(intentId, 2));
    expect(facts.cardLast4).toBe('4242');
    for (const id of licenseIds) {
      const res = await w.ctx.app.inject({
        method: 'GET',
        url: `/api/licenses/${id}/receipt`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ cardLast4: '4242', status: 'paid' });
    }
  });
});

describe('refunding one line of an order (Stripe, separate charges and transfers)', () => {
  let fake: FakeStripe;
  let w: World;
  const accountOf = new Map<string, string>();

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
        accountOf.set(seller.id, accountId);
      },
    );
  });
  afterAll(async () => {
    await w.ctx.close();
    await fake.close();
  });
  beforeEach(() => {
    w.refundedEvents.length = 0;
  });

  const pay = async (_buyer: TestUser, intentId: string) => void fake.succeed(intentId);

  /** A paid two-line order whose sellers received their transfers. */
  async function transferredOrder() {
    const order = await freshOrder(w, pay);
    for (const [seller, cents] of [
      [w.sellerA, 1500],
      [w.sellerB, 1000],
    ] as const) {
      await w.ctx.app.paymentProvider!.transferToSeller({
        intentId: order.intentId,
        orderId: order.orderId,
        destinationAccountId: accountOf.get(seller.id)!,
        amountCents: cents,
        currency: 'USD',
        idempotencyKey: `transfer:${order.orderId}:${seller.id}`,
      });
    }
    return order;
  }

  const transfersOf = (orderId: string) =>
    [...fake.transfers.values()].filter((t) => t.transfer_group === orderId);
  const refundsOf = (intentId: string) => fake.refunds.filter((r) => r.payment_intent === intentId);

  it("refunds the line's total and takes its seller's share back from that seller only", async () => {
    const { intentId, orderId, licenseIds } = await transferredOrder();
    const [line1, line2] = licenseIds as [string, string];

    const res = await refund(w, w.sellerA, line1);
    expect(res.statusCode).toBe(200);
    expect(refundsOf(intentId)).toEqual([
      expect.objectContaining({
        amount: 1800,
        metadata: { idempotencyKey: `refund:${lineReference(intentId, 1)}` },
      }),
    ]);
    const transfers = transfersOf(orderId);
    expect(transfers.map((t) => [t.destination, t.amount_reversed])).toEqual([
      [accountOf.get(w.sellerA.id), 1500],
      [accountOf.get(w.sellerB.id), 0],
    ]);
    expect(await statusOf(w, line1)).toBe('refunded');
    expect(await statusOf(w, line2)).toBe('active');
    expect(w.refundedEvents).toEqual([line1]);

    // Stripe's charge.refunded for a partial refund ends no license.
    const partial = fake.webhook('charge.refunded', {
      id: fake.intents.get(intentId)!.latest_charge,
      object: 'charge',
      payment_intent: intentId,
      refunded: false,
      amount_refunded: 1800,
    });
    const delivered = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: partial.headers,
      payload: partial.body,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await statusOf(w, line2)).toBe('active');
    await settle(w.ctx.app);
  });

  it('ten refunds of one line at once refund it and reverse its transfer once', async () => {
    const { intentId, orderId, licenseIds } = await transferredOrder();
    const [line1, line2] = licenseIds as [string, string];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(w, w.sellerB, line2)),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([1200]);
    const [, toB] = transfersOf(orderId);
    expect(toB!.amount_reversed).toBe(1000);
    expect(toB!.reversals.data).toHaveLength(1);
    expect(await statusOf(w, line1)).toBe('active');
    expect(await statusOf(w, line2)).toBe('refunded');
    expect(w.refundedEvents).toEqual([line2]);
    await settle(w.ctx.app);
  });

  it("puts the card's digits of the order's payment on each line's receipt", async () => {
    const { licenseIds, buyer } = await freshOrder(w, pay);
    await settle(w.ctx.app);
    for (const id of licenseIds) {
      const res = await w.ctx.app.inject({
        method: 'GET',
        url: `/api/licenses/${id}/receipt`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ cardLast4: '4242', status: 'paid' });
    }
  });

  it('a full refund of the payment at Stripe ends every license of the order', async () => {
    const { intentId, licenseIds } = await transferredOrder();
    const full = fake.webhook('charge.refunded', {
      id: fake.intents.get(intentId)!.latest_charge,
      object: 'charge',
      payment_intent: intentId,
      refunded: true,
      amount_refunded: 3000,
    });
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: full.headers,
      payload: full.body,
    });
    expect(res.statusCode).toBe(200);
    for (const id of licenseIds) expect(await statusOf(w, id)).toBe('refunded');
    expect(w.refundedEvents.sort()).toEqual([...licenseIds].sort());
    await settle(w.ctx.app);
  });
});
