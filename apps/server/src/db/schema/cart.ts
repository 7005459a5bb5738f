import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

import { projects } from './projects';
import { users } from './users';

/**
 * The buyer's cart (docs/product-rules.md#cart): one row per project they mean to buy, kept on
 * the server so it follows them across devices. `amountCents` is their pay-what-you-want amount
 * (null: the project's suggested price, else its minimum, as at checkout). A project or account
 * deleted takes its rows with it; a paid license takes its project out (modules/cart).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    amountCents: integer(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    // A project's deletion finds its cart rows without reading every cart.
    index('cart_items_project_idx').on(t.projectId),
  ],
);
