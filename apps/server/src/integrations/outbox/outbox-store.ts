import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** One side effect to record: which effect, for which occurrence of which event. */
export interface NewOutboxRow {
  effect: string;
  event: string;
  subjectId: string;
  occurrence: string;
  payload: unknown;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** How many undispatched rows one relay round hands to the queue. */
const RELAY_BATCH = 100;

/** The outbox table's queries (docs/decisions/015-transactional-outbox.md). */
export function createOutboxStore(db: Db) {
  return {
    /**
     * Inserts the rows in the caller's transaction; an occurrence already recorded for an
     * effect adds nothing. Returns the ids of the rows written.
     */
    async insert(rows: NewOutboxRow[], tx: Db): Promise<string[]> {
      if (rows.length === 0) return [];
      const written = await tx
        .insert(outbox)
        .values(rows.map((r) => ({ ...r, payload: r.payload ?? null })))
        .onConflictDoNothing({ target: [outbox.effect, outbox.occurrence] })
        .returning({ id: outbox.id });
      return written.map((r) => r.id);
    },

    /** Rows not yet handed to the queue, oldest first (only `ids` when given). */
    async undispatched(ids?: readonly string[]): Promise<string[]> {
      if (ids && ids.length === 0) return [];
      const rows = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.dispatchedAt), ids ? inArray(outbox.id, [...ids]) : undefined))
        .orderBy(outbox.createdAt)
        .limit(RELAY_BATCH);
      return rows.map((r) => r.id);
    },

    async markDispatched(id: string, at: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ dispatchedAt: at })
        .where(and(eq(outbox.id, id), isNull(outbox.dispatchedAt)));
    },

    /** Counts a run of a row not done yet and returns it; null when it is done (or gone). */
    async startRun(id: string): Promise<OutboxRow | null> {
      const [row] = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, id), isNull(outbox.doneAt)))
        .returning();
      return row ?? null;
    },

    async markDone(id: string, at: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ doneAt: at, lastError: null })
        .where(and(eq(outbox.id, id), isNull(outbox.doneAt)));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ lastError: error.slice(0, 2000) })
        .where(eq(outbox.id, id));
    },

    /** Rows whose effect has not run to the end (the backlog). */
    async backlog(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(isNull(outbox.doneAt));
      return Number(row?.n ?? 0);
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
