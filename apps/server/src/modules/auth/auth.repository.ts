import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { hitCounter, purgeExpiredCounters } from '../../db/rate-limit-counters';
import { emailTokens, licenses, projects, rateLimits, sessions, users } from '../../db/schema';
import type { UserCounts, UserDtoRow } from '../users/user.mapper';

export type EmailTokenPurpose = 'verify' | 'reset' | 'email-change';

/** The columns toUserDto needs: never the password hash or the GitHub token. */
const userDtoColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  reputation: users.reputation,
  displayName: users.displayName,
  bio: users.bio,
  profileImage: users.profileImage,
  website: users.website,
  githubUsername: users.githubUsername,
  emailVerifiedAt: users.emailVerifiedAt,
  pendingEmail: users.pendingEmail,
  createdAt: users.createdAt,
};

/**
 * The counts on the user DTO: published projects authored and active licenses held, as
 * subqueries of a select from `users`. Spelled out in SQL: in a one-table select Drizzle leaves
 * column names unqualified, and a bare "id" inside the subquery would be the project's.
 */
const userCountColumns = {
  projectsCount: sql<number>`(select count(*) from ${projects} p
    where p.author_id = ${users}.id and p.status = 'published')`.mapWith(Number),
  purchasesCount: sql<number>`(select count(*) from ${licenses} l
    where l.buyer_id = ${users}.id and l.status = 'active')`.mapWith(Number),
};

export interface UserPatch {
  username?: string;
  email?: string;
  displayName?: string | null;
  bio?: string | null;
  website?: string | null;
  profileImage?: string | null;
  passwordHash?: string;
  role?: 'user' | 'admin';
  emailVerifiedAt?: Date | null;
  pendingEmail?: string | null;
}

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

function createAuthQueries(db: Db) {
  return {
    // ── users ────────────────────────────────────────────────────────────────
    async findUserById(id: string): Promise<UserDtoRow | null> {
      const [row] = await db.select(userDtoColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Case-insensitive email lookup for sign-in: the only query that reads a password hash. */
    async findCredentialsByEmail(
      email: string,
    ): Promise<{ id: string; email: string; passwordHash: string | null; role: string } | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          role: users.role,
        })
        .from(users)
        .where(lowerEquals(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.passwordHash ?? null;
    },

    /** True when another account (not `exceptId`) uses this username, ignoring case. */
    async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(lowerEquals(users.username, username), exceptId ? ne(users.id, exceptId) : undefined),
        )
        .limit(1);
      return row !== undefined;
    },

    /** True when another account (not `exceptId`) uses this email, ignoring case. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(lowerEquals(users.email, email), exceptId ? ne(users.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async insertUser(values: {
      username: string;
      email: string;
      passwordHash: string;
      role?: 'user' | 'admin';
      emailVerifiedAt?: Date | null;
    }): Promise<UserDtoRow> {
      const [row] = await db.insert(users).values(values).returning(userDtoColumns);
      return row!;
    },

    async updateUser(id: string, patch: UserPatch): Promise<UserDtoRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(userDtoColumns);
      return row ?? null;
    },

    /** Records the first verification of the current address; a later one keeps that time. */
    async markEmailVerified(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    /**
     * Everything sign-in needs in one query: the password hash to check and, for the answer,
     * the user's columns and counts (read before the check; sent only after it passes).
     */
    async findSignInByEmail(
      email: string,
    ): Promise<{ user: UserDtoRow; passwordHash: string | null; counts: UserCounts } | null> {
      const [row] = await db
        .select({ ...userDtoColumns, passwordHash: users.passwordHash, ...userCountColumns })
        .from(users)
        .where(lowerEquals(users.email, email))
        .limit(1);
      if (!row) return null;
      const { passwordHash, projectsCount, purchasesCount, ...user } = row;
      return { user, passwordHash, counts: { projectsCount, purchasesCount } };
    },

    async countsFor(userId: string): Promise<UserCounts> {
      const [row] = await db.select(userCountColumns).from(users).where(eq(users.id, userId));
      return row ?? { projectsCount: 0, purchasesCount: 0 };
    },

    // ── sessions ─────────────────────────────────────────────────────────────
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the user, or every one but `keepTokenHash`. */
    async deleteUserSessions(userId: string, keepTokenHash?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
          ),
        );
    },

    /** A new session for `userId`; the user's expired ones go in the same statement. */
    /** Starts a session unless the account is suspended (then false, and nothing is written). */
    async createSession(userId: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
      const result = await db.execute(sql`
        with expired as (
          delete from ${sessions}
          where ${sessions.userId} = ${userId} and ${sessions.expiresAt} < now()
        )
        insert into ${sessions} (user_id, token_hash, expires_at)
        select ${userId}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz
        from ${users} where ${users.id} = ${userId} and ${users.suspendedAt} is null
        returning ${sessions.id}`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    // ── one-time email tokens ────────────────────────────────────────────────
    async createEmailToken(values: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(values);
    },

    /**
     * Marks an unused, unexpired token as used and returns its user; null when the token is
     * unknown, expired, already used or for another purpose. One statement, so two requests
     * racing with the same token cannot both succeed.
     */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId ?? null;
    },

    /** True when the token is unused, unexpired and of this purpose; uses nothing up. */
    async emailTokenUsable(tokenHash: string, purpose: EmailTokenPurpose): Promise<boolean> {
      const [row] = await db
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Retires the user's outstanding (unused) tokens of one purpose; drops expired ones. */
    async invalidateEmailTokens(userId: string, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .delete(emailTokens)
        .where(and(eq(emailTokens.userId, userId), lt(emailTokens.expiresAt, new Date())));
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    // ── rate limits (shared by every instance through the database) ──────────
    /**
     * Counts one event against `key` in a fixed window of `windowSeconds`: a new window starts
     * when the old one has ended. Atomic (a single upsert), so concurrent instances agree.
     */
    async hitRateLimit(
      key: string,
      windowSeconds: number,
    ): Promise<{ count: number; resetAt: Date }> {
      const { count, resetAt } = await hitCounter(db, key, windowSeconds * 1000);
      return { count, resetAt };
    },

    /** The current windows' counts of `keys` (one query), by key; keys without one are absent. */
    async peekRateLimits(keys: string[]): Promise<Map<string, { count: number; resetAt: Date }>> {
      const rows = await db
        .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, keys), sql`${rateLimits.resetAt} > now()`));
      return new Map(rows.map(({ key, ...state }) => [key, state]));
    },

    /** Gives back one event counted against `key` in its current window (never below zero). */
    async releaseRateLimit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
    },

    async clearRateLimit(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Drops counters whose window ended: keeps the table small. */
    purgeExpiredRateLimits: () => purgeExpiredCounters(db),
  };
}

export type AuthQueries = ReturnType<typeof createAuthQueries>;

/** Every auth query: users' credentials, sessions, one-time email tokens and rate-limit counters. */
export function createAuthRepository(db: Db) {
  return {
    ...createAuthQueries(db),
    /** Runs `fn` in one transaction, with the queries bound to it. */
    transaction<T>(fn: (tx: AuthQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(createAuthQueries(tx as unknown as Db)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
