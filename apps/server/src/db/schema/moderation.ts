import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * Every admin action, appended and never changed (docs/product-rules.md#admin-console). The
 * actor is copied (id and username) so the entry outlives the account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().notNull(),
    actorUsername: text().notNull(),
    action: text().notNull(),
    targetType: text({ enum: ['user', 'project', 'review', 'report'] }).notNull(),
    targetId: text().notNull(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** A signed-in user's report of a project, a review or a user, and how an admin resolved it. */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: ['project', 'review', 'user'] }).notNull(),
    targetId: uuid().notNull(),
    reason: text({ enum: ['malware', 'stolen-code', 'spam', 'misleading', 'other'] }).notNull(),
    details: text().notNull().default(''),
    status: text({ enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text({ enum: ['dismiss', 'unpublish', 'remove-review', 'suspend-user'] }),
    resolutionNote: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);
