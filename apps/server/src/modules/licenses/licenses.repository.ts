import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { licenses, projects, users, type LicenseStatus } from '../../db/schema';
import { viewerLicenseColumns } from '../../db/project-selection';
import type { ViewerLicenseRow } from '../projects/projects.repository';

/** What a claim or a purchase needs to know about a project. */
export interface ProjectForSaleRow {
  id: string;
  authorId: string;
  title: string;
  status: 'draft' | 'published';
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
  feePct: number;
  currency: string;
  payWhatYouWant: boolean;
  suggestedPriceCents: number | null;
  /** Months of updates a new paid license includes; null: for life. */
  updatesMonths: number | null;
  /** What a renewal of updates costs; null: the project's price. */
  renewalPriceCents: number | null;
}

export interface LicenseRow extends ViewerLicenseRow {
  projectId: string;
  buyerId: string;
  paymentReference: string;
  totalCents: number;
  feeCents: number;
  sellerCents: number;
}

/** A license with who may refund it. */
export interface LicenseWithSellerRow extends LicenseRow {
  authorId: string;
}

export interface PaidAmounts {
  totalCents: number;
  feeCents: number;
  sellerCents: number;
  currency: string;
}

const licenseColumns = {
  ...viewerLicenseColumns,
  projectId: licenses.projectId,
  buyerId: licenses.buyerId,
  paymentReference: licenses.paymentReference,
  totalCents: licenses.totalCents,
  feeCents: licenses.feeCents,
  sellerCents: licenses.sellerCents,
};

/** Licenses: the only place that reads or writes them for claims, purchases and refunds. */
export function createLicensesRepository(db: Db) {
  return {
    db,

    /** Runs `work` in one transaction; repository calls given the `tx` take part in it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async findProject(id: string, tx: Db = db, lock = false): Promise<ProjectForSaleRow | null> {
      const query = tx
        .select({
          id: projects.id,
          authorId: projects.authorId,
          title: projects.title,
          status: projects.status,
          licenseType: projects.licenseType,
          priceCents: projects.priceCents,
          feePct: projects.feePct,
          currency: projects.currency,
          payWhatYouWant: projects.payWhatYouWant,
          suggestedPriceCents: projects.suggestedPriceCents,
          updatesMonths: projects.updatesMonths,
          renewalPriceCents: projects.renewalPriceCents,
        })
        .from(projects)
        .where(eq(projects.id, id))
        .limit(1);
      // An edit of the project waits until the purchase that read it has committed. FOR UPDATE,
      // not FOR SHARE: the purchase goes on to update this row (its download count), and two
      // purchases holding a shared lock while each waits to upgrade it deadlock on PostgreSQL.
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findActive(projectId: string, buyerId: string, tx: Db = db): Promise<LicenseRow | null> {
      const [row] = await tx
        .select(licenseColumns)
        .from(licenses)
        .where(
          and(
            eq(licenses.projectId, projectId),
            eq(licenses.buyerId, buyerId),
            eq(licenses.status, 'active'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findByReference(reference: string, tx: Db = db): Promise<LicenseRow | null> {
      const [row] = await tx
        .select(licenseColumns)
        .from(licenses)
        .where(eq(licenses.paymentReference, reference))
        .limit(1);
      return row ?? null;
    },

    /**
     * Every license one payment made: the intent's own (reference = the intent id) and an
     * order's lines (`intent:line`), in line order (indexed by the reference's intent part).
     */
    async findByPayment(intentId: string, tx: Db = db): Promise<LicenseRow[]> {
      const intentPart = sql`split_part(${licenses.paymentReference}, ':', 1)`;
      return (
        tx
          .select(licenseColumns)
          .from(licenses)
          .where(sql`${intentPart} = ${intentId}`)
          // Same intent part: shorter first, then by text, is line order (X, X:1, X:2, X:10).
          .orderBy(sql`length(${licenses.paymentReference})`, licenses.paymentReference)
      );
    },

    async findWithSeller(id: string): Promise<LicenseWithSellerRow | null> {
      const [row] = await db
        .select({ ...licenseColumns, authorId: projects.authorId })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .where(eq(licenses.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new active license, or null when the buyer already holds an active one or the
     * reference was used (both unique: the insert never raises, it does nothing).
     */
    async insert(
      values: {
        projectId: string;
        buyerId: string;
        kind: 'free' | 'paid';
        paymentReference: string;
        /** The end of the term of updates (docs/product-rules.md#updates-for-a-term). */
        updatesUntil?: Date | null;
      } & Partial<PaidAmounts>,
      tx: Db = db,
    ): Promise<LicenseRow | null> {
      const [row] = await tx
        .insert(licenses)
        .values(values)
        .onConflictDoNothing()
        .returning(licenseColumns);
      return row ?? null;
    },

    /**
     * Freemium: the buyer's active free license becomes the paid one, in place, with the paid
     * license's term of updates.
     */
    async upgradeFreeToPaid(
      projectId: string,
      buyerId: string,
      paymentReference: string,
      amounts: PaidAmounts,
      updatesUntil: Date | null,
      tx: Db = db,
    ): Promise<LicenseRow | null> {
      const [row] = await tx
        .update(licenses)
        .set({ kind: 'paid', paymentReference, ...amounts, updatesUntil })
        .where(
          and(
            eq(licenses.projectId, projectId),
            eq(licenses.buyerId, buyerId),
            eq(licenses.status, 'active'),
            eq(licenses.kind, 'free'),
          ),
        )
        .returning(licenseColumns);
      return row ?? null;
    },

    /** The downloads statistic counts every claim and purchase. */
    async countDownload(projectId: string, tx: Db = db): Promise<void> {
      await tx
        .update(projects)
        .set({ downloads: sql`${projects.downloads} + 1`, updatedAt: sql`${projects.updatedAt}` })
        .where(eq(projects.id, projectId));
    },

    /** Active → refunded; false when the license was not active. */
    async markRefunded(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(licenses)
        .set({ status: 'refunded' })
        .where(and(eq(licenses.id, id), eq(licenses.status, 'active')))
        .returning({ id: licenses.id });
      return rows.length > 0;
    },

    /**
     * Moves a license from one status to another (dispute suspensions, restorations and losses);
     * false when it was not in `from`, so only one of concurrent callers changes it.
     */
    async transitionStatus(
      id: string,
      from: LicenseStatus,
      to: LicenseStatus,
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(licenses)
        .set({ status: to })
        .where(and(eq(licenses.id, id), eq(licenses.status, from)))
        .returning({ id: licenses.id });
      return rows.length > 0;
    },

    async contact(userId: string): Promise<{ username: string; email: string } | null> {
      const [row] = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
