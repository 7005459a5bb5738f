import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { licenses, projects, refundRequests, users, type LicenseStatus } from '../../db/schema';

/** A license as a refund request needs it: who bought it, when, and the project's window. */
export interface LicenseForRefundRow {
  id: string;
  buyerId: string;
  kind: 'free' | 'paid';
  status: LicenseStatus;
  createdAt: Date;
  projectId: string;
  projectTitle: string;
  authorId: string;
  refundWindowDays: number;
}

export interface RefundRequestRow {
  id: string;
  licenseId: string;
  status: 'pending' | 'approved' | 'declined';
  reason: string;
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  projectId: string;
  projectTitle: string;
  authorId: string;
  buyerId: string;
  buyerUsername: string;
  buyerEmail: string;
  totalCents: number;
  purchaseDate: Date;
}

const requestColumns = {
  id: refundRequests.id,
  licenseId: refundRequests.licenseId,
  status: refundRequests.status,
  reason: refundRequests.reason,
  message: refundRequests.message,
  createdAt: refundRequests.createdAt,
  decidedAt: refundRequests.decidedAt,
  projectId: projects.id,
  projectTitle: projects.title,
  authorId: projects.authorId,
  buyerId: refundRequests.buyerId,
  buyerUsername: users.username,
  buyerEmail: users.email,
  totalCents: licenses.totalCents,
  purchaseDate: licenses.createdAt,
};

/** Refund requests of paid licenses. */
export function createRefundsRepository(db: Db) {
  const joined = () =>
    db
      .select(requestColumns)
      .from(refundRequests)
      .innerJoin(licenses, eq(licenses.id, refundRequests.licenseId))
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .innerJoin(users, eq(users.id, refundRequests.buyerId));

  return {
    async findLicense(licenseId: string): Promise<LicenseForRefundRow | null> {
      const [row] = await db
        .select({
          id: licenses.id,
          buyerId: licenses.buyerId,
          kind: licenses.kind,
          status: licenses.status,
          createdAt: licenses.createdAt,
          projectId: projects.id,
          projectTitle: projects.title,
          authorId: projects.authorId,
          refundWindowDays: projects.refundWindowDays,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    /** Runs `work` in one transaction; repository calls given the `tx` take part in it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The new request; null when the license already has one (the unique index decides). */
    async insert(values: { licenseId: string; buyerId: string; reason: string }, tx: Db = db) {
      const rows = await tx
        .insert(refundRequests)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: refundRequests.id });
      return rows[0]?.id ?? null;
    },

    async find(id: string): Promise<RefundRequestRow | null> {
      const [row] = await joined().where(eq(refundRequests.id, id)).limit(1);
      return row ?? null;
    },

    /** Requests on the seller's projects (every request for an admin), pending first. */
    async list(sellerId: string | null, limit: number): Promise<RefundRequestRow[]> {
      return joined()
        .where(sellerId ? eq(projects.authorId, sellerId) : undefined)
        .orderBy(
          sql`case when ${refundRequests.status} = 'pending' then 0 else 1 end`,
          desc(refundRequests.createdAt),
        )
        .limit(limit);
    },

    /** pending → approved | declined; false when it was answered already. */
    async decide(
      id: string,
      status: 'approved' | 'declined',
      decision: { message: string | null; decidedBy: string; at: Date },
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(refundRequests)
        .set({
          status,
          message: decision.message,
          decidedBy: decision.decidedBy,
          decidedAt: decision.at,
        })
        .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')))
        .returning({ id: refundRequests.id });
      return rows.length > 0;
    },

    async contact(userId: string) {
      const [row] = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
