import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { projects } from './projects';
import { users } from './users';

export const paymentAccounts = pgTable('payment_accounts', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text({ enum: ['test', 'stripe'] }).notNull(),
  providerAccountId: text().notNull().unique(),
  detailsSubmitted: boolean().notNull().default(false),
  chargesEnabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Webhook idempotency: a provider event is handled once. */
export const paymentEvents = pgTable('payment_events', {
  providerEventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment intents of the built-in test processor (Stripe keeps its own): a project's checkout
 * (project_id), or an order's checkout of several lines (order_id, no project).
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  projectId: uuid().references(() => projects.id, { onDelete: 'cascade' }),
  /** The order a checkout of several lines pays (its module owns the order; no foreign key). */
  orderId: uuid(),
  buyerId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amountCents: integer().notNull(),
  feeCents: integer().notNull(),
  currency: text().notNull().default('USD'),
  /** What was for sale when the intent was made: paying checks the project still says so. */
  priceCents: integer(),
  licenseType: text({ enum: ['free', 'paid', 'freemium'] }),
  /** After this the intent can no longer be paid (null: made before intents expired). */
  expiresAt: timestamp({ withTimezone: true }),
  status: text({
    enum: ['requires_payment_method', 'succeeded', 'canceled', 'refunded'],
  })
    .notNull()
    .default('requires_payment_method'),
  lastError: text(),
  /** The last four digits of the card that paid (shown on the receipt). */
  cardLast4: text(),
  /** How much of the amount was refunded (an order's lines are refunded one by one). */
  refundedCents: integer().notNull().default(0),
  /** The idempotency keys of the refunds made, so a repeated refund moves no money twice. */
  refundKeys: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
