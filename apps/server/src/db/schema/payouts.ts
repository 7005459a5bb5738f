import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * Payouts of the built-in test processor (docs/product-rules.md#balances): the seller's available
 * balance moved out on the schedule. Stripe keeps its own payouts and is asked for them.
 */
export const testPayouts = pgTable(
  'test_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    /** What it was made by: the scheduled run of a day ('schedule:YYYY-MM-DD') or an admin. */
    trigger: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_payouts_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // A scheduled day pays a seller once, however many instances run it.
    uniqueIndex('test_payouts_trigger_idx').on(t.sellerId, t.trigger),
  ],
);
