import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import type { ApiTokenResolver } from '../../plugins/auth';

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

export type ApiTokenRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};

/** Personal access tokens: the only place with their queries. */
export function createApiTokensRepository(db: Db) {
  return {
    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId));
      return row?.n ?? 0;
    },

    async insert(values: {
      userId: string;
      name: string;
      tokenHash: string;
      prefix: string;
      scopes: string[];
      expiresAt: Date | null;
    }): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning(listColumns);
      return row!;
    },

    async listOf(userId: string): Promise<ApiTokenRow[]> {
      return db
        .select(listColumns)
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    /** Deletes the user's token; false when they have no token with this id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;

/** last_used_at is written at most this often per token, not on every request. */
const LAST_USED_INTERVAL_MS = 60 * 1000;

/**
 * Looks a hashed personal access token up: its user (never a suspended one) and its scopes;
 * expired tokens resolve to nobody.
 */
export function createApiTokenResolver(db: Db): ApiTokenResolver {
  return async (tokenHash) => {
    const now = new Date();
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        tokenId: apiTokens.id,
        scopes: apiTokens.scopes,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(
        and(
          eq(apiTokens.tokenHash, tokenHash),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
          isNull(users.suspendedAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.tokenId));
    }
    return {
      user: { id: row.id, username: row.username, email: row.email, role: row.role },
      scopes: row.scopes,
    };
  };
}
