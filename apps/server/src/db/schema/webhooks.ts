import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * A seller's webhook endpoints (modules/webhooks). The signing secret is kept encrypted with
 * the same key as stored GitHub tokens: it is needed in clear to sign every delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().notNull(),
    description: text().notNull().default(''),
    secretEncrypted: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** Why the system switched the endpoint off (repeated failures); null when the seller did. */
    disabledReason: text(),
    /** Automatic deliveries in a row that failed every attempt; a success resets it. */
    consecutiveFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('webhook_endpoints_seller_idx').on(t.sellerId, t.createdAt)],
);

/**
 * One message to one endpoint and its attempts. The body (`payload`) and `message_id` stay the
 * same on every attempt; each attempt is a job on the durable queue.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    /** 1 for a test event or a manual redelivery; the whole back-off schedule otherwise. */
    maxAttempts: integer().notNull(),
    /** Counts towards switching the endpoint off when it fails (events, not tests or redeliveries). */
    automatic: boolean().notNull().default(true),
    /** Set while an attempt is being sent: a second run waits until it has passed. */
    sendingUntil: timestamp({ withTimezone: true }),
    responseStatus: integer(),
    responseBody: text(),
    error: text(),
    durationMs: integer(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
