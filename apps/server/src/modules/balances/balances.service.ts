import crypto from 'node:crypto';

import {
  centsToDollars,
  MONTHLY_REVENUE_MONTHS,
  PAYMENT_MESSAGES,
  PAYOUT_SCHEDULE_TEXT,
  PAYOUTS_LISTED,
  saleStatusLabel,
  TEST_PAYOUT_HOUR_UTC,
  type MonthlyRevenuePoint,
  type Payout,
  type SellerBalanceResponse,
  type SellerEarningsResponse,
  type TestPayoutsResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { JobQueue } from '../../integrations/jobs/job-queue';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { StripeProvider } from '../../integrations/payments/stripe-provider';
import { csvText } from '../../lib/csv';
import { monthStartUtc } from '../../lib/dates';
import type { AuthUser } from '../../plugins/auth';
import type { BalancesRepository, MonthRevenueRow, SellerMoneyRow } from './balances.repository';

/** The job that pays test processor sellers out, one run per day. */
export const TEST_PAYOUT_JOB = 'balances.test-payouts';
/** Most sales one export holds. */
export const MAX_EXPORTED_SALES = 10_000;
/** How many sales the seller's table shows. */
export const RECENT_SALES = 20;
/** Payouts asked of Stripe to sum what was paid out. */
const STRIPE_PAYOUTS_SUMMED = 1_000;
const DAY_MS = 86_400_000;
/** How much earlier than its time a scheduled run may start (clocks of queue and app differ). */
const SCHEDULE_SKEW_MS = 3_600_000;
const CURRENCY = 'USD';

export const TEST_SCHEDULE = PAYOUT_SCHEDULE_TEXT.test;
export const STRIPE_SCHEDULE = PAYOUT_SCHEDULE_TEXT.stripe;

/** The next scheduled run at or after `at`: the day's payout hour (UTC). */
export function nextPayoutRun(at: Date): Date {
  const run = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), TEST_PAYOUT_HOUR_UTC),
  );
  return run.getTime() < at.getTime() ? new Date(run.getTime() + DAY_MS) : run;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The time of the scheduled run of `day` (YYYY-MM-DD). */
const runTimeOf = (day: string) =>
  new Date(`${day}T${String(TEST_PAYOUT_HOUR_UTC).padStart(2, '0')}:00:00Z`);

/** The first day (UTC) of the oldest month in the revenue series ending with `now`'s month. */
export const revenueWindowStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHLY_REVENUE_MONTHS - 1), 1));

/** Every month of the window, oldest first, with 0 where the seller sold nothing. */
export function fillRevenueMonths(now: Date, rows: MonthRevenueRow[]): MonthlyRevenuePoint[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const start = revenueWindowStart(now);
  return Array.from({ length: MONTHLY_REVENUE_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const row = byMonth.get(month);
    return {
      month,
      earnings: centsToDollars(row?.sellerCents ?? 0),
      sales: row?.sales ?? 0,
    };
  });
}

const money = (cents: number) => centsToDollars(cents);

export interface BalancesServiceDeps {
  provider: PaymentProvider | null;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const isStripe = (p: PaymentProvider | null): p is StripeProvider => p?.name === 'stripe';

/**
 * Seller balances (docs/product-rules.md#balances): pending, available, in dispute and paid out,
 * each summed from stored rows (licenses, projects' refund windows, payouts) or, with Stripe,
 * read from the seller's connected account. The test processor's payouts are made by a daily job.
 */
export function createBalancesService(repo: BalancesRepository, deps: BalancesServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /** A provider call that failed: 502, details in the log. */
  async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      deps.log.error({ err }, 'payment provider call failed');
      throw httpErrors.badGateway('The payment provider could not complete the request');
    }
  }

  /** Pays every test seller's available balance at `at` once for `trigger`. */
  async function payAll(trigger: string, at: Date = now()): Promise<TestPayoutsResponse> {
    let payouts = 0;
    let cents = 0;
    for (const sellerId of await repo.testSellerIds()) {
      const paid = await repo.payOut(sellerId, trigger, at);
      if (paid > 0) {
        payouts += 1;
        cents += paid;
      }
    }
    if (payouts > 0) deps.log.info({ trigger, payouts, cents }, 'test payouts made');
    return { payouts, amount: money(cents), amountCents: cents };
  }

  /**
   * The scheduled run of `day` (YYYY-MM-DD): pays everyone once for that day, then queues the
   * next day's run (from now, so a server that was down does not replay missed days). A run
   * that starts more than SCHEDULE_SKEW_MS before its time (the queue's clock disagrees with
   * ours) pays nothing and queues nothing: the next start-up queues the schedule again.
   */
  async function runScheduled(day: string): Promise<TestPayoutsResponse | null> {
    const runAt = runTimeOf(day);
    const at = now();
    if (at.getTime() < runAt.getTime() - SCHEDULE_SKEW_MS) {
      deps.log.warn({ day, at }, 'test payout run started before its time: skipped');
      return null;
    }
    const result = await payAll(`schedule:${day}`);
    await scheduleAfter(new Date(Math.max(at.getTime(), runAt.getTime()) + 1));
    return result;
  }

  /** Queues the scheduled run after `at` (one per day, whatever the number of instances). */
  async function scheduleAfter(at: Date): Promise<void> {
    const run = nextPayoutRun(at);
    await deps.jobs.enqueue(
      TEST_PAYOUT_JOB,
      { day: dayOf(run) },
      { singletonKey: dayOf(run), startAfter: run },
    );
  }

  return {
    /**
     * With the test processor: registers the daily payout job and queues the next run. The job
     * pays out, then queues the following day's run.
     */
    async startTestSchedule(): Promise<void> {
      if (deps.provider?.name !== 'test') return;
      await deps.jobs.work<{ day: string }>(TEST_PAYOUT_JOB, async ({ day }) => {
        await runScheduled(day);
      });
      await scheduleAfter(now());
    },

    runScheduled,

    /**
     * Makes the payouts the daily schedule would have made from `since` up to now, as the job
     * makes them (the same payOut, as of each run's time, with the run's 'schedule:<day>'
     * trigger, so a day is never paid twice). A run pays something only when a sale left its
     * refund window since the run before (each run empties the available balance), so only
     * those runs are made: the outcome is the same as running every day. The demo seed calls
     * it so that a marketplace with a year of sales has its year of payouts.
     */
    async replayTestSchedule(since: Date): Promise<TestPayoutsResponse> {
      if (deps.provider?.name !== 'test') return { payouts: 0, amount: 0, amountCents: 0 };
      const runs = new Map<string, { sellerId: string; run: Date }>();
      for (const c of await repo.clearings(since, now())) {
        const run = nextPayoutRun(c.clearedAt);
        if (run.getTime() <= now().getTime()) {
          runs.set(`${c.sellerId} ${run.toISOString()}`, { sellerId: c.sellerId, run });
        }
      }
      let payouts = 0;
      let cents = 0;
      const ordered = [...runs.values()].sort((a, b) => a.run.getTime() - b.run.getTime());
      for (const { sellerId, run } of ordered) {
        const paid = await repo.payOut(sellerId, `schedule:${dayOf(run)}`, run);
        if (paid > 0) {
          payouts += 1;
          cents += paid;
        }
      }
      return { payouts, amount: money(cents), amountCents: cents };
    },

    /** The seller's money figures now (the dashboard's seller figures read these). */
    async totals(sellerId: string): Promise<SellerMoneyRow> {
      const at = now();
      return repo.moneyTotals(sellerId, at, monthStartUtc(at));
    },

    /** GET /payments/seller-earnings: totals, the latest sales and the monthly revenue. */
    async earnings(user: AuthUser): Promise<SellerEarningsResponse> {
      const at = now();
      const [account, totals, sales, months] = await Promise.all([
        repo.account(user.id),
        repo.moneyTotals(user.id, at, monthStartUtc(at)),
        repo.sales(user.id, RECENT_SALES),
        repo.monthlyRevenue(user.id, revenueWindowStart(at)),
      ]);
      return {
        hasAccount: account !== null && account.provider === deps.provider?.name,
        totalEarnings: money(totals.earnedCents),
        totalSales: totals.paidSales,
        monthlyEarnings: money(totals.monthlyCents),
        freeClaims: totals.freeClaims,
        recentSales: sales.map((s) => ({
          _id: s.id,
          price: money(s.sellerCents),
          fee: money(s.feeCents),
          total: money(s.totalCents),
          sellerEarnings: money(s.sellerCents),
          purchaseDate: s.createdAt.toISOString(),
          status: s.status,
          project: { _id: s.projectId, title: s.projectTitle },
          licensee: { username: s.buyerUsername, email: s.buyerEmail },
        })),
        monthlyRevenue: fillRevenueMonths(at, months),
      };
    },

    /** POST /payments/test-processor/payouts (admin): the scheduled payout, run now. */
    async runTestPayouts(): Promise<TestPayoutsResponse> {
      if (deps.provider?.name !== 'test') {
        throw httpErrors.notFound(PAYMENT_MESSAGES.testProcessorDisabled);
      }
      // Each run is its own trigger; the seller's locked account row keeps concurrent runs apart.
      return payAll(`admin:${crypto.randomUUID()}`);
    },

    /** GET /seller/balance */
    async balance(user: AuthUser): Promise<SellerBalanceResponse> {
      const at = now();
      const provider = deps.provider;
      const [sales, account] = await Promise.all([
        repo.moneyTotals(user.id, at, monthStartUtc(at)),
        repo.account(user.id),
      ]);
      const base = {
        provider: provider?.name ?? null,
        currency: CURRENCY,
        pending: money(sales.pendingCents),
        pendingCents: sales.pendingCents,
        inDispute: money(sales.inDisputeCents),
        inDisputeCents: sales.inDisputeCents,
      };
      if (isStripe(provider)) {
        // The money sits in the seller's connected account: Stripe says what is available and
        // what it paid out. Without a Stripe account nothing was paid to one.
        const accountId = account?.provider === 'stripe' ? account.providerAccountId : null;
        const [balance, payouts] = accountId
          ? await viaProvider(() =>
              Promise.all([
                provider.balance(accountId, CURRENCY),
                provider.payouts(accountId, STRIPE_PAYOUTS_SUMMED),
              ]),
            )
          : [{ availableCents: 0, pendingCents: 0 }, []];
        const paidOutCents = payouts
          .filter((p) => p.status === 'paid')
          .reduce((sum, p) => sum + p.amountCents, 0);
        return {
          ...base,
          available: money(balance.availableCents),
          availableCents: balance.availableCents,
          paidOut: money(paidOutCents),
          paidOutCents,
          schedule: STRIPE_SCHEDULE,
          payouts: payouts.slice(0, PAYOUTS_LISTED).map((p): Payout => ({
            id: p.id,
            amount: money(p.amountCents),
            amountCents: p.amountCents,
            currency: p.currency,
            status: p.status,
            createdAt: p.createdAt.toISOString(),
            arrivalDate: p.arrivalDate?.toISOString() ?? null,
          })),
        };
      }
      const [paidOutCents, payouts] = await Promise.all([
        repo.paidOutCents(user.id),
        repo.testPayouts(user.id, PAYOUTS_LISTED),
      ]);
      const availableCents = sales.clearedCents - paidOutCents;
      return {
        ...base,
        available: money(availableCents),
        availableCents,
        paidOut: money(paidOutCents),
        paidOutCents,
        schedule: TEST_SCHEDULE,
        payouts: payouts.map((p) => ({
          id: p.id,
          amount: money(p.amountCents),
          amountCents: p.amountCents,
          currency: p.currency,
          status: 'paid',
          createdAt: p.createdAt.toISOString(),
          arrivalDate: p.createdAt.toISOString(),
        })),
      };
    },

    /** GET /seller/sales.csv: every paid sale of the seller's projects, newest first. */
    async salesCsv(user: AuthUser): Promise<string> {
      const rows = await repo.sales(user.id, MAX_EXPORTED_SALES);
      const fixed = (cents: number) => (cents / 100).toFixed(2);
      return csvText(
        [
          'date',
          'project',
          'buyer',
          'buyer email',
          'list price',
          'discount',
          'price',
          'fee',
          'total',
          'net',
          'currency',
          'status',
        ],
        rows.map((r) => [
          r.createdAt.toISOString(),
          r.projectTitle,
          r.buyerUsername,
          r.buyerEmail,
          // Sales made before checkouts were kept had no discount: their price is the list price.
          fixed(r.listPriceCents ?? r.sellerCents),
          fixed(r.discountCents ?? 0),
          fixed(r.sellerCents),
          fixed(r.feeCents),
          fixed(r.totalCents),
          fixed(r.sellerCents),
          CURRENCY,
          saleStatusLabel(r.status),
        ]),
      );
    },
  };
}

export type BalancesService = ReturnType<typeof createBalancesService>;
