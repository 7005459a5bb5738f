import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkouts, licenses, testPayouts } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';
import { nextPayoutRun, TEST_SCHEDULE } from './balances.service';

/**
 * Seller balances with the test processor (docs/product-rules.md#balances): every figure is a sum
 * of stored rows. A sale is pending until its project's refund window has passed (exactly
 * N × 24 hours after the purchase), then available until a payout moves it to paid out.
 */
const DAY = 86_400_000;
let now = new Date('2026-06-01T12:00:00Z');
let ctx: TestContext;
let seller: TestUser;
let admin: TestUser;
let buyerNo = 0;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  seller = await createUser(ctx, { username: 'balance_seller' });
  admin = await createUser(ctx, { role: 'admin' });
  await giveAccount(ctx, seller);
});
afterAll(() => ctx.close());

const get = (url: string, user: TestUser | null = seller) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const balance = async (user: TestUser = seller) => {
  const res = await get('/api/seller/balance', user);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const payNow = (user: TestUser | null = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/test-processor/payouts',
    headers: user?.headers ?? {},
  });

/** A paid sale stored as the payments module stores it (license and checkout rows). */
async function sale(
  projectId: string,
  opts: {
    at: Date;
    sellerCents: number;
    status?: 'active' | 'refunded' | 'suspended' | 'revoked';
    listCents?: number;
    buyer?: TestUser;
  },
) {
  buyerNo += 1;
  const buyer = opts.buyer ?? (await createUser(ctx));
  const reference = `tpi_balance${buyerNo}`;
  const feeCents = Math.round(opts.sellerCents * 0.2);
  const [row] = await ctx.database.db
    .insert(licenses)
    .values({
      projectId,
      buyerId: buyer.id,
      kind: 'paid',
      paymentReference: reference,
      totalCents: opts.sellerCents + feeCents,
      feeCents,
      sellerCents: opts.sellerCents,
      status: opts.status ?? 'active',
      createdAt: opts.at,
    })
    .returning({ id: licenses.id });
  await ctx.database.db.insert(checkouts).values({
    paymentReference: reference,
    projectId,
    buyerId: buyer.id,
    listPriceCents: opts.listCents ?? opts.sellerCents,
    discountCents: (opts.listCents ?? opts.sellerCents) - opts.sellerCents,
    priceCents: opts.sellerCents,
    feeCents,
    totalCents: opts.sellerCents + feeCents,
    redemption: 'none',
    expiresAt: opts.at,
    // Settled: a buyer has one open checkout per project, and a fixture may sell them it again.
    closedAt: opts.at,
    createdAt: opts.at,
  });
  return row!.id;
}

describe('GET /api/seller/balance (test processor)', () => {
  it('sums pending, available and in-dispute amounts from the rows, at the refund window edges', async () => {
    const fourteen = await createProject(ctx, seller, { ...paidProject(), refundWindowDays: 14 });
    const none = await createProject(ctx, seller, { ...paidProject(), refundWindowDays: 0 });
    // Exactly 14 days ago: the window has just ended, so the money is available.
    await sale(fourteen, { at: new Date(now.getTime() - 14 * DAY), sellerCents: 1000 });
    // One millisecond less: still inside the window, pending.
    await sale(fourteen, { at: new Date(now.getTime() - 14 * DAY + 1), sellerCents: 2000 });
    // Bought now on a project without refunds: available at once.
    await sale(none, { at: now, sellerCents: 400 });
    // Refunded and lost disputes count nowhere; an open dispute is held.
    await sale(fourteen, {
      at: new Date(now.getTime() - 30 * DAY),
      sellerCents: 800,
      status: 'refunded',
    });
    await sale(fourteen, {
      at: new Date(now.getTime() - 30 * DAY),
      sellerCents: 700,
      status: 'revoked',
    });
    await sale(fourteen, {
      at: new Date(now.getTime() - 30 * DAY),
      sellerCents: 600,
      status: 'suspended',
    });

    expect(await balance()).toEqual({
      provider: 'test',
      currency: 'USD',
      pending: 20,
      pendingCents: 2000,
      available: 14,
      availableCents: 1400,
      inDispute: 6,
      inDisputeCents: 600,
      paidOut: 0,
      paidOutCents: 0,
      schedule: TEST_SCHEDULE,
      payouts: [],
    });

    // Two milliseconds later the pending sale's window has ended too.
    now = new Date(now.getTime() + 1);
    const later = await balance();
    expect(later).toMatchObject({ pendingCents: 0, availableCents: 3400 });
  });

  it('another seller sees only their own figures', async () => {
    const other = await createUser(ctx);
    expect(await balance(other)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      paidOutCents: 0,
      payouts: [],
    });
    expect((await get('/api/seller/balance', null)).statusCode).toBe(401);
  });

  it('an admin payout run moves the available balance into a payout, once', async () => {
    const before = await balance();
    const runs = await Promise.all(Array.from({ length: 10 }, () => payNow()));
    expect(runs.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const paid = runs.reduce((sum, r) => sum + r.json().amountCents, 0);
    expect(paid).toBe(before.availableCents);
    const after = await balance();
    expect(after).toMatchObject({
      availableCents: 0,
      paidOutCents: before.availableCents,
      pendingCents: before.pendingCents,
    });
    expect(after.payouts).toEqual([
      {
        id: expect.any(String),
        amount: before.availableCents / 100,
        amountCents: before.availableCents,
        currency: 'USD',
        status: 'paid',
        createdAt: now.toISOString(),
        arrivalDate: now.toISOString(),
      },
    ]);
    const rows = await ctx.database.db.select().from(testPayouts);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(before.availableCents);
    // Nothing left: another run pays nothing.
    expect((await payNow()).json()).toEqual({ payouts: 0, amount: 0, amountCents: 0 });
  });

  it('a refund of money already paid out makes the available balance negative', async () => {
    const projectId = await createProject(ctx, seller, { ...paidProject(), refundWindowDays: 0 });
    const id = await sale(projectId, { at: now, sellerCents: 500 });
    await payNow();
    await ctx.database.db.update(licenses).set({ status: 'refunded' }).where(eq(licenses.id, id));
    expect(await balance()).toMatchObject({ availableCents: -500 });
    // Later sales pay the debt back before anything is paid out.
    await sale(projectId, { at: now, sellerCents: 300 });
    expect((await payNow()).json().amountCents).toBe(0);
    expect(await balance()).toMatchObject({ availableCents: -200 });
  });

  it('the daily scheduled job pays out at 00:00 UTC, once per day', async () => {
    expect(nextPayoutRun(new Date('2026-06-01T12:00:00Z')).toISOString()).toBe(
      '2026-06-02T00:00:00.000Z',
    );
    expect(nextPayoutRun(new Date('2026-06-02T00:00:00Z')).toISOString()).toBe(
      '2026-06-02T00:00:00.000Z',
    );
    const projectId = await createProject(ctx, seller, { ...paidProject(), refundWindowDays: 0 });
    await sale(projectId, { at: now, sellerCents: 900 });
    const count = async () => (await ctx.database.db.select().from(testPayouts)).length;
    const before = await count();
    // The earlier refund's debt is paid back first.
    const { availableCents: due } = await balance();
    expect(due).toBe(700);
    // Not yet due: nothing is paid (the table runner waits; pg-boss, on the database's clock,
    // may start the run, which then finds itself early and pays nothing).
    await ctx.app.jobs.runDueNow();
    expect(await count()).toBe(before);
    expect(await ctx.app.balances.runScheduled('2026-06-02')).toBeNull();
    expect(await count()).toBe(before);

    now = new Date('2026-06-02T00:00:01Z');
    if (ctx.app.jobs.kind === 'table') {
      // The queue runs the day's job on our clock.
      await ctx.app.jobs.runDueNow();
    } else {
      await ctx.app.balances.runScheduled('2026-06-02');
    }
    expect(await count()).toBe(before + 1);
    const b = await balance();
    expect(b.payouts[0]).toMatchObject({ amountCents: due, createdAt: now.toISOString() });
    // The same day never pays twice, however often (or concurrently) it runs.
    await sale(projectId, { at: now, sellerCents: 100 });
    await Promise.all(Array.from({ length: 5 }, () => ctx.app.balances.runScheduled('2026-06-02')));
    await ctx.app.jobs.runDueNow();
    expect(await count()).toBe(before + 1);
    expect(await balance()).toMatchObject({ availableCents: 100 });
  });

  it('only an admin runs payouts', async () => {
    expect((await payNow(null)).statusCode).toBe(401);
    expect((await payNow(seller)).statusCode).toBe(403);
  });
});

describe('GET /api/seller/sales.csv', () => {
  it('exports every paid sale with its breakdown and status, formulas neutralised', async () => {
    const seller2 = await createUser(ctx, { username: 'csv_seller' });
    const buyer = await createUser(ctx, { username: 'csv_buyer', email: 'csv_buyer@example.com' });
    const evil = await createProject(ctx, seller2, {
      ...paidProject(),
      title: '=HYPERLINK("http://evil.example","click")',
    });
    const plain = await createProject(ctx, seller2, {
      ...paidProject(),
      title: 'Plain, "quoted" kit',
    });
    const at = new Date('2026-05-01T10:00:00Z');
    await sale(evil, { at, sellerCents: 2000, listCents: 2500, buyer });
    await sale(plain, {
      at: new Date(at.getTime() + 1000),
      sellerCents: 1000,
      status: 'suspended',
      buyer,
    });
    await sale(plain, {
      at: new Date(at.getTime() + 2000),
      sellerCents: 1000,
      status: 'refunded',
      buyer,
    });
    const res = await get('/api/seller/sales.csv', seller2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="codebazaar-sales-/);
    expect(res.body.split('\r\n')).toEqual([
      '"date","project","buyer","buyer email","list price","discount","price","fee","total","net","currency","status"',
      '"2026-05-01T10:00:02.000Z","Plain, ""quoted"" kit","csv_buyer","csv_buyer@example.com","10.00","0.00","10.00","2.00","12.00","10.00","USD","refunded"',
      '"2026-05-01T10:00:01.000Z","Plain, ""quoted"" kit","csv_buyer","csv_buyer@example.com","10.00","0.00","10.00","2.00","12.00","10.00","USD","disputed"',
      '"2026-05-01T10:00:00.000Z","\'=HYPERLINK(""http://evil.example"",""click"")","csv_buyer","csv_buyer@example.com","25.00","5.00","20.00","4.00","24.00","20.00","USD","paid"',
      '',
    ]);
  });

  it('is empty but for its header for a seller without sales, and needs a session', async () => {
    const nobody = await createUser(ctx);
    const res = await get('/api/seller/sales.csv', nobody);
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')).toHaveLength(2);
    expect((await get('/api/seller/sales.csv', null)).statusCode).toBe(401);
  });
});
