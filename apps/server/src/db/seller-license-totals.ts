import { and, eq, sql } from 'drizzle-orm';

import type { Db } from './client';
import { licenses, projects } from './schema';

// One query that several modules' repositories run (the dashboard and seller earnings): it lives
// here, beside the schema, so that no module reaches into another module's repository.

/** Sums over the active licenses taken on a seller's projects (dashboard and seller earnings). */
export interface SellerLicenseTotals {
  freeClaims: number;
  paidSales: number;
  /** The seller's share of every active paid license. */
  sellerCents: number;
  /** The seller's share of active paid licenses since `monthStart`. */
  monthlySellerCents: number;
}

const sumInt = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`;

export async function sellerLicenseTotals(
  db: Db,
  sellerId: string,
  monthStart: Date,
): Promise<SellerLicenseTotals> {
  const paid = sql`${licenses.kind} = 'paid'`;
  const [row] = await db
    .select({
      freeClaims: sql<number>`(count(*) filter (where ${licenses.kind} = 'free'))::int`,
      paidSales: sql<number>`(count(*) filter (where ${paid}))::int`,
      sellerCents: sumInt(sql`sum(${licenses.sellerCents}) filter (where ${paid})`),
      monthlySellerCents: sumInt(
        sql`sum(${licenses.sellerCents}) filter (where ${paid} and ${licenses.createdAt} >= ${monthStart.toISOString()})`,
      ),
    })
    .from(licenses)
    .innerJoin(projects, eq(projects.id, licenses.projectId))
    .where(and(eq(projects.authorId, sellerId), eq(licenses.status, 'active')));
  return {
    freeClaims: Number(row?.freeClaims ?? 0),
    paidSales: Number(row?.paidSales ?? 0),
    sellerCents: Number(row?.sellerCents ?? 0),
    monthlySellerCents: Number(row?.monthlySellerCents ?? 0),
  };
}
