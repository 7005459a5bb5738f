import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../../../test/helper';
import { buildApp } from '../../app';
import { rateLimits } from '../../db/schema';

const LIMIT = 3;
const TOO_MANY = { error: 'Too many attempts. Please try again later.' };
const PASSWORD = 'correct horse battery';

let ctx: TestContext;
let ipSeq = 0;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => ctx.close());

const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function register(ip = freshIp(), app: FastifyInstance = ctx.app) {
  seq += 1;
  const username = `rl${seq}${Math.random().toString(36).slice(2, 6)}`;
  const payload = { username, email: `${username}@example.com`, password: PASSWORD };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: ip,
  });
  return { ...payload, res };
}

const login = (email: string, password: string, ip: string, app: FastifyInstance = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('login rate limits', () => {
  it('blocks an IP after many failures over accounts, for every account, with Retry-After', async () => {
    const victim = await register();
    const ip = freshIp();
    // The address's own limit is wider than an account's: five times as many failures.
    for (let i = 0; i < 5 * LIMIT; i += 1) {
      const res = await login(`nobody${i}@example.com`, 'wrong password', ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(victim.email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // The same account from another address is fine.
    expect((await login(victim.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('blocks an account at one address after too many failures, not at the others', async () => {
    const victim = await register();
    const bystander = await register();
    const attacker = freshIp();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await login(victim.email, 'wrong password', attacker)).statusCode).toBe(401);
    }
    const blocked = await login(victim.email.toUpperCase(), PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await login(bystander.email, PASSWORD, attacker)).statusCode).toBe(200);
    // The owner, from their own address, is not locked out.
    expect((await login(victim.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('a successful sign-in clears the counter of the account at that address', async () => {
    const me = await register();
    const ip = freshIp();
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expect((await login(me.email, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await login(me.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expect((await login(me.email, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await login(me.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts again from zero once the window has passed', async () => {
    const me = await register();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1) await login(me.email, 'wrong password', ip);
    expect((await login(me.email, PASSWORD, ip)).statusCode).toBe(429);
    await ctx.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await login(me.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('is shared by several app instances on one database', async () => {
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: { send: async () => {} },
    });
    await other.ready();
    try {
      const me = await register();
      const ip = freshIp();
      await login(me.email, 'wrong password', ip);
      await login(me.email, 'wrong password', ip, other);
      await login(me.email, 'wrong password', ip);
      const blocked = await login(me.email, PASSWORD, ip, other);
      expect(blocked.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('registration and mail rate limits', () => {
  it('limits registrations per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1) expect((await register(ip)).res.statusCode).toBe(201);
    const blocked = await register(ip);
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.res.json()).toEqual(TOO_MANY);
    expect((await register(freshIp())).res.statusCode).toBe(201);
  });

  it('limits forgot-password per IP, alike for unknown emails, but never per email', async () => {
    const forgot = (email: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: ip,
      });
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await forgot(`ghost${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const blocked = await forgot('ghost-extra@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);

    // Requests for one email from many addresses cannot block its owner's reset.
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await forgot('TARGET@example.com', freshIp())).statusCode).toBe(200);
    }
  });

  it('limits resending the verification mail per user', async () => {
    const me = await register();
    const token = me.res.json().token as string;
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
  });

  it('limits wrong current passwords on change-password per user', async () => {
    const me = await register();
    const token = me.res.json().token as string;
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: 'another fine phrase' },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await change('wrong')).statusCode).toBe(400);
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});
