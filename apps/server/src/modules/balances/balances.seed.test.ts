import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';
import { seedDatabase } from '../../db/seed';
import { licenses, sessions, testPayouts, users } from '../../db/schema';
import { hashToken, newToken } from '../../lib/session-tokens';

/**
 * The demo marketplace's payouts (docs/product-rules.md#balances): a year of test sales comes
 * with the payouts the daily schedule would have made, so its sellers' figures follow the rule.
 */
let ctx: TestContext;
let seller: { id: string; headers: { authorization: string } };
let replayed: { payouts: number; amountCents: number };

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.database.db, ctx.config, ctx.app.log, {
    payOutHistory: async (since) => {
      replayed = await ctx.app.balances.replayTestSchedule(since);
    },
  });
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'seller@codebazaar.dev'));
  const token = newToken();
  await ctx.database.db.insert(sessions).values({
    userId: row!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  seller = { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}, 120_000);
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ url, headers: seller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo seed and the test payout schedule', () => {
  it('pays the demo seller out on the schedule: dated payouts that sum to paid out', async () => {
    expect(replayed.payouts).toBeGreaterThan(0);
    const balance = await get('/api/seller/balance');
    expect(balance.paidOutCents).toBeGreaterThan(0);
    expect(balance.payouts.length).toBeGreaterThan(0);
    const rows = await ctx.database.db
      .select({
        amountCents: testPayouts.amountCents,
        createdAt: testPayouts.createdAt,
        trigger: testPayouts.trigger,
      })
      .from(testPayouts)
      .where(eq(testPayouts.sellerId, seller.id));
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(balance.paidOutCents);
    for (const r of rows) {
      // Each payout is a scheduled day's run, made at that day's payout hour.
      expect(r.trigger).toBe(`schedule:${r.createdAt.toISOString().slice(0, 10)}`);
      expect(r.createdAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    }
  });

  it('leaves available only what cleared since the last run, and the figures add up', async () => {
    const [balance, earnings] = await Promise.all([
      get('/api/seller/balance'),
      get('/api/payments/seller-earnings'),
    ]);
    expect(balance.availableCents).toBeGreaterThanOrEqual(0);
    expect(balance.pendingCents + balance.availableCents + balance.paidOutCents).toBe(
      Math.round(earnings.totalEarnings * 100),
    );
  });

  it('pays nothing twice when the schedule is replayed again', async () => {
    const again = await ctx.app.balances.replayTestSchedule(
      new Date(Date.now() - 400 * 86_400_000),
    );
    expect(again.amountCents).toBe(0);
  });
});

describe('replaying the schedule', () => {
  it('makes the payouts that running the daily job every day makes', async () => {
    const DAY = 86_400_000;
    let now = new Date('2026-03-01T09:30:00Z');
    const world = await createTestApp({}, { clock: () => now });
    try {
      const start = now;
      const sellers = [await createUser(world), await createUser(world)];
      let n = 0;
      for (const [i, s] of sellers.entries()) {
        await giveAccount(world, s);
        for (const window of [0, 3, 14]) {
          const projectId = await createProject(world, s, {
            ...paidProject(),
            refundWindowDays: window,
          });
          for (const daysLater of [0, 1, 5, 9, 20, 21]) {
            n += 1;
            const buyer = await createUser(world);
            await world.database.db.insert(licenses).values({
              projectId,
              buyerId: buyer.id,
              kind: 'paid',
              paymentReference: `tpi_replay${n}`,
              totalCents: 1200,
              feeCents: 200,
              sellerCents: 1000 + i * 10 + window,
              status: n % 7 === 0 ? 'refunded' : 'active',
              createdAt: new Date(start.getTime() + daysLater * DAY + n * 60_000),
            });
          }
        }
      }
      const payouts = () =>
        world.database.db
          .select({
            sellerId: testPayouts.sellerId,
            amountCents: testPayouts.amountCents,
            createdAt: testPayouts.createdAt,
            trigger: testPayouts.trigger,
          })
          .from(testPayouts)
          .orderBy(testPayouts.trigger, testPayouts.sellerId);
      // The job, run every day for 40 days on a moving clock.
      for (let day = 1; day <= 40; day += 1) {
        now = new Date(Date.UTC(2026, 2, 1 + day));
        await world.app.balances.runScheduled(now.toISOString().slice(0, 10));
      }
      const daily = await payouts();
      expect(daily.length).toBeGreaterThan(5);
      await world.database.db.delete(testPayouts);
      await world.app.balances.replayTestSchedule(start);
      expect(await payouts()).toEqual(daily);
    } finally {
      await world.close();
    }
  }, 60_000);
});
