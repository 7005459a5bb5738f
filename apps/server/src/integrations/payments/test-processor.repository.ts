import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { paymentAccounts, projects, testPaymentIntents } from '../../db/schema';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;

/** The test processor's own records: its intents, and the test-mode seller accounts. */
export function createTestProcessorRepository(db: Db) {
  async function findIntent(id: string): Promise<TestIntentRow | null> {
    const [row] = await db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, id))
      .limit(1);
    return row ?? null;
  }

  return {
    async insertIntent(values: typeof testPaymentIntents.$inferInsert): Promise<void> {
      await db.insert(testPaymentIntents).values(values);
    },

    findIntent,

    /** Moves an intent from one status to another; false when it was not in `from`. */
    async transition(
      id: string,
      from: TestIntentRow['status'],
      to: TestIntentRow['status'],
    ): Promise<boolean> {
      const rows = await db
        .update(testPaymentIntents)
        .set({ status: to, lastError: null })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, from)))
        .returning({ id: testPaymentIntents.id });
      return rows.length > 0;
    },

    /**
     * requires_payment_method → succeeded, only while the intent has not expired and its project
     * is published with the price and license type the intent was made for. One statement, so a
     * project edited at the same moment either happens before (no payment) or after (paid). An
     * order's intent has no project: the order's module checks its lines itself.
     */
    async payIfStillForSale(id: string, now: Date, cardLast4: string): Promise<boolean> {
      const t = testPaymentIntents;
      const rows = await db
        .update(t)
        .set({ status: 'succeeded', lastError: null, cardLast4 })
        .where(
          and(
            eq(t.id, id),
            eq(t.status, 'requires_payment_method'),
            or(isNull(t.expiresAt), gt(t.expiresAt, now)),
            or(
              and(isNull(t.projectId), isNotNull(t.orderId)),
              sql`exists (select 1 from ${projects} where ${projects.id} = ${t.projectId}
                and ${projects.status} = 'published'
                and (${t.priceCents} is null or ${projects.priceCents} = ${t.priceCents})
                and (${t.licenseType} is null or ${projects.licenseType} = ${t.licenseType}))`,
            ),
          ),
        )
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /**
     * A succeeded intent refunded in full: succeeded → refunded with the whole amount counted as
     * refunded; false when it was not succeeded.
     */
    async refundInFull(id: string): Promise<boolean> {
      const t = testPaymentIntents;
      const rows = await db
        .update(t)
        .set({ status: 'refunded', refundedCents: sql`${t.amountCents}`, lastError: null })
        .where(and(eq(t.id, id), eq(t.status, 'succeeded')))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /**
     * Refunds `amountCents` of a succeeded intent in one statement: counted once per `key` (a
     * refund repeated with its key changes nothing), never past the amount paid, and the intent
     * becomes refunded when nothing is left. Concurrent refunds queue on the row, and each sees
     * the one before it. 'applied', 'repeated' (this key was refunded), or why nothing changed.
     */
    async refundPart(
      id: string,
      amountCents: number,
      key: string | null,
    ): Promise<'applied' | 'repeated' | 'not_found' | 'not_paid' | 'too_much'> {
      const t = testPaymentIntents;
      const refunded = sql`${t.refundedCents} + ${amountCents}`;
      const rows = await db
        .update(t)
        .set({
          refundedCents: refunded,
          ...(key === null ? {} : { refundKeys: sql`array_append(${t.refundKeys}, ${key})` }),
          status: sql`case when ${refunded} >= ${t.amountCents} then 'refunded' else ${t.status} end`,
          lastError: null,
        })
        .where(
          and(
            eq(t.id, id),
            eq(t.status, 'succeeded'),
            sql`${refunded} <= ${t.amountCents}`,
            key === null ? undefined : sql`not (${key} = any(${t.refundKeys}))`,
          ),
        )
        .returning({ id: t.id });
      if (rows.length > 0) return 'applied';
      const row = await findIntent(id);
      if (!row) return 'not_found';
      if (key !== null && row.refundKeys.includes(key)) return 'repeated';
      if (row.status !== 'succeeded' && row.status !== 'refunded') return 'not_paid';
      return 'too_much';
    },

    /** Cancels the project's intents that are still waiting for a card; returns how many. */
    async cancelOpenForProject(projectId: string): Promise<number> {
      const rows = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(testPaymentIntents.projectId, projectId),
            eq(testPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning({ id: testPaymentIntents.id });
      return rows.length;
    },

    async recordError(id: string, error: string): Promise<void> {
      await db
        .update(testPaymentIntents)
        .set({ lastError: error })
        .where(eq(testPaymentIntents.id, id));
    },

    async findAccount(providerAccountId: string) {
      const [row] = await db
        .select({
          detailsSubmitted: paymentAccounts.detailsSubmitted,
          chargesEnabled: paymentAccounts.chargesEnabled,
        })
        .from(paymentAccounts)
        .where(
          and(
            eq(paymentAccounts.providerAccountId, providerAccountId),
            eq(paymentAccounts.provider, 'test'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type TestProcessorRepository = ReturnType<typeof createTestProcessorRepository>;
