import { AUTH_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { users } from '../../db/schema';
import type * as PasswordModule from '../../lib/password';

/** How often the (expensive) argon2 functions ran: the point of several cases below. */
const argon2 = vi.hoisted(() => ({ hashes: 0, verifications: 0 }));
vi.mock('../../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return {
    ...real,
    hashPassword: (password: string) => {
      argon2.hashes += 1;
      return real.hashPassword(password);
    },
    verifyPassword: (hash: string | null | undefined, password: string) => {
      argon2.verifications += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

const LIMIT = 10;
const TOO_MANY = { error: 'Too many attempts. Please try again later.' };
const PASSWORD = 'correct horse battery';

let ctx: TestContext;
let ipSeq = 0;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '900',
  });
});
afterAll(() => ctx.close());
beforeEach(() => {
  argon2.hashes = 0;
  argon2.verifications = 0;
});

const freshIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function register() {
  seq += 1;
  const username = `ab${seq}${Math.random().toString(36).slice(2, 6)}`;
  const payload = { username, email: `${username}@example.com`, password: PASSWORD };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { ...payload, id: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

const login = (email: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const forgot = (email: string, ip = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

const resetPassword = (token: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'a brand new phrase' },
    remoteAddress: ip,
  });

const updateProfile = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

async function userRow(id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('POST /api/auth/reset-password: no hashing for a bad link, and a limit per IP', () => {
  it('never hashes the new password of an unknown token', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const res = await resetPassword(`made-up-token-${i}`, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.resetLinkInvalid });
    }
    expect(argon2.hashes).toBe(0);
  });

  it('answers 429 {error} with Retry-After once an IP has sent too many', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await resetPassword(`guess-${i}`, ip)).statusCode).toBe(400);
    }
    const blocked = await resetPassword('guess-again', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address is not affected.
    expect((await resetPassword('guess-elsewhere', freshIp())).statusCode).toBe(400);
  });
});

describe('sign-in limits per account and address', () => {
  it('checks at most the limit of 60 simultaneous wrong passwords for one account and IP', async () => {
    const me = await register();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(me.email, 'wrong password', ip)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LIMIT);
    expect(argon2.verifications).toBe(LIMIT);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets the owner sign in from another address while one address is locked out', async () => {
    const me = await register();
    const attacker = freshIp();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await login(me.email, 'wrong password', attacker)).statusCode).toBe(401);
    }
    expect((await login(me.email, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(me.email, PASSWORD, freshIp())).statusCode).toBe(200);
    // The locked address may still sign in to another account.
    const other = await register();
    expect((await login(other.email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('blocks an address after many failures spread over accounts', async () => {
    const ip = freshIp();
    const victim = await register();
    for (let i = 0; i < 5 * LIMIT; i += 1) {
      const res = await login(`nobody${i}@example.com`, 'wrong password', ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(victim.email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await login(victim.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('POST /api/auth/forgot-password: reset mails per account', () => {
  it('mails an account at most three links an hour, answering the same every time', async () => {
    const me = await register();
    const before = ctx.outbox.length;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await forgot(me.email.toUpperCase()));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    }
    const mails = ctx.outbox.slice(before).filter((m) => m.to === me.email);
    expect(mails).toHaveLength(3);
    // The owner is not locked out of the form: one more request still answers 200.
    expect((await forgot(me.email)).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/profile: changing the email address', () => {
  it('needs the current password, and a wrong one changes nothing', async () => {
    const me = await register();
    const newEmail = `moved-${me.email}`;
    const before = ctx.outbox.length;

    const missing = await updateProfile(me.headers, { email: newEmail, bio: 'hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: AUTH_MESSAGES.currentPasswordRequiredForEmail });

    const wrong = await updateProfile(me.headers, { email: newEmail, currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: AUTH_MESSAGES.currentPasswordIncorrect });

    const row = await userRow(me.id);
    expect(row.email).toBe(me.email);
    expect(row.bio).toBeNull();
    expect(ctx.outbox.length).toBe(before);

    // Other fields need no password.
    expect((await updateProfile(me.headers, { bio: 'hello' })).statusCode).toBe(200);
  });

  it('answers alike for a free and a taken address; the owner of a taken one is told', async () => {
    const owner = await register();
    const me = await register();
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, me.id));

    const before = ctx.outbox.length;
    const taken = await updateProfile(me.headers, {
      email: owner.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(taken.json())).toEqual(['user']);
    const row = await userRow(me.id);
    expect(row.email).toBe(me.email);
    expect(row.emailVerifiedAt).not.toBeNull();
    const sent = ctx.outbox.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(owner.email);
    expect(sent[0]!.text).toMatch(/tried to use this email address/);
    expect(sent[0]!.text).not.toContain(me.email);

    const newEmail = `free-${me.email}`;
    const free = await updateProfile(me.headers, { email: newEmail, currentPassword: PASSWORD });
    expect(free.statusCode).toBe(taken.statusCode);
    // The same answer but for the address asked for: the account keeps its own until the link
    // mailed to the new address is followed.
    const { pendingEmail: takenPending, ...takenRest } = taken.json().user;
    const { pendingEmail: freePending, ...freeRest } = free.json().user;
    expect([takenPending, freePending]).toEqual([owner.email, newEmail]);
    expect(freeRest).toEqual(takenRest);
    expect(freeRest).toMatchObject({ email: me.email, isVerified: true });
    expect(ctx.outbox.findLast((m) => m.to === newEmail)?.text).toContain('/verify-email?token=');
  });

  it('refuses a mailed link once another account took the address meanwhile', async () => {
    const me = await register();
    const wanted = `wanted-${me.email}`;
    expect(
      (await updateProfile(me.headers, { email: wanted, currentPassword: PASSWORD })).statusCode,
    ).toBe(200);
    const link = ctx.outbox.findLast((m) => m.to === wanted)!.text.match(/token=([^\s&]+)/)![1]!;
    // Someone registers the address before the link is followed.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: `tk${me.username}`.slice(0, 30), email: wanted, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(other.statusCode).toBe(201);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: decodeURIComponent(link) },
    });
    expect(res.statusCode).toBe(409);
    expect(await userRow(me.id)).toMatchObject({ email: me.email, pendingEmail: null });
  });

  it('tells an account without a password (GitHub-only) to set one first', async () => {
    const me = await createUser(ctx);
    const res = await updateProfile(me.headers, {
      email: `elsewhere-${me.email}`,
      currentPassword: 'anything at all',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.passwordNeededForEmail });
    expect((await userRow(me.id)).email).toBe(me.email);
  });

  it('limits email changes per account with 429 and Retry-After', async () => {
    const me = await register();
    const stranger = await register();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await updateProfile(me.headers, {
        email: i % 2 ? stranger.email : `probe${i}-${me.email}`,
        currentPassword: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await updateProfile(me.headers, {
      email: `one-more-${me.email}`,
      currentPassword: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Fields other than the email are not limited.
    expect((await updateProfile(me.headers, { bio: 'still here' })).statusCode).toBe(200);
  });
});
