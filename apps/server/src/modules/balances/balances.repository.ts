import { and, desc, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  checkouts,
  licenses,
  paymentAccounts,
  projects,
  testPayouts,
  users,
  type LicenseStatus,
} from '../../db/schema';

/**
 * Every money figure of a seller, cents, from one query over the licenses of their projects
 * (docs/product-rules.md#balances). The balance, the earnings cards and the dashboard's seller
 * figures all read it, so they cannot disagree.
 */
export interface SellerMoneyRow {
  /** Active sales still inside their project's refund window. */
  pendingCents: number;
  /** Active sales whose refund window has ended. */
  clearedCents: number;
  /** Sales whose payment is disputed (license suspended). */
  inDisputeCents: number;
  /** The seller's share of every active paid sale (= pending + cleared). */
  earnedCents: number;
  /** The seller's share of the active paid sales made since the month's start. */
  monthlyCents: number;
  /** Active paid sales. */
  paidSales: number;
  /** Active free claims. */
  freeClaims: number;
}

export interface MonthRevenueRow {
  /** 'YYYY-MM' (UTC) */
  month: string;
  sellerCents: number;
  sales: number;
}

export interface TestPayoutRow {
  id: string;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** One paid sale as the sales table and the sales export show it. */
export interface SellerSaleRow {
  id: string;
  createdAt: Date;
  projectId: string;
  projectTitle: string;
  buyerUsername: string;
  buyerEmail: string;
  listPriceCents: number | null;
  discountCents: number | null;
  sellerCents: number;
  feeCents: number;
  totalCents: number;
  status: LicenseStatus;
}

const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::bigint`;

/**
 * The one owner of the seller money queries: the balance, earnings, monthly revenue, sales table
 * and export, and the dashboard's seller figures are all read here (licenses, projects, payouts).
 */
export function createBalancesRepository(db: Db) {
  /** A paid sale is inside its window while now < purchase + window days (as refund requests). */
  const insideWindow = (now: Date) =>
    sql`${licenses.createdAt} + make_interval(days => ${projects.refundWindowDays}) > ${now.toISOString()}::timestamptz`;

  async function paidOutCents(sellerId: string, tx: Db = db): Promise<number> {
    const [row] = await tx
      .select({ cents: int(sql`sum(${testPayouts.amountCents})`) })
      .from(testPayouts)
      .where(eq(testPayouts.sellerId, sellerId));
    return Number(row?.cents ?? 0);
  }

  /**
   * The seller's money figures at `now`: what stands where (pending, cleared, in dispute), what
   * was earned in total and since `monthStart`, and how many sales and free claims stand.
   */
  async function moneyTotals(
    sellerId: string,
    now: Date,
    monthStart: Date,
    tx: Db = db,
  ): Promise<SellerMoneyRow> {
    const paid = sql`${licenses.kind} = 'paid'`;
    const activePaid = sql`${paid} and ${licenses.status} = 'active'`;
    const [row] = await tx
      .select({
        pendingCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${activePaid} and ${insideWindow(now)})`,
        ),
        clearedCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${activePaid} and not (${insideWindow(now)}))`,
        ),
        inDisputeCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${paid} and ${licenses.status} = 'suspended')`,
        ),
        earnedCents: int(sql`sum(${licenses.sellerCents}) filter (where ${activePaid})`),
        monthlyCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${activePaid} and ${licenses.createdAt} >= ${monthStart.toISOString()}::timestamptz)`,
        ),
        paidSales: sql<number>`(count(*) filter (where ${activePaid}))::int`,
        freeClaims: sql<number>`(count(*) filter (where ${licenses.kind} = 'free' and ${licenses.status} = 'active'))::int`,
      })
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .where(eq(projects.authorId, sellerId));
    return {
      pendingCents: Number(row?.pendingCents ?? 0),
      clearedCents: Number(row?.clearedCents ?? 0),
      inDisputeCents: Number(row?.inDisputeCents ?? 0),
      earnedCents: Number(row?.earnedCents ?? 0),
      monthlyCents: Number(row?.monthlyCents ?? 0),
      paidSales: Number(row?.paidSales ?? 0),
      freeClaims: Number(row?.freeClaims ?? 0),
    };
  }

  return {
    moneyTotals,
    paidOutCents,

    /** Active paid sales of the seller's projects made since `from`, per UTC month. */
    async monthlyRevenue(sellerId: string, from: Date): Promise<MonthRevenueRow[]> {
      const month = sql<string>`to_char(date_trunc('month', ${licenses.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          sellerCents: int(sql`sum(${licenses.sellerCents})`),
          sales: sql<number>`count(*)::int`,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .where(
          and(
            eq(projects.authorId, sellerId),
            eq(licenses.status, 'active'),
            eq(licenses.kind, 'paid'),
            gte(licenses.createdAt, from),
          ),
        )
        .groupBy(month)
        .orderBy(month);
      return rows.map((r) => ({
        month: r.month,
        sellerCents: Number(r.sellerCents),
        sales: Number(r.sales),
      }));
    },

    async testPayouts(sellerId: string, limit: number): Promise<TestPayoutRow[]> {
      return db
        .select({
          id: testPayouts.id,
          amountCents: testPayouts.amountCents,
          currency: testPayouts.currency,
          createdAt: testPayouts.createdAt,
        })
        .from(testPayouts)
        .where(eq(testPayouts.sellerId, sellerId))
        .orderBy(desc(testPayouts.createdAt), desc(testPayouts.id))
        .limit(limit);
    },

    /** The seller's payment account (provider and id), if any. */
    async account(
      sellerId: string,
    ): Promise<{ provider: 'test' | 'stripe'; providerAccountId: string } | null> {
      const [row] = await db
        .select({
          provider: paymentAccounts.provider,
          providerAccountId: paymentAccounts.providerAccountId,
        })
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, sellerId))
        .limit(1);
      return row ?? null;
    },

    /** Sellers with a test processor account, the ones the test payout schedule pays. */
    async testSellerIds(): Promise<string[]> {
      const rows = await db
        .select({ id: paymentAccounts.userId })
        .from(paymentAccounts)
        .where(eq(paymentAccounts.provider, 'test'));
      return rows.map((r) => r.id);
    },

    /**
     * When each active paid sale of a test processor seller left its refund window (purchase +
     * window days), for the windows that ended in [since, until]: the only moments after which
     * a scheduled run finds something new to pay.
     */
    async clearings(since: Date, until: Date): Promise<{ sellerId: string; clearedAt: Date }[]> {
      const clearedAt = sql<string>`${licenses.createdAt} + make_interval(days => ${projects.refundWindowDays})`;
      const rows = await db
        .selectDistinct({ sellerId: projects.authorId, clearedAt })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(
          paymentAccounts,
          and(eq(paymentAccounts.userId, projects.authorId), eq(paymentAccounts.provider, 'test')),
        )
        .where(
          and(
            eq(licenses.kind, 'paid'),
            eq(licenses.status, 'active'),
            sql`${clearedAt} >= ${since.toISOString()}::timestamptz`,
            sql`${clearedAt} <= ${until.toISOString()}::timestamptz`,
          ),
        );
      return rows.map((r) => ({ sellerId: r.sellerId, clearedAt: new Date(r.clearedAt) }));
    },

    /**
     * Pays the seller's available balance (cleared sales minus what was paid out) into a new
     * payout, once per `trigger`. The seller's account row is locked for the transaction, so
     * concurrent runs pay each cent once. Returns the payout's cents (0: nothing to pay).
     */
    async payOut(sellerId: string, trigger: string, now: Date): Promise<number> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [account] = await tx
          .select({ id: paymentAccounts.id })
          .from(paymentAccounts)
          .where(and(eq(paymentAccounts.userId, sellerId), eq(paymentAccounts.provider, 'test')))
          .for('update');
        if (!account) return 0;
        const { clearedCents } = await moneyTotals(sellerId, now, now, tx);
        const available = clearedCents - (await paidOutCents(sellerId, tx));
        if (available <= 0) return 0;
        const made = await tx
          .insert(testPayouts)
          .values({ sellerId, amountCents: available, trigger, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: testPayouts.id });
        return made.length > 0 ? available : 0;
      });
    },

    /**
     * The seller's latest paid sales (refunded and disputed ones included, marked), newest
     * first, with their checkout's breakdown: the sales table and the sales export.
     */
    async sales(sellerId: string, limit: number): Promise<SellerSaleRow[]> {
      return db
        .select({
          id: licenses.id,
          createdAt: licenses.createdAt,
          projectId: projects.id,
          projectTitle: projects.title,
          buyerUsername: users.username,
          buyerEmail: users.email,
          listPriceCents: checkouts.listPriceCents,
          discountCents: checkouts.discountCents,
          sellerCents: licenses.sellerCents,
          feeCents: licenses.feeCents,
          totalCents: licenses.totalCents,
          status: licenses.status,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .leftJoin(checkouts, eq(checkouts.paymentReference, licenses.paymentReference))
        .where(and(eq(projects.authorId, sellerId), eq(licenses.kind, 'paid')))
        .orderBy(desc(licenses.createdAt), desc(licenses.id))
        .limit(limit);
    },
  };
}

export type BalancesRepository = ReturnType<typeof createBalancesRepository>;
