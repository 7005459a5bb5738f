import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../../lib/session-tokens';
import { createSessionResolver, LAST_SEEN_INTERVAL_MS, SESSION_CACHE_TTL_MS } from './auth.session';

let database: Database;
let drop: () => Promise<void>;
let userCount = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** A user and a session of theirs, written straight to the database. */
async function sessionOf(opts: { expiresAt?: Date; lastSeenAt?: Date } = {}) {
  userCount += 1;
  const [user] = await database.db
    .insert(users)
    .values({ username: `reader${userCount}`, email: `reader${userCount}@example.com` })
    .returning({ id: users.id });
  const tokenHash = hashToken(newToken());
  await database.db.insert(sessions).values({
    userId: user!.id,
    tokenHash,
    expiresAt: opts.expiresAt ?? new Date(Date.now() + 86_400_000),
    lastSeenAt: opts.lastSeenAt ?? new Date(),
  });
  return { userId: user!.id, tokenHash };
}

const lastSeenOf = async (tokenHash: string) =>
  (
    await database.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
  )[0]!.at.getTime();

describe('session resolver', () => {
  it('reuses a resolved session until the cache is cleared', async () => {
    const resolver = createSessionResolver(database.db);
    const { userId, tokenHash } = await sessionOf();
    expect(await resolver.resolve(tokenHash)).toMatchObject({ id: userId, role: 'user' });
    // Ended behind the resolver's back: the cached session still answers...
    await database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(await resolver.resolve(tokenHash)).toMatchObject({ id: userId });
    // ...until a write that ends sessions clears the cache, as every such write does.
    resolver.clear();
    expect(await resolver.resolve(tokenHash)).toBeNull();
  });

  it('never caches "no such session"', async () => {
    const resolver = createSessionResolver(database.db);
    const { userId, tokenHash } = await sessionOf();
    const unknown = hashToken(newToken());
    expect(await resolver.resolve(unknown)).toBeNull();
    await database.db
      .update(sessions)
      .set({ tokenHash: unknown })
      .where(eq(sessions.tokenHash, tokenHash));
    expect(await resolver.resolve(unknown)).toMatchObject({ id: userId });
  });

  it('a cached session ends when it expires, and asks the database again after the time to live', async () => {
    let now = Date.now();
    const resolver = createSessionResolver(database.db, { now: () => new Date(now) });
    const { userId, tokenHash } = await sessionOf({ expiresAt: new Date(now + 60 * 60_000) });
    expect(await resolver.resolve(tokenHash)).toMatchObject({ id: userId });
    await database.db
      .update(users)
      .set({ suspendedAt: new Date(now) })
      .where(eq(users.id, userId));
    now += SESSION_CACHE_TTL_MS;
    expect(await resolver.resolve(tokenHash)).toBeNull();

    const other = await sessionOf({ expiresAt: new Date(now + 1_000) });
    expect(await resolver.resolve(other.tokenHash)).toMatchObject({ id: other.userId });
    now += 1_000;
    expect(await resolver.resolve(other.tokenHash)).toBeNull();
  });

  it('writes last_seen_at only when it is older than a few minutes, cached or not', async () => {
    let now = Date.now();
    const resolver = createSessionResolver(database.db, {
      now: () => new Date(now),
      cacheTtlMs: 60 * 60_000,
    });
    const recent = new Date(now - 60_000);
    const { tokenHash } = await sessionOf({ lastSeenAt: recent });
    await resolver.resolve(tokenHash);
    expect(await lastSeenOf(tokenHash)).toBe(recent.getTime());

    // Still cached, and now the last write is old enough: one write.
    now = recent.getTime() + LAST_SEEN_INTERVAL_MS;
    await resolver.resolve(tokenHash);
    expect(await lastSeenOf(tokenHash)).toBe(now);
    const written = now;
    now += 1_000;
    await resolver.resolve(tokenHash);
    expect(await lastSeenOf(tokenHash)).toBe(written);

    // From the database after the cache let it go.
    const stale = await sessionOf({ lastSeenAt: new Date(now - 10 * 60_000) });
    await resolver.resolve(stale.tokenHash);
    expect(await lastSeenOf(stale.tokenHash)).toBe(now);
  });

  it('with the cache off, every call asks the database', async () => {
    const resolver = createSessionResolver(database.db, { cacheTtlMs: 0 });
    const { userId, tokenHash } = await sessionOf();
    expect(await resolver.resolve(tokenHash)).toMatchObject({ id: userId });
    await database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(await resolver.resolve(tokenHash)).toBeNull();
  });
});
