import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { licenses } from './licenses';

/**
 * A payment the buyer disputed with their bank (docs/product-rules.md#disputes): Stripe's
 * `charge.dispute.*` events, or the test processor's admin route. One row per provider dispute.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: ['test', 'stripe'] }).notNull(),
    /** Stripe's dp_… id, or tdp_<intent id> for the test processor: unique, so events converge. */
    providerDisputeId: text().notNull().unique(),
    /** The payment intent the dispute is about (the license's payment reference). */
    paymentReference: text().notNull(),
    /** Null when no license of ours was made by that payment. */
    licenseId: uuid().references(() => licenses.id, { onDelete: 'cascade' }),
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Set when closed. */
    outcome: text({ enum: ['won', 'lost'] }),
    /** The bank's reason as the provider reports it (fraudulent, product_not_received, …). */
    reason: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('disputes_license_idx').on(t.licenseId),
    index('disputes_reference_idx').on(t.paymentReference),
  ],
);
