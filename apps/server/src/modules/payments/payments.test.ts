import { PAYMENT_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { licenses, testPaymentIntents } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import {
  createProject,
  downloadsOf,
  giveAccount,
  paidProject,
  purchaseSteps,
} from '../../../test/payments-fixtures';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
const events: { event: 'activated' | 'refunded'; id: string }[] = [];

type Who = TestUser | null;
const get = (user: Who, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payments${url}`, headers: user?.headers ?? {} });

const { post, buy } = purchaseSteps(() => ctx.app);

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
  admin = await createUser(ctx, { role: 'admin' });
  await giveAccount(ctx, seller);
});
afterAll(() => ctx.close());
beforeEach(() => {
  events.length = 0;
});

describe('GET /api/payments/config', () => {
  it('tells anyone the test processor runs', async () => {
    const res = await get(null, '/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'test', publishableKey: null, enabled: true });
  });
});

describe('seller payment account (test processor)', () => {
  it('asks a visitor to sign in', async () => {
    expect((await get(null, '/connect-account-status')).statusCode).toBe(401);
    expect((await post(null, '/create-connect-account')).statusCode).toBe(401);
    expect((await post(null, '/test-processor/complete-onboarding')).statusCode).toBe(401);
  });

  it('goes from no account to started to complete', async () => {
    const user = await createUser(ctx);
    expect((await get(user, '/connect-account-status')).json()).toEqual({
      hasAccount: false,
      detailsSubmitted: false,
      chargesEnabled: false,
      provider: 'test',
    });
    const created = await post(user, '/create-connect-account');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      onboardingUrl: 'http://localhost:3000/seller-dashboard/onboarding',
    });
    expect((await get(user, '/connect-account-status')).json()).toMatchObject({
      hasAccount: true,
      detailsSubmitted: false,
      chargesEnabled: false,
    });
    // Asking again keeps the one account.
    expect((await post(user, '/create-connect-account')).statusCode).toBe(200);
    const done = await post(user, '/test-processor/complete-onboarding');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      hasAccount: true,
      detailsSubmitted: true,
      chargesEnabled: true,
      provider: 'test',
    });
    // Now their paid projects can be bought.
    const projectId = await createProject(ctx, user, paidProject());
    expect((await post(buyer, '/create-payment-intent', { projectId })).statusCode).toBe(200);
  });

  it('completes onboarding of a seller who never started it', async () => {
    const user = await createUser(ctx);
    const res = await post(user, '/test-processor/complete-onboarding');
    expect(res.json()).toMatchObject({ hasAccount: true, chargesEnabled: true });
  });

  it('has no webhook without Stripe', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/payments/seller-earnings', () => {
  it('asks a visitor to sign in', async () => {
    expect((await get(null, '/seller-earnings')).statusCode).toBe(401);
  });

  it('sums active paid sales and lists them newest first with the licensee', async () => {
    const maker = await createUser(ctx);
    await giveAccount(ctx, maker);
    const p1 = await createProject(ctx, maker, { ...paidProject(2500), title: 'Alpha' });
    const p2 = await createProject(ctx, maker, { ...paidProject(1000), title: 'Beta' });
    const free = await createProject(ctx, maker, { title: 'Gamma' });
    const b1 = await createUser(ctx, { username: 'earnb1' });
    const b2 = await createUser(ctx, { username: 'earnb2' });
    await buy(b1, p1);
    await buy(b2, p2);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: b1.headers,
      payload: { projectId: free },
    });

    const res = await get(maker, '/seller-earnings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      hasAccount: true,
      totalEarnings: 35,
      totalSales: 2,
      monthlyEarnings: 35,
      freeClaims: 1,
    });
    expect(body.recentSales).toHaveLength(2);
    expect(body.recentSales[0]).toMatchObject({
      price: 10,
      fee: 2,
      total: 12,
      sellerEarnings: 10,
      status: 'active',
      project: { _id: p2, title: 'Beta' },
      licensee: { username: 'earnb2', email: b2.email },
    });
    expect(body.recentSales[1].project.title).toBe('Alpha');
  });

  it('is empty for someone who sells nothing', async () => {
    const res = await get(other, '/seller-earnings');
    expect(res.json()).toEqual({
      hasAccount: false,
      totalEarnings: 0,
      totalSales: 0,
      monthlyEarnings: 0,
      freeClaims: 0,
      recentSales: [],
      monthlyRevenue: expect.any(Array),
    });
    const months = res.json().monthlyRevenue as {
      month: string;
      earnings: number;
      sales: number;
    }[];
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.earnings === 0 && m.sales === 0)).toBe(true);
  });

  it('groups active paid sales of the last 12 UTC months, oldest first, with empty months at 0', async () => {
    const maker = await createUser(ctx);
    await giveAccount(ctx, maker);
    const projectId = await createProject(ctx, maker, paidProject(2500));
    const cheap = await createProject(ctx, maker, paidProject(1000));
    const free = await createProject(ctx, maker, { title: 'Free one' });
    const bought = async (p: string) => (await buy(await createUser(ctx), p)).license._id;
    const now = new Date();
    const monthAgo = (n: number, day = 15) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day, 12));
    const key = (n: number) => monthAgo(n).toISOString().slice(0, 7);
    const backdate = (id: string, at: Date) =>
      ctx.database.db.update(licenses).set({ createdAt: at }).where(eq(licenses.id, id));

    await bought(projectId); // this month: $25
    await backdate(await bought(projectId), monthAgo(3)); // $25
    await backdate(await bought(cheap), monthAgo(3)); // $10
    const refunded = await bought(cheap);
    await backdate(refunded, monthAgo(3));
    expect((await post(maker, '/refund', { licenseId: refunded })).statusCode).toBe(200);
    await backdate(await bought(projectId), monthAgo(11, 1)); // oldest month of the window
    await backdate(await bought(projectId), monthAgo(12, 28)); // outside the window
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: (await createUser(ctx)).headers,
      payload: { projectId: free },
    });
    expect(claim.statusCode).toBe(200);

    const res = await get(maker, '/seller-earnings');
    expect(res.statusCode).toBe(200);
    const months = res.json().monthlyRevenue as {
      month: string;
      earnings: number;
      sales: number;
    }[];
    expect(months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => key(11 - i)));
    expect(months[0]).toEqual({ month: key(11), earnings: 25, sales: 1 });
    expect(months[8]).toEqual({ month: key(3), earnings: 35, sales: 2 });
    expect(months[11]).toEqual({ month: key(0), earnings: 25, sales: 1 });
    const others = months.filter((_, i) => ![0, 8, 11].includes(i));
    expect(others.every((m) => m.earnings === 0 && m.sales === 0)).toBe(true);
    expect(res.json().totalSales).toBe(5);
  });
});

describe('POST /api/payments/refund', () => {
  it('asks a visitor to sign in and validates the body', async () => {
    expect((await post(null, '/refund', { licenseId: crypto.randomUUID() })).statusCode).toBe(401);
    expect((await post(seller, '/refund', { licenseId: 'nope' })).statusCode).toBe(400);
    const unknown = await post(seller, '/refund', { licenseId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PAYMENT_MESSAGES.licenseNotFound);
  });

  it('lets the seller refund: the license stops being active, downloads stay', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    const { paymentIntentId, license } = await buy(user, projectId);
    events.length = 0;

    expect((await post(user, '/refund', { licenseId: license._id })).statusCode).toBe(403);
    const denied = await post(other, '/refund', { licenseId: license._id });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(PAYMENT_MESSAGES.refundNotAllowed);

    const res = await post(seller, '/refund', { licenseId: license._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PAYMENT_MESSAGES.refunded,
      licenseId: license._id,
      status: 'refunded',
    });
    expect(events).toEqual([{ event: 'refunded', id: license._id }]);
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    expect(intent!.status).toBe('refunded');
    expect(await downloadsOf(ctx, projectId)).toBe(1);

    const detail = await ctx.app.inject({
      url: `/api/projects/${projectId}`,
      headers: user.headers,
    });
    expect(detail.json().userLicense).toBeNull();
    expect(detail.json().project.repository.paidUrl).toBeNull();
    const dashboard = await ctx.app.inject({ url: '/api/dashboard', headers: user.headers });
    // The library keeps the purchase, marked refunded, without its paid repository.
    expect(dashboard.json().purchasedLicenses).toMatchObject([
      { licenseStatus: 'refunded', repository: { paidUrl: null }, refund: { via: 'refund' } },
    ]);
    const confirm = await post(user, '/confirm-payment', { paymentIntentId });
    expect(confirm.statusCode).toBe(400);

    const again = await post(seller, '/refund', { licenseId: license._id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_MESSAGES.alreadyRefunded);

    const sales = (await get(seller, '/seller-earnings')).json().recentSales;
    expect(sales.find((s: { _id: string }) => s._id === license._id).status).toBe('refunded');

    // The buyer can buy again.
    const rebuy = await buy(user, projectId);
    expect(rebuy.license._id).not.toBe(license._id);
  });

  it('lets an admin refund, and refuses free licenses', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    const { license } = await buy(user, projectId);
    expect((await post(admin, '/refund', { licenseId: license._id })).statusCode).toBe(200);

    const freeProject = await createProject(ctx, seller);
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: user.headers,
      payload: { projectId: freeProject },
    });
    const res = await post(seller, '/refund', { licenseId: claimed.json().license._id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.refundOnlyPaid);
  });
});
