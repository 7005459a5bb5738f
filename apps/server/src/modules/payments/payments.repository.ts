import { and, desc, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  licenses,
  paymentAccounts,
  paymentEvents,
  projects,
  users,
  type LicenseStatus,
} from '../../db/schema';
import { sellerLicenseTotals } from '../../db/seller-license-totals';

export interface PaymentAccountRow {
  provider: 'test' | 'stripe';
  providerAccountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
}

export interface EarningsTotalsRow {
  totalSellerCents: number;
  totalSales: number;
  monthlySellerCents: number;
  freeClaims: number;
}

export interface MonthRevenueRow {
  /** 'YYYY-MM' (UTC) */
  month: string;
  sellerCents: number;
  sales: number;
}

export interface SaleRow {
  id: string;
  totalCents: number;
  feeCents: number;
  sellerCents: number;
  createdAt: Date;
  status: LicenseStatus;
  projectId: string;
  projectTitle: string;
  buyerUsername: string;
  buyerEmail: string;
}

const accountColumns = {
  provider: paymentAccounts.provider,
  providerAccountId: paymentAccounts.providerAccountId,
  detailsSubmitted: paymentAccounts.detailsSubmitted,
  chargesEnabled: paymentAccounts.chargesEnabled,
};

const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`;

/** Seller payment accounts, webhook events and the seller's sales. */
export function createPaymentsRepository(db: Db) {
  return {
    async findAccount(userId: string): Promise<PaymentAccountRow | null> {
      const [row] = await db
        .select(accountColumns)
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** The user's account at a provider; replaces an account of the other provider. */
    async saveAccount(
      userId: string,
      provider: 'test' | 'stripe',
      providerAccountId: string,
      state: { detailsSubmitted: boolean; chargesEnabled: boolean },
    ): Promise<PaymentAccountRow> {
      const [row] = await db
        .insert(paymentAccounts)
        .values({ userId, provider, providerAccountId, ...state })
        .onConflictDoUpdate({
          target: paymentAccounts.userId,
          set: { provider, providerAccountId, ...state },
        })
        .returning(accountColumns);
      return row!;
    },

    /** Records what the provider reports about an account; false when we do not know it. */
    async updateAccountState(
      provider: 'test' | 'stripe',
      providerAccountId: string,
      state: { detailsSubmitted: boolean; chargesEnabled: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(paymentAccounts)
        .set(state)
        .where(
          and(
            eq(paymentAccounts.provider, provider),
            eq(paymentAccounts.providerAccountId, providerAccountId),
          ),
        )
        .returning({ id: paymentAccounts.id });
      return rows.length > 0;
    },

    async isEventHandled(providerEventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.providerEventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, providerEventId))
        .limit(1);
      return row !== undefined;
    },

    async recordEvent(providerEventId: string, type: string): Promise<void> {
      await db.insert(paymentEvents).values({ providerEventId, type }).onConflictDoNothing();
    },

    /** Sums over the active licenses of the seller's projects. */
    async earningsTotals(sellerId: string, monthStart: Date): Promise<EarningsTotalsRow> {
      const t = await sellerLicenseTotals(db, sellerId, monthStart);
      return {
        totalSellerCents: t.sellerCents,
        totalSales: t.paidSales,
        monthlySellerCents: t.monthlySellerCents,
        freeClaims: t.freeClaims,
      };
    },

    /** Active paid licenses of the seller's projects created since `from`, per UTC month. */
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

    /** The seller's latest paid sales (refunded ones included, marked), newest first. */
    async recentSales(sellerId: string, limit: number): Promise<SaleRow[]> {
      return db
        .select({
          id: licenses.id,
          totalCents: licenses.totalCents,
          feeCents: licenses.feeCents,
          sellerCents: licenses.sellerCents,
          createdAt: licenses.createdAt,
          status: licenses.status,
          projectId: projects.id,
          projectTitle: projects.title,
          buyerUsername: users.username,
          buyerEmail: users.email,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .where(and(eq(projects.authorId, sellerId), eq(licenses.kind, 'paid')))
        .orderBy(desc(licenses.createdAt), desc(licenses.id))
        .limit(limit);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
