import { and, eq, gt } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionResolver } from '../../plugins/auth';

/** Looks a hashed token up in the sessions table; expired sessions resolve to nobody. */
export function createSessionResolver(db: Db): SessionResolver {
  return async (tokenHash) => {
    const [row] = await db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  };
}
