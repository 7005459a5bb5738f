import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { checkouts, discountCodes, licenses, projects } from '../../db/schema';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'id' | 'createdAt'>;

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

/** Discount codes and the checkouts that price (and reserve) them. */
export function createDiscountsRepository(db: Db) {
  const repo = {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

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
    async slotsTaken(
      discountId: string,
      now: Date,
      tx: Db = db,
      except?: Pick<CheckoutRow, 'id' | 'buyerId' | 'projectId'>,
    ) {
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

    /**
     * Waits for any other opening of a checkout by this buyer for this project (until the
     * transaction ends), so concurrent openings replace one another in turn.
     */
    async lockBuyerProject(buyerId: string, projectId: string, tx: Db): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`checkout:${buyerId}:${projectId}`}))`,
      );
    },

    /**
     * Closes the buyer's open checkout of the project (a newer one replaces it) and frees its
     * reservation. Returns the intents of the closed checkouts (null: none was recorded).
     */
    async closeOpen(buyerId: string, projectId: string, at: Date, tx: Db = db) {
      return tx
        .update(checkouts)
        .set({
          closedAt: at,
          redemption: sql`case when ${checkouts.redemption} = 'reserved' then 'released'
            else ${checkouts.redemption} end`,
        })
        .where(
          and(
            eq(checkouts.buyerId, buyerId),
            eq(checkouts.projectId, projectId),
            isNull(checkouts.closedAt),
          ),
        )
        .returning({ id: checkouts.id, intentId: checkouts.intentId });
    },

    /** Frees the buyer's other unpaid reservations of the project (one of its intents was paid). */
    async releaseOthersOfBuyer(checkout: CheckoutRow, tx: Db = db): Promise<void> {
      await tx
        .update(checkouts)
        .set({ redemption: 'released' })
        .where(
          and(
            eq(checkouts.buyerId, checkout.buyerId),
            eq(checkouts.projectId, checkout.projectId),
            eq(checkouts.redemption, 'reserved'),
            sql`${checkouts.id} <> ${checkout.id}`,
          ),
        );
    },

    async insertCheckout(values: NewCheckout, tx: Db = db): Promise<CheckoutRow> {
      const [row] = await tx.insert(checkouts).values(values).returning();
      return row!;
    },

    /** Adds the checkout's tax to its total (before its intent is made). */
    async setTax(id: string, taxCents: number): Promise<CheckoutRow> {
      const [row] = await db
        .update(checkouts)
        .set({
          taxCents,
          totalCents: sql`${checkouts.priceCents} + ${checkouts.feeCents} + ${taxCents}`,
        })
        .where(and(eq(checkouts.id, id), isNull(checkouts.intentId)))
        .returning();
      if (!row) throw new Error(`checkout ${id} is gone or already has its intent`);
      return row;
    },

    /** Records the checkout's intent; false when a newer checkout closed it meanwhile. */
    async attachIntent(id: string, intentId: string): Promise<boolean> {
      const [row] = await db
        .update(checkouts)
        .set({ intentId })
        .where(eq(checkouts.id, id))
        .returning({ closedAt: checkouts.closedAt });
      return row !== undefined && row.closedAt === null;
    },

    async deleteCheckout(id: string): Promise<void> {
      await db.delete(checkouts).where(and(eq(checkouts.id, id), isNull(checkouts.intentId)));
    },

    async findCheckout(intentId: string, tx: Db = db, lock = false): Promise<CheckoutRow | null> {
      const query = tx.select().from(checkouts).where(eq(checkouts.intentId, intentId)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async setRedemption(id: string, redemption: CheckoutRow['redemption'], tx: Db = db) {
      await tx.update(checkouts).set({ redemption }).where(eq(checkouts.id, id));
    },

    /** reserved → released for the intent (canceled or refused); no-op otherwise. */
    async releaseReserved(intentId: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ redemption: 'released' })
        .where(and(eq(checkouts.intentId, intentId), eq(checkouts.redemption, 'reserved')));
    },

    /** Frees every reservation of the project's checkouts (its open intents were canceled). */
    async releaseReservedOfProject(projectId: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ redemption: 'released' })
        .where(and(eq(checkouts.projectId, projectId), eq(checkouts.redemption, 'reserved')));
    },

    /** The redemption of the payment that made the license no longer counts (refunded). */
    async releaseForLicense(licenseId: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ redemption: 'released' })
        .where(
          and(
            inArray(checkouts.redemption, ['reserved', 'redeemed']),
            sql`${checkouts.intentId} = (select ${licenses.paymentReference} from ${licenses}
              where ${licenses.id} = ${licenseId})`,
          ),
        );
    },
  };
  return repo;
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
