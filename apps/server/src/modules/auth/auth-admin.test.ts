import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createAuthRepository } from './auth.repository';
import { ensureAdminFromConfig } from './auth.service';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('ensureAdminFromConfig', () => {
  it('does nothing unless both ADMIN_EMAIL and ADMIN_PASSWORD are set', async () => {
    const db = ctx.database.db;
    expect(await ensureAdminFromConfig(db, {})).toBe('skipped');
    expect(await ensureAdminFromConfig(db, { ADMIN_EMAIL: 'a@example.com' })).toBe('skipped');
    expect(await ensureAdminFromConfig(db, { ADMIN_PASSWORD: 'secret phrase' })).toBe('skipped');
    const rows = await db.select().from(users).where(eq(users.email, 'a@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('creates a verified admin that can sign in, once', async () => {
    const config = { ADMIN_EMAIL: 'Boss.Person@Example.com', ADMIN_PASSWORD: 'operator phrase' };
    expect(await ensureAdminFromConfig(ctx.database.db, config)).toBe('created');
    expect(await ensureAdminFromConfig(ctx.database.db, config)).toBe('unchanged');
    const res = await login('boss.person@example.com', 'operator phrase');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'admin',
      isVerified: true,
      username: 'boss-person',
      email: 'boss.person@example.com',
    });
  });

  it('picks a free username when the derived one is taken', async () => {
    await createUser(ctx, { username: 'chief', email: 'someone-else@example.com' });
    expect(
      await ensureAdminFromConfig(ctx.database.db, {
        ADMIN_EMAIL: 'chief@example.com',
        ADMIN_PASSWORD: 'operator phrase',
      }),
    ).toBe('created');
    const [row] = await ctx.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, 'chief@example.com'));
    expect(row!.username).toMatch(/^chief-\d{4}$/);
  });

  it('promotes an existing account and keeps its own password', async () => {
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'promoteme', email: 'promote@example.com', password: 'my own phrase' },
    });
    expect(reg.json().user.role).toBe('user');
    expect(
      await ensureAdminFromConfig(ctx.database.db, {
        ADMIN_EMAIL: 'PROMOTE@example.com',
        ADMIN_PASSWORD: 'operator phrase',
      }),
    ).toBe('promoted');
    const res = await login('promote@example.com', 'my own phrase');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    expect((await login('promote@example.com', 'operator phrase')).statusCode).toBe(401);
  });

  it('gives a promoted GitHub-only account the configured password', async () => {
    const gh = await createUser(ctx, { githubUsername: 'gh-admin' });
    expect(
      await ensureAdminFromConfig(ctx.database.db, {
        ADMIN_EMAIL: gh.email,
        ADMIN_PASSWORD: 'operator phrase',
      }),
    ).toBe('promoted');
    const res = await login(gh.email, 'operator phrase');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });
});

describe('unique violations (the race-safe path of register and profile updates)', () => {
  it('names the unique index a duplicate insert hit, on this database driver', async () => {
    const repo = createAuthRepository(ctx.database.db);
    await repo.insertUser({ username: 'Dupe', email: 'dupe@example.com', passwordHash: 'x' });
    const sameName = await repo
      .insertUser({ username: 'DUPE', email: 'other@example.com', passwordHash: 'x' })
      .catch((err: unknown) => err);
    expect(uniqueViolation(sameName)).toBe('username');
    const sameEmail = await repo
      .insertUser({ username: 'dupe2', email: 'DUPE@example.com', passwordHash: 'x' })
      .catch((err: unknown) => err);
    expect(uniqueViolation(sameEmail)).toBe('email');
    expect(uniqueViolation(new Error('boom'))).toBeNull();
  });
});

describe('password hashing', () => {
  it('hashes with argon2id, salted, and verifies', async () => {
    const a = await hashPassword('same phrase');
    const b = await hashPassword('same phrase');
    expect(a).toMatch(/^\$argon2id\$v=19\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'same phrase')).toBe(true);
    expect(await verifyPassword(a, 'Same phrase')).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('common password list', () => {
  it('holds the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBe(10_000);
  });

  it('matches regardless of case and lets uncommon passwords through', () => {
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'PASSWORD1', 'Dragon', 'letmein'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['correct horse battery', 'zq7#Lm-unusual', 'k'.repeat(40)])
      expect(isCommonPassword(p), p).toBe(false);
  });
});
