import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { checkouts, licenseRenewals, licenses, orders, projects } from '../../db/schema';
import type { CheckoutRow, NewCheckout } from './checkout.repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt'>;

/**
 * A line of an order with its project's title and the license it made (null: none yet); for a
 * renewal line, the license it renewed once it did, and the term's new end.
 */
export interface OrderLineRow extends CheckoutRow {
  title: string;
  sellerId: string;
  licenseId: string | null;
  licenseStatus: string | null;
  /**
   * The term of updates the line's purchase came with (null: for life): the end before the
   * license's first renewal, else its end now (docs/product-rules.md#updates-for-a-term).
   */
  termAtPurchase: Date | null;
  /** A renewal line once paid: the new end of the term; null otherwise. */
  renewedUntil: Date | null;
}

/**
 * Orders and their lines. A line is a row of `checkouts` with the order's id and a position;
 * its `paymentReference` is the reference the line's license gets (ADR 019).
 */
export function createOrdersRepository(db: Db) {
  return {
    async insertOrder(values: NewOrder, tx: Db): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(values).returning();
      return row!;
    },

    async insertLines(lines: NewCheckout[], tx: Db): Promise<CheckoutRow[]> {
      return tx.insert(checkouts).values(lines).returning();
    },

    /**
     * Closes every open order of the buyer and its lines (a newer checkout replaces them) and
     * frees their reservations. Returns the intents to cancel.
     */
    async closeOpenOrders(buyerId: string, at: Date, tx: Db, onlyIds?: string[]) {
      if (onlyIds && onlyIds.length === 0) return [];
      const closed = await tx
        .update(orders)
        .set({ status: 'closed', closedAt: at })
        .where(
          and(
            eq(orders.buyerId, buyerId),
            eq(orders.status, 'open'),
            onlyIds ? inArray(orders.id, onlyIds) : undefined,
          ),
        )
        .returning({ id: orders.id, intentId: orders.intentId });
      if (closed.length > 0) {
        await tx
          .update(checkouts)
          .set({
            closedAt: sql`coalesce(${checkouts.closedAt}, ${at.toISOString()}::timestamptz)`,
            redemption: sql`case when ${checkouts.redemption} = 'reserved' then 'released'
              else ${checkouts.redemption} end`,
          })
          .where(
            inArray(
              checkouts.orderId,
              closed.map((o) => o.id),
            ),
          );
      }
      return closed.flatMap((o) => (o.intentId ? [o.intentId] : []));
    },

    /** The order's totals: the sums of its lines' (after their tax was quoted). */
    async sumLines(orderId: string, tx: Db = db): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({
          listPriceCents: sql`(select coalesce(sum(${checkouts.listPriceCents}), 0) from ${checkouts} where ${checkouts.orderId} = ${orderId})`,
          discountCents: sql`(select coalesce(sum(${checkouts.discountCents}), 0) from ${checkouts} where ${checkouts.orderId} = ${orderId})`,
          priceCents: sql`(select coalesce(sum(${checkouts.priceCents}), 0) from ${checkouts} where ${checkouts.orderId} = ${orderId})`,
          feeCents: sql`(select coalesce(sum(${checkouts.feeCents}), 0) from ${checkouts} where ${checkouts.orderId} = ${orderId})`,
          taxCents: sql`(select coalesce(sum(${checkouts.taxCents}), 0) from ${checkouts} where ${checkouts.orderId} = ${orderId})`,
          totalCents: sql`(select coalesce(sum(${checkouts.totalCents}), 0) from ${checkouts} where ${checkouts.orderId} = ${orderId})`,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    /**
     * Records the order's intent and names each line's payment reference after it; false when a
     * newer checkout closed the order meanwhile.
     */
    async attachIntent(
      orderId: string,
      intentId: string,
      referenceOf: (position: number) => string,
    ): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(orders)
          .set({ intentId })
          .where(eq(orders.id, orderId))
          .returning({ status: orders.status });
        const lines = await tx
          .select({ id: checkouts.id, position: checkouts.position })
          .from(checkouts)
          .where(eq(checkouts.orderId, orderId));
        for (const line of lines) {
          await tx
            .update(checkouts)
            .set({ paymentReference: referenceOf(line.position ?? 0) })
            .where(eq(checkouts.id, line.id));
        }
        return row?.status === 'open';
      });
    },

    /** An order whose intent could not be made goes, with its lines and reservations. */
    async deleteOrder(orderId: string): Promise<void> {
      await db.delete(orders).where(and(eq(orders.id, orderId), isNull(orders.intentId)));
    },

    async find(orderId: string, tx: Db = db, lock = false): Promise<OrderRow | null> {
      const query = tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findByIntent(intentId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.intentId, intentId)).limit(1);
      return row ?? null;
    },

    /** The order's lines in order, with their projects' titles and the licenses they made. */
    async lines(orderIds: string[], tx: Db = db): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      const firstRenewal = sql`(select r.previous_until from ${licenseRenewals} r
        where r.license_id = ${licenses.id} order by r.created_at limit 1)`;
      const rows = await tx
        .select({
          line: checkouts,
          title: projects.title,
          sellerId: projects.authorId,
          licenseId: licenses.id,
          licenseStatus: licenses.status,
          termAtPurchase: sql<Date | null>`case when ${licenses.id} is null then null
            else coalesce(${firstRenewal}, ${licenses.updatesUntil}) end`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
          renewedUntil: licenseRenewals.updatesUntil,
        })
        .from(checkouts)
        .innerJoin(projects, eq(projects.id, checkouts.projectId))
        // A renewal line's renewal is named by the line's payment reference, as a license is.
        .leftJoin(licenseRenewals, eq(licenseRenewals.paymentReference, checkouts.paymentReference))
        .leftJoin(
          licenses,
          or(
            eq(licenses.paymentReference, checkouts.paymentReference),
            eq(licenses.id, licenseRenewals.licenseId),
          ),
        )
        .where(inArray(checkouts.orderId, orderIds))
        .orderBy(asc(checkouts.orderId), asc(checkouts.position));
      return rows.map((r) => ({
        ...r.line,
        title: r.title,
        sellerId: r.sellerId,
        licenseId: r.licenseId,
        licenseStatus: r.licenseStatus,
        termAtPurchase: r.termAtPurchase,
        renewedUntil: r.renewedUntil,
      }));
    },

    /** The line as locked for its fulfilment (its code use counted once). */
    async lockLine(lineId: string, tx: Db): Promise<CheckoutRow | null> {
      const [row] = await tx
        .select()
        .from(checkouts)
        .where(eq(checkouts.id, lineId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async setRedemption(lineId: string, redemption: CheckoutRow['redemption'], tx: Db = db) {
      await tx.update(checkouts).set({ redemption }).where(eq(checkouts.id, lineId));
    },

    /**
     * Marks a line refused after payment (no license can be made for it); true only for the
     * first caller, who then records its refund.
     */
    async refuseLine(lineId: string, reason: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(checkouts)
        .set({
          refusedReason: reason,
          redemption: sql`case when ${checkouts.redemption} = 'none' then 'none' else 'released' end`,
        })
        .where(and(eq(checkouts.id, lineId), isNull(checkouts.refusedReason)))
        .returning({ id: checkouts.id });
      return rows.length > 0;
    },

    async findLine(lineId: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, lineId)).limit(1);
      return row ?? null;
    },

    /** The order is paid (once; also when it was closed before its payment arrived). */
    async markPaid(orderId: string, at: Date, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: at })
        .where(and(eq(orders.id, orderId), sql`${orders.status} <> 'paid'`))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The buyer's paid orders, newest first. */
    async listPaid(buyerId: string, limit: number, offset: number) {
      const where = and(eq(orders.buyerId, buyerId), eq(orders.status, 'paid'));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.paidAt), desc(orders.number))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Open orders holding a line of the project (its sale terms changed). */
    async openOrdersOfProject(projectId: string) {
      return db
        .selectDistinct({ id: orders.id, buyerId: orders.buyerId, intentId: orders.intentId })
        .from(orders)
        .innerJoin(checkouts, eq(checkouts.orderId, orders.id))
        .where(and(eq(orders.status, 'open'), eq(checkouts.projectId, projectId)));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
