import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { paymentAccounts, projects, testPaymentIntents } from '../../db/schema';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;

/** The test processor's own records: its intents, and the test-mode seller accounts. */
export function createTestProcessorRepository(db: Db) {
  return {
    async insertIntent(values: typeof testPaymentIntents.$inferInsert): Promise<void> {
      await db.insert(testPaymentIntents).values(values);
    },

    async findIntent(id: string): Promise<TestIntentRow | null> {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id))
        .limit(1);
      return row ?? null;
    },

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
     * project edited at the same moment either happens before (no payment) or after (paid).
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
            sql`exists (select 1 from ${projects} where ${projects.id} = ${t.projectId}
              and ${projects.status} = 'published'
              and (${t.priceCents} is null or ${projects.priceCents} = ${t.priceCents})
              and (${t.licenseType} is null or ${projects.licenseType} = ${t.licenseType}))`,
          ),
        )
        .returning({ id: t.id });
      return rows.length > 0;
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
