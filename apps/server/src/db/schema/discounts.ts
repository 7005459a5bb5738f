import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { licenses } from './licenses';
import { orders } from './orders';
import { projects } from './projects';
import { users } from './users';

/**
 * A seller's discount code (docs/product-rules.md#discount-codes). `amount` is a percent for
 * `percent` codes and cents for `fixed` codes. An empty `projectIds` means every project of
 * the seller.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: text({ enum: ['percent', 'fixed'] }).notNull(),
    amount: integer().notNull(),
    projectIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    maxRedemptions: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_codes_seller_code_idx').on(t.sellerId, sql`lower(${t.code})`)],
);

/**
 * What a checkout charges, priced by the server, one row per checkout of either provider. It
 * holds the discount code's redemption: `reserved` while the intent may still be paid (until
 * `expiresAt`), `redeemed` once paid, `released` when canceled, replaced, refused or refunded.
 * A buyer has at most one open checkout per project (`closedAt` null): opening another closes
 * it (docs/product-rules.md#discount-codes).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The payment reference of the license this row makes: its intent's id, or for a line of an
     * order `<intent id>:<line>`. Null only between the reservation and the intent.
     */
    paymentReference: text().unique(),
    /** The order this row is a line of; null for a checkout of one project. */
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in its order, from 1; null outside an order. */
    position: integer(),
    /** Why a paid line of an order made no license (it was refunded); null otherwise. */
    refusedReason: text(),
    /** A renewal of updates: the license it extends (no new license is made). */
    renewalOf: uuid().references(() => licenses.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountId: uuid().references(() => discountCodes.id, { onDelete: 'set null' }),
    listPriceCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    priceCents: integer().notNull(),
    feeCents: integer().notNull(),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    redemption: text({ enum: ['none', 'reserved', 'redeemed', 'released'] })
      .notNull()
      .default('none'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When a newer checkout of the same buyer and project replaced it; null while open. */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_discount_idx').on(t.discountId, t.redemption),
    index('checkouts_order_idx').on(t.orderId),
    uniqueIndex('checkouts_one_open_idx')
      .on(t.buyerId, t.projectId)
      .where(sql`${t.closedAt} is null`),
  ],
);
