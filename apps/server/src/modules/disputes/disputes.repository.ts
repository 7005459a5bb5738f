import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { disputes } from '../../db/schema';

export interface DisputeRow {
  id: string;
  provider: 'test' | 'stripe';
  providerDisputeId: string;
  paymentReference: string;
  licenseId: string | null;
  status: 'open' | 'closed';
  outcome: 'won' | 'lost' | null;
  reason: string;
  amountCents: number;
  currency: string;
  openedAt: Date;
  closedAt: Date | null;
}

export interface NewDispute {
  provider: 'test' | 'stripe';
  providerDisputeId: string;
  paymentReference: string;
  licenseId: string | null;
  reason: string;
  amountCents: number;
  currency: string;
  openedAt: Date;
}

const columns = {
  id: disputes.id,
  provider: disputes.provider,
  providerDisputeId: disputes.providerDisputeId,
  paymentReference: disputes.paymentReference,
  licenseId: disputes.licenseId,
  status: disputes.status,
  outcome: disputes.outcome,
  reason: disputes.reason,
  amountCents: disputes.amountCents,
  currency: disputes.currency,
  openedAt: disputes.openedAt,
  closedAt: disputes.closedAt,
};

/**
 * Disputes: one row per provider dispute. Writes are conditional (insert if absent, close if
 * open), so of concurrent deliveries of the same event exactly one changes the row.
 */
export function createDisputesRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; repository calls given the `tx` take part in it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The new open dispute, or null when this provider dispute is already recorded. */
    async insertIfAbsent(values: NewDispute, tx: Db = db): Promise<DisputeRow | null> {
      const [row] = await tx
        .insert(disputes)
        .values(values)
        .onConflictDoNothing({ target: disputes.providerDisputeId })
        .returning(columns);
      return row ?? null;
    },

    async findById(id: string): Promise<DisputeRow | null> {
      const [row] = await db.select(columns).from(disputes).where(eq(disputes.id, id)).limit(1);
      return row ?? null;
    },

    async findByProviderId(providerDisputeId: string): Promise<DisputeRow | null> {
      const [row] = await db
        .select(columns)
        .from(disputes)
        .where(eq(disputes.providerDisputeId, providerDisputeId))
        .limit(1);
      return row ?? null;
    },

    /** Open → closed with its outcome; null when it was not open (another delivery closed it). */
    async closeIfOpen(
      providerDisputeId: string,
      outcome: 'won' | 'lost',
      closedAt: Date,
      tx: Db = db,
    ): Promise<DisputeRow | null> {
      const [row] = await tx
        .update(disputes)
        .set({ status: 'closed', outcome, closedAt })
        .where(and(eq(disputes.providerDisputeId, providerDisputeId), eq(disputes.status, 'open')))
        .returning(columns);
      return row ?? null;
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
