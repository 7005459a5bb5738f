import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthUser, SessionResolver } from '../../plugins/auth';

/** last_seen_at is written at most this often per session, not on every request. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/**
 * How long a resolved session is reused without asking the database. Everything that ends a
 * session or changes what it resolves to (sign-out, password change or reset, suspension, role
 * or username or email change) clears the cache on every instance before it answers (the
 * `sessions` change topic, ADR 013); the time to live only bounds a change whose notification
 * was lost (a crash between the commit and the notification).
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Sessions kept at most per process (a few hundred bytes each), oldest first out. */
const SESSION_CACHE_MAX = 20_000;

interface ResolvedSession {
  user: AuthUser;
  sessionId: string;
  expiresAt: number;
  lastSeenAt: number;
}

export interface SessionResolverOptions {
  /** 0 turns the cache off: every request asks the database. */
  cacheTtlMs?: number;
  now?: () => Date;
}

export interface CachedSessionResolver {
  resolve: SessionResolver;
  /** Forgets every cached session (subscribed to the `sessions` change topic). */
  clear(): void;
}

/**
 * Looks a hashed token up in the sessions table; expired sessions, and sessions of a suspended
 * account, resolve to nobody. A session found is cached briefly (ADR 013): most signed-in
 * requests then make no round trip for it. "No such session" is never cached.
 */
export function createSessionResolver(
  db: Db,
  opts: SessionResolverOptions = {},
): CachedSessionResolver {
  const now = opts.now ?? (() => new Date());
  const cache = new TtlCache<ResolvedSession | null>(
    opts.cacheTtlMs ?? SESSION_CACHE_TTL_MS,
    SESSION_CACHE_MAX,
    () => now().getTime(),
  );

  const lookUp = db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('session_by_token');

  async function load(tokenHash: string): Promise<ResolvedSession | null> {
    const [row] = await lookUp.execute({ tokenHash, now: now().toISOString() });
    if (!row) return null;
    const { sessionId, expiresAt, lastSeenAt, ...user } = row;
    return {
      user,
      sessionId,
      expiresAt: expiresAt.getTime(),
      lastSeenAt: lastSeenAt.getTime(),
    };
  }

  const resolve: SessionResolver = async (tokenHash) => {
    const session = await cache.load(
      tokenHash,
      () => load(tokenHash),
      (s) => s !== null,
    );
    if (!session) return null;
    const at = now().getTime();
    if (session.expiresAt <= at) {
      cache.delete(tokenHash);
      return null;
    }
    if (at - session.lastSeenAt >= LAST_SEEN_INTERVAL_MS) {
      session.lastSeenAt = at;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.id, session.sessionId));
    }
    return session.user;
  };

  return { resolve, clear: () => cache.clear() };
}
