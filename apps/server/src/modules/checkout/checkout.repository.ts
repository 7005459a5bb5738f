import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { checkouts, licenses } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'id' | 'createdAt'>;

/**
 * The checkouts table: a buyer's priced checkout of a project, its tax, its payment intent, when
 * it expires or was replaced, and the state of the discount code use it holds (`redemption`;
 * the discounts module reads that column to count a code's uses, only this repository writes it).
 */
export function createCheckoutRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /**
     * Waits for any other opening of a checkout by this buyer, and any redemption of their codes
     * (until the transaction ends), so concurrent openings replace one another in turn.
     */
    async lockBuyer(buyerId: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${buyerId}`}))`);
    },

    /**
     * Closes the buyer's open checkout of the project (a newer one replaces it), or the line of
     * it in an order, and frees its reservation. Returns the closed rows: the payment reference
     * (a checkout of one project: its intent; null: none recorded yet) and the order of a line.
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
        .returning({
          id: checkouts.id,
          paymentReference: checkouts.paymentReference,
          orderId: checkouts.orderId,
        });
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
        .where(and(eq(checkouts.id, id), isNull(checkouts.paymentReference)))
        .returning();
      if (!row) throw new Error(`checkout ${id} is gone or already has its intent`);
      return row;
    },

    /** Records the checkout's intent; false when a newer checkout closed it meanwhile. */
    async attachIntent(id: string, intentId: string): Promise<boolean> {
      const [row] = await db
        .update(checkouts)
        .set({ paymentReference: intentId })
        .where(eq(checkouts.id, id))
        .returning({ closedAt: checkouts.closedAt });
      return row !== undefined && row.closedAt === null;
    },

    async deleteCheckout(id: string): Promise<void> {
      await db
        .delete(checkouts)
        .where(and(eq(checkouts.id, id), isNull(checkouts.paymentReference)));
    },

    async findByIntent(intentId: string, tx: Db = db, lock = false): Promise<CheckoutRow | null> {
      const query = tx
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentReference, intentId))
        .limit(1);
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
        .where(and(eq(checkouts.paymentReference, intentId), eq(checkouts.redemption, 'reserved')));
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
            sql`${checkouts.paymentReference} = (select ${licenses.paymentReference} from ${licenses}
              where ${licenses.id} = ${licenseId})`,
          ),
        );
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
