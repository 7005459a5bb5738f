import { alias } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { SellerOfRecord } from '@codebazaar/shared';

import type { LICENSE_STATUSES } from '../../db/schema/licenses';
import {
  billingProfiles,
  checkouts,
  checkoutTaxes,
  discountCodes,
  licenseRenewals,
  licenses,
  projects,
  receiptCounter,
  receipts,
  users,
} from '../../db/schema';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = Omit<
  typeof receipts.$inferInsert,
  'id' | 'number' | 'issuedAt' | 'paidAt'
> & {
  /** When a late receipt is issued (by default its payment time). */
  issuedAt?: Date;
};
export type CheckoutTaxRow = typeof checkoutTaxes.$inferSelect;

/**
 * What a receipt says about its payment beyond the license, gathered before the payment's
 * transaction opens (no call to the provider or to other modules runs inside it).
 */
export interface PaymentFacts {
  /** 'Test card' (built-in test processor) or 'Card'. */
  paymentMethod: string;
  cardLast4: string | null;
  sellerOfRecord: SellerOfRecord;
  /** When the payment was taken, if it was before now (the demo seed's past sales). */
  paidAt?: Date;
}

/** A license with everything its receipt says, read when the receipt is issued. */
export interface ReceiptSourceRow {
  licenseId: string;
  kind: 'free' | 'paid';
  /** Refunded, or suspended / revoked by a dispute: the receipt says refunded only for a refund. */
  status: (typeof LICENSE_STATUSES)[number];
  buyerId: string;
  paymentReference: string;
  totalCents: number;
  feeCents: number;
  sellerCents: number;
  currency: string;
  projectId: string;
  projectTitle: string;
  sellerName: string;
  buyerName: string;
  buyerEmail: string;
  /** The priced checkout; null for payments made before checkouts were kept. */
  checkoutId: string | null;
  listPriceCents: number | null;
  discountCents: number | null;
  priceCents: number | null;
  checkoutTaxCents: number | null;
  discountCode: string | null;
}

const seller = alias(users, 'seller');

/** Billing profiles, the tax of each checkout, receipts and their numbers. */
export function createReceiptsRepository(db: Db) {
  return {
    async findBilling(userId: string) {
      const [row] = await db
        .select({ country: billingProfiles.country, vatId: billingProfiles.vatId })
        .from(billingProfiles)
        .where(eq(billingProfiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async saveBilling(userId: string, values: { country: string | null; vatId: string | null }) {
      await db
        .insert(billingProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...values } });
    },

    async insertCheckoutTax(values: typeof checkoutTaxes.$inferInsert) {
      await db.insert(checkoutTaxes).values(values);
    },

    async findCheckoutTax(checkoutId: string, tx: Db = db): Promise<CheckoutTaxRow | null> {
      const [row] = await tx
        .select()
        .from(checkoutTaxes)
        .where(eq(checkoutTaxes.checkoutId, checkoutId))
        .limit(1);
      return row ?? null;
    },

    async updateCheckoutTax(
      checkoutId: string,
      values: Partial<Pick<CheckoutTaxRow, 'taxStatus' | 'taxTransactionId' | 'taxReversalId'>>,
    ) {
      await db.update(checkoutTaxes).set(values).where(eq(checkoutTaxes.checkoutId, checkoutId));
    },

    async receiptSource(licenseId: string, tx: Db = db): Promise<ReceiptSourceRow | null> {
      const [row] = await tx
        .select({
          licenseId: licenses.id,
          kind: licenses.kind,
          status: licenses.status,
          buyerId: licenses.buyerId,
          paymentReference: licenses.paymentReference,
          totalCents: licenses.totalCents,
          feeCents: licenses.feeCents,
          sellerCents: licenses.sellerCents,
          currency: licenses.currency,
          projectId: projects.id,
          projectTitle: projects.title,
          sellerName: sql<string>`coalesce(nullif(${seller.displayName}, ''), ${seller.username})`,
          buyerName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username})`,
          buyerEmail: users.email,
          checkoutId: checkouts.id,
          listPriceCents: checkouts.listPriceCents,
          discountCents: checkouts.discountCents,
          priceCents: checkouts.priceCents,
          checkoutTaxCents: checkouts.taxCents,
          discountCode: discountCodes.code,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(seller, eq(seller.id, projects.authorId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .leftJoin(checkouts, eq(checkouts.paymentReference, licenses.paymentReference))
        .leftJoin(discountCodes, eq(discountCodes.id, checkouts.discountId))
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The term of updates the license's purchase came with (null: for life): the end before
     * its first renewal, else its end now (docs/product-rules.md#updates-for-a-term).
     */
    async termAtPurchase(licenseId: string): Promise<Date | null> {
      const [first] = await db
        .select({ previousUntil: licenseRenewals.previousUntil })
        .from(licenseRenewals)
        .where(eq(licenseRenewals.licenseId, licenseId))
        .orderBy(licenseRenewals.createdAt)
        .limit(1);
      if (first) return first.previousUntil;
      const [license] = await db
        .select({ updatesUntil: licenses.updatesUntil })
        .from(licenses)
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return license?.updatesUntil ?? null;
    },

    /** The checkout (line) a payment reference priced: a renewal line has no license. */
    async checkoutOfReference(reference: string): Promise<string | null> {
      const [row] = await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.paymentReference, reference))
        .limit(1);
      return row?.id ?? null;
    },

    /** A license's buyer, kind and status (who may see its receipt). */
    async licenseOwner(licenseId: string) {
      const [row] = await db
        .select({ buyerId: licenses.buyerId, kind: licenses.kind, status: licenses.status })
        .from(licenses)
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    async findReceipt(licenseId: string): Promise<ReceiptRow | null> {
      const [row] = await db
        .select()
        .from(receipts)
        .where(eq(receipts.licenseId, licenseId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Writes the license's receipt with the next number, or returns the one it already has. Runs
     * in the caller's transaction (the one that activates the paid license): the counter row is
     * locked first and stays locked until that transaction ends, so concurrent payments take
     * numbers one after the other, in the order they are paid, and a rolled-back payment gives
     * its number back. `paidAt` is read after the lock, so later numbers never have earlier dates.
     */
    async issue(values: NewReceipt, paidAt: () => Date, tx: Db): Promise<ReceiptRow> {
      // Creates the counter on first use; the no-op update takes the row lock either way.
      const [counter] = await tx
        .insert(receiptCounter)
        .values({ id: 1, last: 0 })
        .onConflictDoUpdate({
          target: receiptCounter.id,
          set: { last: sql`${receiptCounter.last}` },
        })
        .returning({ last: receiptCounter.last });
      const [existing] = await tx
        .select()
        .from(receipts)
        .where(eq(receipts.licenseId, values.licenseId))
        .limit(1);
      if (existing) return existing;
      const number = counter!.last + 1;
      const at = paidAt();
      await tx.update(receiptCounter).set({ last: number }).where(eq(receiptCounter.id, 1));
      const [row] = await tx
        .insert(receipts)
        .values({ ...values, number, paidAt: at, issuedAt: values.issuedAt ?? at })
        .returning();
      return row!;
    },

    /**
     * The receipt of a paid license from its rows (the license, project, people, checkout and
     * its tax) and the payment's facts, issued in `tx`; null for a free license.
     */
    async issueForLicense(
      licenseId: string,
      facts: PaymentFacts,
      paidAt: () => Date,
      tx: Db,
      issuedAt?: Date,
    ): Promise<ReceiptRow | null> {
      const src = await this.receiptSource(licenseId, tx);
      if (!src || src.kind !== 'paid') return null;
      const tax = src.checkoutId ? await this.findCheckoutTax(src.checkoutId, tx) : null;
      return this.issue(
        {
          licenseId,
          sellerName: src.sellerName,
          buyerName: src.buyerName,
          buyerEmail: src.buyerEmail,
          billingCountry: tax?.country ?? null,
          vatId: tax?.vatId ?? null,
          projectId: src.projectId,
          projectTitle: src.projectTitle,
          // Payments made before checkouts were kept: the seller's price, no discount.
          listPriceCents: src.listPriceCents ?? src.sellerCents,
          discountCents: src.discountCents ?? 0,
          discountCode: src.discountCode,
          priceCents: src.priceCents ?? src.sellerCents,
          feeCents: src.feeCents,
          taxCents: tax?.taxCents ?? src.checkoutTaxCents ?? 0,
          totalCents: src.totalCents,
          currency: src.currency,
          taxMode: tax?.taxMode ?? 'off',
          taxRateBasisPoints: tax?.taxRateBasisPoints ?? null,
          cardLast4: facts.cardLast4,
          paymentMethod: facts.paymentMethod,
          paymentReference: src.paymentReference,
          sellerOfRecordName: facts.sellerOfRecord.name,
          sellerOfRecordAddress: facts.sellerOfRecord.address,
          sellerOfRecordTaxId: facts.sellerOfRecord.taxId,
          ...(issuedAt ? { issuedAt } : {}),
        },
        paidAt,
        tx,
      );
    },

    /**
     * A late receipt for a paid license that has none (it came in without the fulfilment path,
     * e.g. written by hand or by an import): the next number, dated its payment, issued now.
     */
    async issueLate(licenseId: string, facts: PaymentFacts, now: Date): Promise<ReceiptRow | null> {
      return db.transaction(async (tx) => {
        const [license] = await tx
          .select({ createdAt: licenses.createdAt })
          .from(licenses)
          .where(eq(licenses.id, licenseId))
          .limit(1);
        if (!license) return null;
        return this.issueForLicense(licenseId, facts, () => license.createdAt, tx, now);
      });
    },

    /** Card digits learnt after the payment committed (Stripe), kept when none were known. */
    async fillCardLast4(licenseId: string, cardLast4: string) {
      await db
        .update(receipts)
        .set({ cardLast4 })
        .where(sql`${receipts.licenseId} = ${licenseId} and ${receipts.cardLast4} is null`);
    },

    /** The buyer's paid licenses, newest first, with their receipt (issued at payment). */
    async paidLicensesOf(buyerId: string) {
      return db
        .select({ licenseId: licenses.id, status: licenses.status, receipt: receipts })
        .from(licenses)
        .leftJoin(receipts, eq(receipts.licenseId, licenses.id))
        .where(sql`${licenses.buyerId} = ${buyerId} and ${licenses.kind} = 'paid'`)
        .orderBy(sql`${licenses.createdAt} desc`, sql`${licenses.id} desc`);
    },

    async markRefunded(licenseId: string, at: Date) {
      await db
        .update(receipts)
        .set({ refundedAt: at })
        .where(sql`${receipts.licenseId} = ${licenseId} and ${receipts.refundedAt} is null`);
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
