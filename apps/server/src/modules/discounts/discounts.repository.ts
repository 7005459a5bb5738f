import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { checkouts, discountCodes, projects } from '../../db/schema';

export type DiscountRow = typeof discountCodes.$inferSelect;

/** The checkout whose use of a code is being counted (modules/checkout owns the row). */
export interface CodeUse {
  id: string;
  buyerId: string;
  projectId: string;
}

export interface DiscountWithCountsRow extends DiscountRow {
  redemptions: number;
  reserved: number;
}

/** A redemption that counts against maxRedemptions at `now`: paid, or held by a live checkout. */
const holdsSlot = (now: Date) =>
  or(
    eq(checkouts.redemption, 'redeemed'),
    and(eq(checkouts.redemption, 'reserved'), gt(checkouts.expiresAt, now)),
  );

/**
 * Discount codes, and the count of their uses. A use is the `redemption` column of a checkout:
 * modules/checkout writes it (reserved with the checkout, redeemed once paid, released), this
 * repository only reads it to count what a code has left.
 */
export function createDiscountsRepository(db: Db) {
  const repo = {
    async insert(values: typeof discountCodes.$inferInsert): Promise<DiscountRow | null> {
      const rows = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async listBySeller(sellerId: string, now: Date): Promise<DiscountWithCountsRow[]> {
      const rows = await db
        .select({
          discount: discountCodes,
          redemptions: sql<number>`count(*) filter (where ${checkouts.redemption} = 'redeemed')::int`,
          reserved: sql<number>`count(*) filter (where ${checkouts.redemption} = 'reserved' and ${checkouts.expiresAt} > ${now})::int`,
        })
        .from(discountCodes)
        .leftJoin(checkouts, eq(checkouts.discountId, discountCodes.id))
        .where(eq(discountCodes.sellerId, sellerId))
        .groupBy(discountCodes.id)
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
      return rows.map((r) => ({
        ...r.discount,
        redemptions: Number(r.redemptions),
        reserved: Number(r.reserved),
      }));
    },

    async delete(id: string, sellerId: string): Promise<boolean> {
      const rows = await db
        .delete(discountCodes)
        .where(and(eq(discountCodes.id, id), eq(discountCodes.sellerId, sellerId)))
        .returning({ id: discountCodes.id });
      return rows.length > 0;
    },

    /** How many of `projectIds` the seller does not own. */
    async countForeignProjects(sellerId: string, projectIds: string[]): Promise<number> {
      if (projectIds.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(projects)
        .where(and(inArray(projects.id, projectIds), eq(projects.authorId, sellerId)));
      return new Set(projectIds).size - Number(row?.n ?? 0);
    },

    /** The seller's code, any letter case; locked when `lock` (reservations wait on it). */
    async findByCode(sellerId: string, code: string, tx: Db = db, lock = false) {
      const query = tx
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.sellerId, sellerId),
            sql`lower(${discountCodes.code}) = lower(${code})`,
          ),
        )
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findDiscount(id: string, tx: Db = db, lock = false): Promise<DiscountRow | null> {
      const query = tx.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /**
     * Redemptions of the code that count at `now`. `except` leaves out one checkout and the
     * unpaid reservations of its buyer for its project (they are the same purchase).
     */
    async slotsTaken(discountId: string, now: Date, tx: Db = db, except?: CodeUse) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.discountId, discountId),
            holdsSlot(now),
            except
              ? sql`not (${checkouts.id} = ${except.id} or (${checkouts.buyerId} = ${except.buyerId}
                  and ${checkouts.projectId} = ${except.projectId}
                  and ${checkouts.redemption} = 'reserved'))`
              : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
  return repo;
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
