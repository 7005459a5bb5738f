import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (docs/decisions/015-transactional-outbox.md): one row per side effect
 * of a state change (a license activated, refunded, suspended or restored; a refund request or a
 * dispute opened or answered), written in the change's own transaction. The relay hands each row
 * to the job queue once (`dispatched_at`); the job runs the effect and sets `done_at`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The effect's stable name, as its module registered it (`receipts.tax-commit`). */
    effect: text().notNull(),
    /** What happened (`activated`, `refunded`, ...). */
    event: text().notNull(),
    /** What it happened to (a license id, a refund request id, a dispute id). */
    subjectId: text().notNull(),
    /**
     * Names this occurrence of the event: recording the same occurrence again adds no row
     * (`<event>:<subject>` unless the caller names it, e.g. by the dispute that suspended).
     */
    occurrence: text().notNull(),
    payload: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the relay put the row's job on the queue. */
    dispatchedAt: timestamp({ withTimezone: true }),
    /** Set when the effect ran to the end; a row done is never run again. */
    doneAt: timestamp({ withTimezone: true }),
    /** Runs started, and the error of the last one that failed. */
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    uniqueIndex('outbox_effect_occurrence').on(t.effect, t.occurrence),
    index('outbox_undispatched')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
    index('outbox_not_done')
      .on(t.createdAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
