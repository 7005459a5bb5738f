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
 * Background jobs of the embedded database (PGlite), where the job library does not run
 * (docs/decisions/010-jobs-pg-boss-and-table-runner.md). A claimed job holds a lease
 * (`locked_until`): when the process dies mid-job, the lease runs out and another run claims it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    payload: jsonb().notNull(),
    /** At most one queued job per name and key (the job's own id when none is given). */
    singletonKey: text().notNull(),
    state: text({ enum: ['queued', 'active', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    /** Runs started so far (a claim counts, even one whose process died). */
    attempts: integer().notNull().default(0),
    retryLimit: integer().notNull(),
    backoffMs: integer().notNull(),
    maxBackoffMs: integer().notNull(),
    runAfter: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_queued_singleton')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_due').on(t.state, t.runAfter),
  ],
);
