import { PAYMENT_MESSAGES, TEST_CARD_DECLINED } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { checkouts, licenses, testPaymentIntents } from '../../db/schema';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import {
  createProject,
  downloadsOf,
  freemiumProject,
  giveAccount,
  licensesOf,
  paidProject,
  purchaseSteps,
} from '../../../test/payments-fixtures';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
const events: { event: 'activated' | 'refunded'; id: string }[] = [];

const { post, startPurchase, pay, buy } = purchaseSteps(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.licenseEvents.afterCommit(
    'activated',
    async (id) => void events.push({ event: 'activated', id }),
  );
  ctx.app.licenseEvents.afterCommit(
    'refunded',
    async (id) => void events.push({ event: 'refunded', id }),
  );
  seller = await createUser(ctx, { username: 'paysell' });
  buyer = await createUser(ctx, { username: 'paybuyer' });
  other = await createUser(ctx);
  await giveAccount(ctx, seller);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // Effects an earlier test left on the outbox run now, not inside the next test's mail list.
  await settle(ctx.app);
  ctx.outbox.length = 0;
  events.length = 0;
});

describe('POST /api/payments/create-payment-intent', () => {
  it('is limited to 20 a minute per buyer: 429 with Retry-After, other buyers unaffected', async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    const busy = await createUser(ctx);
    for (let i = 0; i < 20; i += 1) {
      expect((await post(busy, '/create-payment-intent', { projectId })).statusCode).toBe(200);
    }
    const checkoutsBefore = await ctx.database.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.buyerId, busy.id));
    const limited = await post(busy, '/create-payment-intent', { projectId });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused call opened nothing.
    expect(
      await ctx.database.db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.buyerId, busy.id)),
    ).toEqual(checkoutsBefore);
    const calm = await createUser(ctx);
    expect((await post(calm, '/create-payment-intent', { projectId })).statusCode).toBe(200);
  });

  it('asks a visitor to sign in', async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    expect((await post(null, '/create-payment-intent', { projectId })).statusCode).toBe(401);
  });

  it('refuses bad input, unknown projects and drafts', async () => {
    expect((await post(buyer, '/create-payment-intent', {})).statusCode).toBe(400);
    expect((await post(buyer, '/create-payment-intent', { projectId: 'x' })).statusCode).toBe(400);
    const unknown = await post(buyer, '/create-payment-intent', {
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Project not found');
    const draft = await createProject(ctx, seller, {
      ...paidProject(),
      status: 'draft',
      publishedAt: null,
    });
    expect((await post(buyer, '/create-payment-intent', { projectId: draft })).statusCode).toBe(
      404,
    );
  });

  it('does not let the seller buy their own project', async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    const res = await post(seller, '/create-payment-intent', { projectId });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.ownProject);
  });

  it('has nothing to sell for a free project', async () => {
    const projectId = await createProject(ctx, seller);
    const res = await post(buyer, '/create-payment-intent', { projectId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.notForSale);
  });

  it('needs the seller to have charges enabled', async () => {
    const newcomer = await createUser(ctx);
    const projectId = await createProject(ctx, newcomer, paidProject());
    const none = await post(buyer, '/create-payment-intent', { projectId });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(PAYMENT_MESSAGES.sellerNotReady);

    const onboarding = await createUser(ctx);
    await giveAccount(ctx, onboarding, { chargesEnabled: false });
    const p2 = await createProject(ctx, onboarding, paidProject());
    const res = await post(buyer, '/create-payment-intent', { projectId: p2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.sellerNotReady);
  });

  it("prices the intent from the project's price and fee, whatever the client sends", async () => {
    const projectId = await createProject(ctx, seller, { ...paidProject(999), feePct: 15 });
    const res = await post(buyer, '/create-payment-intent', {
      projectId,
      total: 1,
      price: 0.01,
    } as object);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // round(999 × 115 / 100) = 1149 cents; fee = 1149 − 999.
    expect(body.amount).toMatchObject({ price: 9.99, fee: 1.5, total: 11.49, currency: 'USD' });
    // An amount of the buyer's own is for pay-what-you-want projects only.
    const own = await post(buyer, '/create-payment-intent', { projectId, amount: 1 });
    expect(own.statusCode).toBe(400);
    expect(body.provider).toBe('test');
    expect(body.publishableKey).toBeNull();
    expect(body.paymentIntentId).toMatch(/^tpi_[0-9a-f]+$/);
    expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, body.paymentIntentId));
    expect(row).toMatchObject({
      amountCents: 1149,
      feeCents: 150,
      buyerId: buyer.id,
      projectId,
      status: 'requires_payment_method',
    });
  });
});

describe('POST /api/payments/test-processor/confirm', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await createProject(ctx, seller, paidProject(2500));
  });

  it('asks a visitor to sign in and validates the body', async () => {
    expect(
      (await post(null, '/test-processor/confirm', { paymentIntentId: 'tpi_1', cardNumber: '1' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(buyer, '/test-processor/confirm', { paymentIntentId: 'tpi_1' })).statusCode,
    ).toBe(400);
    const res = await post(buyer, '/test-processor/confirm', {
      paymentIntentId: 'tpi_1',
      cardNumber: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Card number is required');
  });

  it("lets only the intent's buyer pay it", async () => {
    const { paymentIntentId } = await startPurchase(buyer, projectId);
    const res = await pay(other, paymentIntentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect((await pay(buyer, 'tpi_unknown')).statusCode).toBe(404);
  });

  it('refuses a number that fails the Luhn check, and declines the declined card', async () => {
    const { paymentIntentId } = await startPurchase(buyer, projectId);
    const invalid = await pay(buyer, paymentIntentId, '4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: PAYMENT_MESSAGES.cardInvalid });
    const declined = await pay(buyer, paymentIntentId, TEST_CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: PAYMENT_MESSAGES.cardDeclined });
    const confirm = await post(buyer, '/confirm-payment', { paymentIntentId });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().error).toBe(PAYMENT_MESSAGES.paymentNotSucceeded);
    expect(await licensesOf(ctx, projectId)).toHaveLength(0);
  });

  it('accepts another Luhn-valid card and is idempotent once succeeded', async () => {
    const { paymentIntentId } = await startPurchase(other, projectId);
    const first = await pay(other, paymentIntentId, '5555-5555-5555-4444');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ paymentIntentId, status: 'succeeded' });
    const again = await pay(other, paymentIntentId, TEST_CARD_DECLINED);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('succeeded');
    // Like a webhook, the test network already made the license.
    const rows = (await licensesOf(ctx, projectId)).filter((l) => l.buyerId === other.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'paid', paymentReference: paymentIntentId });
  });
});

describe('POST /api/payments/confirm-payment', () => {
  it('asks a visitor to sign in and validates the body', async () => {
    expect((await post(null, '/confirm-payment', { paymentIntentId: 'tpi_1' })).statusCode).toBe(
      401,
    );
    expect((await post(buyer, '/confirm-payment', { paymentIntentId: '' })).statusCode).toBe(400);
    const weird = await post(buyer, '/confirm-payment', { paymentIntentId: '../../etc' });
    expect(weird.statusCode).toBe(404);
  });

  it('buys a license: amounts, downloads, events, mails, dashboard, project detail', async () => {
    const user = await createUser(ctx, { username: 'receiptbuyer' });
    const projectId = await createProject(ctx, seller, {
      ...paidProject(2500),
      title: 'Receipt Kit',
      downloads: 10,
    });
    const { paymentIntentId } = await startPurchase(user, projectId);
    expect((await post(user, '/confirm-payment', { paymentIntentId })).statusCode).toBe(400);
    ctx.outbox.length = 0;
    expect((await pay(user, paymentIntentId)).statusCode).toBe(200);

    const res = await post(user, '/confirm-payment', { paymentIntentId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(PAYMENT_MESSAGES.purchaseComplete);
    expect(body.license).toMatchObject({ kind: 'paid', isActive: true });
    const [row] = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.id, body.license._id));
    expect(row).toMatchObject({
      totalCents: 3000,
      feeCents: 500,
      sellerCents: 2500,
      paymentReference: paymentIntentId,
    });
    expect(await downloadsOf(ctx, projectId)).toBe(11);
    expect(events).toEqual([{ event: 'activated', id: body.license._id }]);
    await settle(ctx.app); // the mails are effects of the activation (ADR 015)
    expect(ctx.outbox.map((m) => m.to).sort()).toEqual([user.email, seller.email].sort());
    const receipt = ctx.outbox.find((m) => m.to === user.email)!;
    expect(receipt.text).toContain('Receipt Kit');
    expect(receipt.text).toContain('$30');

    // Confirming again changes nothing.
    const again = await post(user, '/confirm-payment', { paymentIntentId });
    expect(again.statusCode).toBe(200);
    expect(again.json().license._id).toBe(body.license._id);
    expect(await downloadsOf(ctx, projectId)).toBe(11);
    expect(events).toHaveLength(1);

    const dashboard = await ctx.app.inject({ url: '/api/dashboard', headers: user.headers });
    expect(dashboard.json().purchasedLicenses[0]).toMatchObject({
      _id: projectId,
      licenseKind: 'paid',
      amountPaid: 30,
    });
    const detail = await ctx.app.inject({
      url: `/api/projects/${projectId}`,
      headers: user.headers,
    });
    expect(detail.json().userLicense.isActive).toBe(true);
    expect(detail.json().project.repository.paidUrl).toBe('https://github.com/example/paid');
  });

  it("does not confirm another buyer's intent", async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    const { paymentIntentId } = await startPurchase(buyer, projectId);
    await pay(buyer, paymentIntentId);
    const res = await post(other, '/confirm-payment', { paymentIntentId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound);
  });

  it('answers 409 to a holder of the paid license who tries to buy again', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    await buy(user, projectId);
    const res = await post(user, '/create-payment-intent', { projectId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('already have access');
  });

  it('refunds a second payment made before the first one finished', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    const a = await startPurchase(user, projectId);
    const b = await startPurchase(user, projectId);
    expect((await pay(user, b.paymentIntentId)).statusCode).toBe(200);
    // The second checkout replaced the first and canceled its intent, but the first payment
    // went through anyway (it raced the cancel): it is the second payment, refunded.
    await ctx.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, a.paymentIntentId));
    const second = await post(user, '/confirm-payment', { paymentIntentId: a.paymentIntentId });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(PAYMENT_MESSAGES.alreadyHaveAccess);
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, a.paymentIntentId));
    expect(intent!.status).toBe('refunded');
    expect(await licensesOf(ctx, projectId)).toHaveLength(1);
  });

  it('upgrades a freemium free license in place', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, freemiumProject(1000));
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: user.headers,
      payload: { projectId },
    });
    expect(claimed.statusCode).toBe(200);
    const freeId = claimed.json().license._id;
    const { paymentIntentId, license } = await buy(user, projectId);
    expect(license._id).toBe(freeId);
    expect(license.kind).toBe('paid');
    const rows = await licensesOf(ctx, projectId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'paid',
      status: 'active',
      totalCents: 1200,
      feeCents: 200,
      sellerCents: 1000,
      paymentReference: paymentIntentId,
    });
    expect(await downloadsOf(ctx, projectId)).toBe(2);
    // A paid holder has access: no second free claim.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: user.headers,
      payload: { projectId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('makes exactly one license from 50 concurrent confirmations and card payments', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    const { paymentIntentId } = await startPurchase(user, projectId);
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? pay(user, paymentIntentId)
        : post(user, '/confirm-payment', { paymentIntentId }),
    );
    calls.push(
      ...Array.from({ length: 50 }, () => post(user, '/confirm-payment', { paymentIntentId })),
    );
    const results = await Promise.all(calls);
    // Before the card went through a confirmation is 400; never a 5xx.
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    const final = await post(user, '/confirm-payment', { paymentIntentId });
    expect(final.statusCode).toBe(200);
    const rows = await licensesOf(ctx, projectId);
    expect(rows).toHaveLength(1);
    const ids = new Set(
      results
        .filter((r) => r.statusCode === 200 && r.json().license)
        .map((r) => r.json().license._id),
    );
    expect([...ids]).toEqual(ids.size ? [rows[0]!.id] : []);
    expect(await downloadsOf(ctx, projectId)).toBe(1);
    expect(events.filter((e) => e.event === 'activated')).toEqual([
      { event: 'activated', id: rows[0]!.id },
    ]);
  });
});

describe('fulfilment', () => {
  it('runs once per test-card purchase: the card fulfils, the confirmations read the license', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(1500));
    const { paymentIntentId } = await startPurchase(user, projectId);
    // A fulfilment run is one activation of the payment's license with its receipt's facts.
    const activations = vi.spyOn(ctx.app.licenses, 'activatePaid');
    const receiptFacts = vi.spyOn(ctx.app.receipts, 'paymentFacts');
    try {
      expect((await pay(user, paymentIntentId)).statusCode).toBe(200);
      expect(activations).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i++) {
        const res = await post(user, '/confirm-payment', { paymentIntentId });
        expect(res.statusCode).toBe(200);
        expect(res.json().license).toMatchObject({ kind: 'paid', isActive: true });
      }
      // Paying again with the card (idempotent at the card network) fulfils nothing more.
      expect((await pay(user, paymentIntentId)).statusCode).toBe(200);
      expect(activations).toHaveBeenCalledTimes(1);
      expect(receiptFacts).toHaveBeenCalledTimes(1);
      expect(await licensesOf(ctx, projectId)).toHaveLength(1);
      expect(events.filter((e) => e.event === 'activated')).toHaveLength(1);
    } finally {
      activations.mockRestore();
      receiptFacts.mockRestore();
    }
  });

  it('sends the sale mails once, from the license activated event, and none for a free claim', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, { ...paidProject(1200), title: 'Mail Kit' });
    ctx.outbox.length = 0;
    const { paymentIntentId } = await buy(user, projectId);
    // A confirmation after the purchase completed sends nothing more.
    expect((await post(user, '/confirm-payment', { paymentIntentId })).statusCode).toBe(200);
    await settle(ctx.app);
    expect(ctx.outbox.map((m) => m.to).sort()).toEqual([user.email, seller.email].sort());
    expect(ctx.outbox.find((m) => m.to === seller.email)!.subject).toBe(
      'You sold a license for Mail Kit',
    );

    ctx.outbox.length = 0;
    const freeId = await createProject(ctx, seller, { ...paidProject(0), licenseType: 'free' });
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: user.headers,
      payload: { projectId: freeId },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    await settle(ctx.app);
    expect(ctx.outbox).toEqual([]);
  });

  it("sends a freemium buyer's sale mails when the free license is upgraded in place", async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, {
      ...freemiumProject(1500),
      title: 'Upgrade Kit',
    });
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: user.headers,
      payload: { projectId },
    });
    expect(claimed.statusCode).toBe(200);
    await settle(ctx.app);
    ctx.outbox.length = 0;
    // The upgrade keeps the license's id: its activation is a new occurrence all the same.
    const { license } = await buy(user, projectId);
    expect(license._id).toBe(claimed.json().license._id);
    await settle(ctx.app);
    expect(ctx.outbox.map((m) => m.to).sort()).toEqual([user.email, seller.email].sort());
    expect(ctx.outbox.find((m) => m.to === seller.email)!.subject).toBe(
      'You sold a license for Upgrade Kit',
    );
  });
});
