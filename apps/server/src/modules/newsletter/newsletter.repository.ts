import { asc, count, max } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepository(db: Db) {
  return {
    /** Stores the address once; a second subscription is a no-op. Returns whether it was new. */
    async subscribe(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    async stats(): Promise<{ subscribers: number; latestAt: Date | null }> {
      const rows = await db
        .select({ subscribers: count(), latestAt: max(newsletterSubscribers.createdAt) })
        .from(newsletterSubscribers);
      return { subscribers: rows[0]?.subscribers ?? 0, latestAt: rows[0]?.latestAt ?? null };
    },

    listAll() {
      return db
        .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
