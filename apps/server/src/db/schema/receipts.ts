import { check, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { checkouts } from './discounts';
import { licenses } from './licenses';
import { users } from './users';

/** A buyer's billing details, kept for the next checkout (docs/receipts-and-tax.md). */
export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** ISO 3166-1 alpha-2. */
  country: text(),
  vatId: text(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * The billing details and tax of one checkout, as charged: the tax is part of the checkout's
 * total. `taxMode` says who calculated it ('table': the test processor's example rates).
 * A Stripe Tax calculation is committed as a transaction after payment and reversed on refund.
 */
export const checkoutTaxes = pgTable('checkout_taxes', {
  checkoutId: uuid()
    .primaryKey()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  country: text(),
  vatId: text(),
  taxMode: text({ enum: ['off', 'table', 'stripe'] }).notNull(),
  taxCents: integer().notNull().default(0),
  /** Basis points of the taxable amount (price + fee); null when Stripe did not say one rate. */
  taxRateBasisPoints: integer(),
  taxCalculationId: text(),
  taxTransactionId: text(),
  taxReversalId: text(),
  /** calculated → committed (paid) → reversed (refunded). */
  taxStatus: text({ enum: ['calculated', 'committed', 'reversed'] })
    .notNull()
    .default('calculated'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The receipt of a paid license, issued in the transaction that activates the paid license: its
 * number (in payment order over the marketplace, gapless, never reused) and what it said when
 * issued, so a later rename, price change or edit of the seller of record does not rewrite it.
 */
export const receipts = pgTable('receipts', {
  id: uuid().primaryKey().defaultRandom(),
  number: integer().notNull().unique(),
  licenseId: uuid()
    .notNull()
    .unique()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  sellerName: text().notNull(),
  buyerName: text().notNull(),
  buyerEmail: text().notNull(),
  billingCountry: text(),
  vatId: text(),
  projectId: uuid().notNull(),
  projectTitle: text().notNull(),
  listPriceCents: integer().notNull(),
  discountCents: integer().notNull().default(0),
  discountCode: text(),
  priceCents: integer().notNull(),
  feeCents: integer().notNull(),
  taxCents: integer().notNull().default(0),
  totalCents: integer().notNull(),
  currency: text().notNull().default('USD'),
  taxMode: text({ enum: ['off', 'table', 'stripe'] }).notNull(),
  taxRateBasisPoints: integer(),
  cardLast4: text(),
  /** How it was paid, without digits: 'Test card' (built-in test processor) or 'Card'. */
  paymentMethod: text().notNull().default('Card'),
  paymentReference: text().notNull(),
  /** The seller of record when the receipt was issued (marketplace_settings, or the defaults). */
  sellerOfRecordName: text().notNull().default('Codebazaar'),
  sellerOfRecordAddress: text().notNull().default(''),
  sellerOfRecordTaxId: text().notNull().default(''),
  refundedAt: timestamp({ withTimezone: true }),
  /** When the payment was taken (the paid license's activation). */
  paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** = paidAt: a receipt is issued at payment. */
  issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last receipt number given: one row, incremented in the transaction that writes the
 * receipt, so numbers have no gaps and two receipts never share one.
 */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: smallint().primaryKey(),
    last: integer().notNull(),
  },
  (t) => [check('receipt_counter_one_row', sql`${t.id} = 1`)],
);
