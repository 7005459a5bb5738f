import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';

/**
 * Every seller money figure reads one source (docs/product-rules.md#balances): after sales, a
 * refund, a dispute and payouts, the dashboard, the balance, the earnings, the monthly chart,
 * the sales table and the sales CSV tell the same story, through the real HTTP paths.
 */
let ctx: TestContext;
let seller: TestUser;
let admin: TestUser;
let instant: string;
let windowed: string;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  await giveAccount(ctx, seller);
  // No refund window: available at once. 14 days: pending.
  instant = await createProject(ctx, seller, { ...paidProject(1000), refundWindowDays: 0 });
  windowed = await createProject(ctx, seller, { ...paidProject(2500), refundWindowDays: 14 });
});
afterAll(() => ctx.close());

const post = (url: string, user: TestUser, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
async function get(url: string, user: TestUser = seller) {
  const res = await ctx.app.inject({ url, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A new buyer pays for the project with the test card; returns the license and intent. */
async function buy(projectId: string) {
  const buyer = await createUser(ctx);
  const intent = await post('/api/payments/create-payment-intent', buyer, { projectId });
  expect(intent.statusCode, intent.body).toBe(200);
  const { paymentIntentId } = intent.json();
  const card = await post('/api/payments/test-processor/confirm', buyer, {
    paymentIntentId,
    cardNumber: TEST_CARD_SUCCESS,
  });
  expect(card.statusCode, card.body).toBe(200);
  const confirmed = await post('/api/payments/confirm-payment', buyer, { paymentIntentId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { buyer, paymentIntentId, licenseId: confirmed.json().license.id as string };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Reads every endpoint, checks that their sums agree, and returns the figures (cents). */
async function figures() {
  const [dashboard, balance, earnings, csv, home] = await Promise.all([
    get('/api/dashboard').then((r) => r.json()),
    get('/api/seller/balance').then((r) => r.json()),
    get('/api/payments/seller-earnings').then((r) => r.json()),
    get('/api/seller/sales.csv').then((r) => r.body as string),
    get('/api/home').then((r) => r.json()),
  ]);
  const total = cents(earnings.totalEarnings);
  const rows = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(1, -1).split('","'));
  const csvNet = (status: string) =>
    rows.filter((r) => r[11] === status).reduce((sum, r) => sum + cents(Number(r[9])), 0);
  const chart = earnings.monthlyRevenue as { earnings: number; sales: number }[];
  const table = earnings.recentSales as { sellerEarnings: number; status: string }[];

  // The dashboard's seller figures are the earnings'.
  expect(cents(dashboard.sellerStats.totalRevenue)).toBe(total);
  expect(dashboard.sellerStats.monthlyRevenue).toBe(earnings.monthlyEarnings);
  expect(dashboard.sellerStats.paidDownloads).toBe(earnings.totalSales);
  expect(dashboard.sellerStats.freeDownloads).toBe(earnings.freeClaims);
  // The balance splits the same total: pending + available + paid out.
  expect(balance.pendingCents + balance.availableCents + balance.paidOutCents).toBe(total);
  // The chart (every sale is in this month), the table and the CSV sum to it too.
  expect(chart.reduce((sum, m) => sum + cents(m.earnings), 0)).toBe(total);
  expect(chart.reduce((sum, m) => sum + m.sales, 0)).toBe(earnings.totalSales);
  expect(
    table.filter((s) => s.status === 'active').reduce((sum, s) => sum + cents(s.sellerEarnings), 0),
  ).toBe(total);
  expect(csvNet('paid')).toBe(total);
  expect(rows.filter((r) => r[11] === 'paid')).toHaveLength(earnings.totalSales);
  // Held money: the balance's dispute figure is the CSV's disputed sales.
  expect(csvNet('disputed')).toBe(balance.inDisputeCents);
  // The only seller of this marketplace: the home band's figure is their total.
  expect(cents(home.stats.earnedBySellers)).toBe(total);
  return { total, balance, sales: earnings.totalSales as number };
}

describe('seller money figures agree across endpoints', () => {
  let sold: Awaited<ReturnType<typeof buy>>[] = [];

  it('after sales and a payout', async () => {
    sold = [await buy(instant), await buy(instant), await buy(windowed), await buy(windowed)];
    const paid = await post('/api/payments/test-processor/payouts', admin);
    expect(paid.json().amountCents).toBe(2000);
    const f = await figures();
    expect(f.total).toBe(7000);
    expect(f.balance).toMatchObject({ pendingCents: 5000, availableCents: 0, paidOutCents: 2000 });
  });

  it('after a refund the seller approves', async () => {
    const { buyer, licenseId } = sold[2]!;
    const asked = await post(`/api/licenses/${licenseId}/refund-request`, buyer, {
      reason: 'Not what I needed',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await post(
      `/api/seller/refund-requests/${asked.json().refundRequest.id}/approve`,
      seller,
      { message: 'Refunded' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const f = await figures();
    expect(f.total).toBe(4500);
    expect(f.sales).toBe(3);
    expect(f.balance).toMatchObject({ pendingCents: 2500, availableCents: 0 });
  });

  it('after a dispute opens, and after it is lost', async () => {
    const { paymentIntentId } = sold[3]!;
    const opened = await post('/api/payments/test-processor/dispute', admin, { paymentIntentId });
    expect(opened.statusCode, opened.body).toBe(200);
    let f = await figures();
    expect(f.total).toBe(2000);
    expect(f.balance).toMatchObject({ pendingCents: 0, inDisputeCents: 2500 });
    const lost = await post('/api/payments/test-processor/dispute', admin, {
      paymentIntentId,
      outcome: 'lost',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    f = await figures();
    expect(f.balance).toMatchObject({ inDisputeCents: 0 });
  });

  it('when a refund of paid-out money and payout runs race, each cent is counted once', async () => {
    const extra = await buy(instant);
    const [refund] = await Promise.all([
      post('/api/payments/refund', seller, { licenseId: sold[0]!.licenseId }),
      ...Array.from({ length: 4 }, () => post('/api/payments/test-processor/payouts', admin)),
      post('/api/payments/refund', seller, { licenseId: extra.licenseId }),
    ]);
    expect(refund.statusCode, refund.body).toBe(200);
    const f = await figures();
    expect(f.total).toBe(1000);
    // Whatever ran first, paid out never exceeds what was sold and stays paid out.
    expect(f.balance.paidOutCents).toBeGreaterThanOrEqual(2000);
    expect(f.balance.paidOutCents).toBeLessThanOrEqual(3000);
  });
});
