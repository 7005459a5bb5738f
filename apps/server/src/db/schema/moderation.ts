import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * Every admin action, and every action on money (refunds, disputes), appended and never
 * changed (docs/product-rules.md#admin-console). The actor is copied (id and username) so the
 * entry outlives the account; a payment processor acting alone has no id. The subject is
 * named when the log is read; `targetSnapshot` is how it was called when written, for a
 * subject deleted since (a removed review).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid(),
    actorUsername: text().notNull(),
    /** A code of AUDIT_ACTION_LABELS (packages/shared/src/rules/audit.ts). */
    action: text().notNull(),
    targetType: text({
      enum: ['user', 'project', 'review', 'report', 'license', 'legal-page', 'post', 'setting'],
    }).notNull(),
    targetId: text().notNull(),
    targetSnapshot: text(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
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
