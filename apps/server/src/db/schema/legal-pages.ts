import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * The legal and contact pages an admin has edited, one row per page (its slug). A page with no
 * row shows its default text (modules/legal/legal.defaults.ts).
 */
export const legalPages = pgTable('legal_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  /** Sanitized HTML, safe to render as is. */
  contentHtml: text().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
