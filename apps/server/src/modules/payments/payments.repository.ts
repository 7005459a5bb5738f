import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { paymentAccounts, paymentEvents } from '../../db/schema';

export interface PaymentAccountRow {
  provider: 'test' | 'stripe';
  providerAccountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
}

const accountColumns = {
  provider: paymentAccounts.provider,
  providerAccountId: paymentAccounts.providerAccountId,
  detailsSubmitted: paymentAccounts.detailsSubmitted,
  chargesEnabled: paymentAccounts.chargesEnabled,
};

/** Seller payment accounts and webhook events (the seller's money figures: modules/balances). */
export function createPaymentsRepository(db: Db) {
  return {
    async findAccount(userId: string): Promise<PaymentAccountRow | null> {
      const [row] = await db
        .select(accountColumns)
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** The user's account at a provider; replaces an account of the other provider. */
    async saveAccount(
      userId: string,
      provider: 'test' | 'stripe',
      providerAccountId: string,
      state: { detailsSubmitted: boolean; chargesEnabled: boolean },
    ): Promise<PaymentAccountRow> {
      const [row] = await db
        .insert(paymentAccounts)
        .values({ userId, provider, providerAccountId, ...state })
        .onConflictDoUpdate({
          target: paymentAccounts.userId,
          set: { provider, providerAccountId, ...state },
        })
        .returning(accountColumns);
      return row!;
    },

    /** Records what the provider reports about an account; false when we do not know it. */
    async updateAccountState(
      provider: 'test' | 'stripe',
      providerAccountId: string,
      state: { detailsSubmitted: boolean; chargesEnabled: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(paymentAccounts)
        .set(state)
        .where(
          and(
            eq(paymentAccounts.provider, provider),
            eq(paymentAccounts.providerAccountId, providerAccountId),
          ),
        )
        .returning({ id: paymentAccounts.id });
      return rows.length > 0;
    },

    async isEventHandled(providerEventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.providerEventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, providerEventId))
        .limit(1);
      return row !== undefined;
    },

    async recordEvent(providerEventId: string, type: string): Promise<void> {
      await db.insert(paymentEvents).values({ providerEventId, type }).onConflictDoNothing();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
