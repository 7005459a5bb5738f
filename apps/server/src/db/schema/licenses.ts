import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { projects } from './projects';
import { users } from './users';

/**
 * active: grants what it sells. refunded: the payment was refunded. suspended: the payment is
 * disputed and the dispute is open. revoked: the dispute was lost (docs/product-rules.md#disputes).
 */
export const LICENSE_STATUSES = ['active', 'refunded', 'suspended', 'revoked'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const licenses = pgTable(
  'licenses',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['free', 'paid'] }).notNull(),
    totalCents: integer().notNull().default(0),
    feeCents: integer().notNull().default(0),
    sellerCents: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    /**
     * Payment intent id (paid), `intent:line` for a line of an order paid by one intent, or a
     * generated reference (free); unique so a payment (or an order's line) makes one license.
     */
    paymentReference: text().notNull().unique(),
    status: text({ enum: LICENSE_STATUSES }).notNull().default('active'),
    /**
     * Until when the license is entitled to new releases and repository access (the project's
     * updates policy at purchase, extended by renewals); null: for life.
     */
    updatesUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('licenses_one_active_idx')
      .on(t.projectId, t.buyerId)
      .where(sql`${t.status} = 'active'`),
    index('licenses_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('licenses_project_idx').on(t.projectId),
    // Every license of one payment: the intent id, or the intent id of `intent:line` references.
    index('licenses_payment_intent_idx').on(sql`split_part(${t.paymentReference}, ':', 1)`),
  ],
);
