import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { cartItems, licenses, projects, users } from '../../db/schema';

/** A cart item with what the cart shows and checks of its project, seller and buyer. */
export interface CartItemRow {
  projectId: string;
  amountCents: number | null;
  addedAt: Date;
  title: string;
  status: 'draft' | 'published';
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
  currency: string;
  payWhatYouWant: boolean;
  suggestedPriceCents: number | null;
  thumbnailUrl: string | null;
  sellerId: string;
  sellerName: string;
  /** The buyer holds an active paid license of the project. */
  held: boolean;
}

/** The cart_items table: the only place that queries it. */
export function createCartRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /**
     * Waits for any other write to this buyer's cart (until the transaction ends), so the count
     * a write reads is still true when it inserts: a cart never goes past its limit.
     */
    async lockCart(userId: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
    },

    async count(userId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    async has(userId: string, projectId: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ projectId: cartItems.projectId })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.projectId, projectId)))
        .limit(1);
      return row !== undefined;
    },

    /** Adds the project, or sets the amount of the row already there (its place is kept). */
    async put(userId: string, projectId: string, amountCents: number | null, tx: Db = db) {
      await tx
        .insert(cartItems)
        .values({ userId, projectId, amountCents })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.projectId],
          set: { amountCents },
        });
    },

    /** False when the project was not in the cart. */
    async remove(userId: string, projectId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.projectId, projectId)))
        .returning({ projectId: cartItems.projectId });
      return rows.length > 0;
    },

    /** The buyer's items, oldest first, with their projects, sellers and held licenses. */
    async list(userId: string): Promise<CartItemRow[]> {
      return db
        .select({
          projectId: cartItems.projectId,
          amountCents: cartItems.amountCents,
          addedAt: cartItems.addedAt,
          title: projects.title,
          status: projects.status,
          licenseType: projects.licenseType,
          priceCents: projects.priceCents,
          currency: projects.currency,
          payWhatYouWant: projects.payWhatYouWant,
          suggestedPriceCents: projects.suggestedPriceCents,
          thumbnailUrl: sql<string | null>`${projects.media} -> 'cover' -> 'card' ->> 'url'`,
          sellerId: projects.authorId,
          sellerName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username})`,
          held: sql<boolean>`exists (
            select 1 from ${licenses}
            where ${licenses.projectId} = ${cartItems.projectId}
              and ${licenses.buyerId} = ${cartItems.userId}
              and ${licenses.status} = 'active' and ${licenses.kind} = 'paid')`,
        })
        .from(cartItems)
        .innerJoin(projects, eq(projects.id, cartItems.projectId))
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.projectId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
