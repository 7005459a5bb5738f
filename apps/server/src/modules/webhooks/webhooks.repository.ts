import { and, arrayContains, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { hitCounter, type CounterHit } from '../../db/rate-limit-counters';
import {
  accessEvents,
  licenses,
  projects,
  reviews,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';

const endpointColumns = {
  id: webhookEndpoints.id,
  sellerId: webhookEndpoints.sellerId,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  createdAt: webhookEndpoints.createdAt,
};

export type EndpointRow = {
  id: string;
  sellerId: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  messageId: webhookDeliveries.messageId,
  eventType: webhookDeliveries.eventType,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  maxAttempts: webhookDeliveries.maxAttempts,
  automatic: webhookDeliveries.automatic,
  responseStatus: webhookDeliveries.responseStatus,
  responseBody: webhookDeliveries.responseBody,
  error: webhookDeliveries.error,
  durationMs: webhookDeliveries.durationMs,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};

export type DeliveryRow = {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: unknown;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  maxAttempts: number;
  automatic: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number | null;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  createdAt: Date;
};

export interface NewDelivery {
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: unknown;
  maxAttempts: number;
  automatic: boolean;
  createdAt: Date;
}

/** What an attempt records when it is over. */
export interface AttemptOutcome {
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: Date | null;
}

/** Webhook endpoints and deliveries: the only place with their queries. */
export function createWebhooksRepository(db: Db) {
  return {
    async countOf(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.sellerId, sellerId));
      return row?.n ?? 0;
    },

    async listOf(sellerId: string): Promise<EndpointRow[]> {
      return db
        .select(endpointColumns)
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.sellerId, sellerId))
        .orderBy(desc(webhookEndpoints.createdAt));
    },

    async find(id: string): Promise<(EndpointRow & { secretEncrypted: string }) | null> {
      const [row] = await db
        .select({ ...endpointColumns, secretEncrypted: webhookEndpoints.secretEncrypted })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      return row ?? null;
    },

    async insert(values: {
      sellerId: string;
      url: string;
      events: string[];
      description: string;
      secretEncrypted: string;
      createdAt: Date;
    }): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning(endpointColumns);
      return row!;
    },

    async update(
      id: string,
      set: Partial<{
        url: string;
        events: string[];
        description: string;
        enabled: boolean;
        disabledReason: string | null;
        consecutiveFailures: number;
        secretEncrypted: string;
      }>,
    ): Promise<EndpointRow | null> {
      // Nothing to change (PATCH with {}): Drizzle builds no UPDATE without a column; read it.
      if (Object.values(set).every((v) => v === undefined)) {
        const [row] = await db
          .select(endpointColumns)
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id));
        return row ?? null;
      }
      const [row] = await db
        .update(webhookEndpoints)
        .set(set)
        .where(eq(webhookEndpoints.id, id))
        .returning(endpointColumns);
      return row ?? null;
    },

    /**
     * Counts one test event or redelivery of the seller in a window of `windowMs` (one counter
     * for all their endpoints, shared by every instance on the database).
     */
    countManualSend: (sellerId: string, windowMs: number): Promise<CounterHit> =>
      hitCounter(db, `webhook-manual-send:seller:${sellerId}`, windowMs),

    async remove(id: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** The seller's switched-on endpoints that subscribe to an event type. */
    async subscribed(sellerId: string, eventType: string): Promise<{ id: string }[]> {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.sellerId, sellerId),
            eq(webhookEndpoints.enabled, true),
            arrayContains(webhookEndpoints.events, [eventType]),
          ),
        );
    },

    async insertDeliveries(rows: NewDelivery[]): Promise<DeliveryRow[]> {
      if (rows.length === 0) return [];
      return db.insert(webhookDeliveries).values(rows).returning(deliveryColumns);
    },

    /**
     * Deliveries with ids fixed by their cause (an outbox row): those already there are left as
     * they are. Returns the ids that have not had an attempt yet (new, or made by a run that died
     * before queueing them).
     */
    async insertDeliveriesOnce(rows: (NewDelivery & { id: string })[]): Promise<string[]> {
      if (rows.length === 0) return [];
      await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
      const fresh = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            inArray(
              webhookDeliveries.id,
              rows.map((r) => r.id),
            ),
            eq(webhookDeliveries.attempts, 0),
          ),
        );
      return fresh.map((r) => r.id);
    },

    async listDeliveries(endpointId: string, limit: number): Promise<DeliveryRow[]> {
      return db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    async findDelivery(id: string): Promise<DeliveryRow | null> {
      const [row] = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id));
      return row ?? null;
    },

    /**
     * Takes the next attempt of a pending delivery: one statement, so of two runs at once (two
     * instances) only one gets it. A run that died mid-send is taken over once `sendingUntil`
     * has passed.
     */
    async claimAttempt(id: string, now: Date, until: Date): Promise<DeliveryRow | null> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          sendingUntil: until,
          lastAttemptAt: now,
          nextAttemptAt: null,
        })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'pending'),
            or(isNull(webhookDeliveries.sendingUntil), lt(webhookDeliveries.sendingUntil, now)),
          ),
        )
        .returning(deliveryColumns);
      return row ?? null;
    },

    /** Records an attempt's outcome; only the run that claimed this attempt may. */
    async settleAttempt(id: string, attempt: number, outcome: AttemptOutcome): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ ...outcome, sendingUntil: null })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.attempts, attempt),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    async resetFailures(endpointId: string): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(
          and(
            eq(webhookEndpoints.id, endpointId),
            sql`${webhookEndpoints.consecutiveFailures} > 0`,
          ),
        );
    },

    /**
     * Counts a delivery that failed every attempt; at `threshold` in a row the endpoint is
     * switched off. Answers true to the one call that switched it off (it sends the mail).
     */
    async countFailure(endpointId: string, threshold: number, reason: string): Promise<boolean> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failures: webhookEndpoints.consecutiveFailures });
      if (!row || row.failures < threshold) return false;
      const off = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      return off.length > 0;
    },

    async sellerContact(sellerId: string): Promise<{ email: string; name: string } | null> {
      const [row] = await db
        .select({ email: users.email, username: users.username, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, sellerId));
      return row ? { email: row.email, name: row.displayName || row.username } : null;
    },

    // What the events say, read where they happened (ids from the other modules' buses).

    async license(licenseId: string) {
      const [row] = await db
        .select({
          id: licenses.id,
          sellerId: projects.authorId,
          projectId: licenses.projectId,
          projectTitle: projects.title,
          buyerUsername: users.username,
          kind: licenses.kind,
          status: licenses.status,
          totalCents: licenses.totalCents,
          sellerCents: licenses.sellerCents,
          currency: licenses.currency,
          createdAt: licenses.createdAt,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .where(eq(licenses.id, licenseId));
      return row ?? null;
    },

    async accessEvent(id: string) {
      const [row] = await db
        .select({
          id: accessEvents.id,
          sellerId: accessEvents.sellerId,
          licenseId: accessEvents.licenseId,
          projectId: accessEvents.projectId,
          githubAccount: accessEvents.githubAccount,
          repository: accessEvents.repository,
          action: accessEvents.action,
          cause: accessEvents.cause,
          createdAt: accessEvents.createdAt,
        })
        .from(accessEvents)
        .where(eq(accessEvents.id, id));
      return row ?? null;
    },

    async review(id: string) {
      const [row] = await db
        .select({
          id: reviews.id,
          sellerId: projects.authorId,
          projectId: reviews.projectId,
          projectTitle: projects.title,
          reviewerUsername: users.username,
          rating: reviews.rating,
          body: reviews.body,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(projects, eq(projects.id, reviews.projectId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.id, id));
      return row ?? null;
    },

    async project(id: string) {
      const [row] = await db
        .select({
          id: projects.id,
          sellerId: projects.authorId,
          title: projects.title,
          licenseType: projects.licenseType,
          priceCents: projects.priceCents,
          status: projects.status,
        })
        .from(projects)
        .where(eq(projects.id, id));
      return row ?? null;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
