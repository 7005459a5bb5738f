import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionResolver } from '../../plugins/auth';

/** last_seen_at is written at most this often per session, not on every request. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Looks a hashed token up in the sessions table; expired sessions, and sessions of a suspended
 * account, resolve to nobody.
 */
export function createSessionResolver(db: Db): SessionResolver {
  return async (tokenHash) => {
    const now = new Date();
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          isNull(users.suspendedAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
    return { id: row.id, username: row.username, email: row.email, role: row.role };
  };
}
