import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { licenses } from './licenses';
import { users } from './users';

/**
 * A buyer's request to refund a paid license inside the project's refund window
 * (docs/product-rules.md#refunds); the seller or an admin approves or declines it.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    licenseId: uuid()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    status: text({ enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    /** The seller's (or admin's) answer. */
    message: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One request per license.
    uniqueIndex('refund_requests_license_idx').on(t.licenseId),
    index('refund_requests_pending_idx')
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
  ],
);
