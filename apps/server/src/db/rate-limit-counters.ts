import { sql } from 'drizzle-orm';

import type { Db } from './client';
import { rateLimits } from './schema';

export interface CounterHit {
  /** Events counted in the current window, this one included. */
  count: number;
  resetAt: Date;
  /** Milliseconds until the window ends, by the database's clock. */
  ttlMs: number;
}

/**
 * Counts one event against `key` in a fixed window of `windowMs`: a new window starts when the
 * old one has ended. One atomic upsert in the `rate_limits` table, so every server instance on
 * the database agrees (login limits, the route limits of @fastify/rate-limit, job leases).
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterHit> {
  const resetAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetAt: rateLimits.resetAt,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`,
    });
  return row!;
}

/** Drops counters whose window ended: keeps the table small. */
export async function purgeExpiredCounters(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
}

/**
 * A lease for periodic work that only one instance should do per period: true for the first
 * caller in each window of `windowMs`, false for every other caller (any instance) until then.
 */
export async function claimPeriod(db: Db, job: string, windowMs: number): Promise<boolean> {
  const { count } = await hitCounter(db, `job:${job}`, windowMs);
  return count === 1;
}
