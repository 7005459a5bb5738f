import { and, desc, eq, sql } from 'drizzle-orm';

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

/** The seller's paid sales summed by where their money stands, cents. */
export interface SaleBalanceRow {
  /** Active sales still inside their project's refund window. */
  pendingCents: number;
  /** Active sales whose refund window has ended. */
  clearedCents: number;
  /** Sales whose payment is disputed (license suspended). */
  inDisputeCents: number;
}

export interface TestPayoutRow {
  id: string;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

export interface ExportSaleRow {
  createdAt: Date;
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

/** Rows the balance and the sales export are derived from: licenses, projects, test payouts. */
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

  async function saleBalance(sellerId: string, now: Date, tx: Db = db): Promise<SaleBalanceRow> {
    const active = sql`${licenses.status} = 'active'`;
    const [row] = await tx
      .select({
        pendingCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${active} and ${insideWindow(now)})`,
        ),
        clearedCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${active} and not (${insideWindow(now)}))`,
        ),
        inDisputeCents: int(
          sql`sum(${licenses.sellerCents}) filter (where ${licenses.status} = 'suspended')`,
        ),
      })
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .where(and(eq(projects.authorId, sellerId), eq(licenses.kind, 'paid')));
    return {
      pendingCents: Number(row?.pendingCents ?? 0),
      clearedCents: Number(row?.clearedCents ?? 0),
      inDisputeCents: Number(row?.inDisputeCents ?? 0),
    };
  }

  return {
    saleBalance,
    paidOutCents,

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
        const { clearedCents } = await saleBalance(sellerId, now, tx);
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

    /** Every paid sale of the seller's projects, newest first, with its checkout's breakdown. */
    async salesForExport(sellerId: string, limit: number): Promise<ExportSaleRow[]> {
      return db
        .select({
          createdAt: licenses.createdAt,
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
        .leftJoin(checkouts, eq(checkouts.intentId, licenses.paymentReference))
        .where(and(eq(projects.authorId, sellerId), eq(licenses.kind, 'paid')))
        .orderBy(desc(licenses.createdAt), desc(licenses.id))
        .limit(limit);
    },
  };
}

export type BalancesRepository = ReturnType<typeof createBalancesRepository>;
