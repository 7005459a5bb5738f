import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { bundles } from './bundles';
import { users } from './users';

/**
 * A checkout of one or more lines paid by one payment, and once paid the buyer's order
 * (docs/product-rules.md#carts-orders-and-bundles). Its lines are rows of `checkouts` with its
 * `orderId`; each paid line makes one license. `open` until paid or closed (replaced by the
 * buyer's next checkout, or expired and canceled).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Shown to the buyer as ORD-000123. */
    number: integer().generatedAlwaysAsIdentity().notNull(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['open', 'paid', 'closed'] })
      .notNull()
      .default('open'),
    /** The provider's payment intent; null only while it is being made. */
    intentId: text().unique(),
    /** The bundle bought, when the checkout was one. */
    bundleId: uuid().references(() => bundles.id, { onDelete: 'set null' }),
    billingCountry: text(),
    /** When the buyer consented to immediate delivery (EU, EEA and UK consumers). */
    consentedAt: timestamp({ withTimezone: true }),
    listPriceCents: integer().notNull(),
    discountCents: integer().notNull(),
    priceCents: integer().notNull(),
    feeCents: integer().notNull(),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_buyer_idx').on(t.buyerId, t.status, t.paidAt.desc()),
  ],
);
