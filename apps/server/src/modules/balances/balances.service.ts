import crypto from 'node:crypto';

import {
  centsToDollars,
  PAYMENT_MESSAGES,
  PAYOUTS_LISTED,
  saleStatusLabel,
  TEST_PAYOUT_HOUR_UTC,
  type Payout,
  type SellerBalanceResponse,
  type TestPayoutsResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { JobQueue } from '../../integrations/jobs/job-queue';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { StripeProvider } from '../../integrations/payments/stripe-provider';
import { csvText } from '../../lib/csv';
import type { AuthUser } from '../../plugins/auth';
import type { BalancesRepository } from './balances.repository';

/** The job that pays test processor sellers out, one run per day. */
export const TEST_PAYOUT_JOB = 'balances.test-payouts';
/** Most sales one export holds. */
export const MAX_EXPORTED_SALES = 10_000;
/** Payouts asked of Stripe to sum what was paid out. */
const STRIPE_PAYOUTS_SUMMED = 1_000;
const DAY_MS = 86_400_000;
/** How much earlier than its time a scheduled run may start (clocks of queue and app differ). */
const SCHEDULE_SKEW_MS = 3_600_000;
const CURRENCY = 'USD';

export const TEST_SCHEDULE = `Test mode: the available balance is paid out every day at ${String(TEST_PAYOUT_HOUR_UTC).padStart(2, '0')}:00 UTC.`;
export const STRIPE_SCHEDULE =
  "Stripe pays your available balance out on your account's payout schedule.";

/** The next scheduled run at or after `at`: the day's payout hour (UTC). */
export function nextPayoutRun(at: Date): Date {
  const run = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), TEST_PAYOUT_HOUR_UTC),
  );
  return run.getTime() < at.getTime() ? new Date(run.getTime() + DAY_MS) : run;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

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

  /** Pays every test seller's available balance once for `trigger`. */
  async function payAll(trigger: string): Promise<TestPayoutsResponse> {
    let payouts = 0;
    let cents = 0;
    for (const sellerId of await repo.testSellerIds()) {
      const paid = await repo.payOut(sellerId, trigger, now());
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
    const runAt = new Date(`${day}T${String(TEST_PAYOUT_HOUR_UTC).padStart(2, '0')}:00:00Z`);
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
        repo.saleBalance(user.id, at),
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
      const rows = await repo.salesForExport(user.id, MAX_EXPORTED_SALES);
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
