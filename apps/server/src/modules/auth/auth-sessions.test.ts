import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertProject } from '../../../test/github';
import { createTestApp, type TestContext } from '../../../test/helper';
import { projects, sessions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../lib/session-tokens';

/**
 * Session hardening (issue 8): what the other auth test files leave out. Logout, password
 * change and reset ending sessions are in auth.test.ts and auth-tokens.test.ts; the login
 * rate limit (shared by instances) in auth-rate-limit.test.ts.
 */
const PASSWORD = 'correct horse battery';
let seq = 0;

async function register(ctx: TestContext, headers: Record<string, string> = {}) {
  seq += 1;
  const username = `sess${seq}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: PASSWORD },
    headers,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as string, email, token: res.json().token as string, res };
}

describe('session tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('are 256 random bits in base64url, different for every sign-in', async () => {
    const me = await register(ctx);
    const tokens = new Set<string>([me.token]);
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: me.email, password: PASSWORD },
      });
      tokens.add(res.json().token as string);
    }
    expect(tokens.size).toBe(6);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    // No shared prefix or structure: 6 tokens of 43 characters use far more than a few symbols.
    const symbols = new Set([...tokens].join(''));
    expect(symbols.size).toBeGreaterThan(40);
  });

  it('are stored only as a hash: no column of the sessions table holds the token', async () => {
    const me = await register(ctx);
    const result = await ctx.database.db.execute(
      sql`select s::text as row from ${sessions} s where s.user_id = ${me.id}`,
    );
    const rows = (result as unknown as { rows: { row: string }[] }).rows;
    expect(rows).toHaveLength(1);
    const hex = Buffer.from(me.token, 'base64url').toString('hex');
    for (const { row } of rows) {
      expect(row).not.toContain(me.token);
      expect(row).not.toContain(hex);
    }
  });

  it('a cross-site page cannot sign the user out: the session and the cookie stay', async () => {
    const me = await register(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: me.token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site request refused' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      cookies: { [SESSION_COOKIE]: me.token },
    });
    expect(profile.statusCode).toBe(200);
  });
});

describe('cross-site state changes carried by the session cookie', () => {
  let ctx: TestContext;
  let me: { id: string; email: string; token: string };
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    me = await register(ctx);
    projectId = await insertProject(ctx, me.id, { licenseType: 'free', priceCents: 0 });
  });
  afterAll(() => ctx.close());

  const changes = () =>
    [
      { method: 'PUT', url: '/api/auth/profile', payload: { bio: 'set by someone else' } },
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: PASSWORD, newPassword: 'chosen by the attacker' },
      },
      { method: 'PUT', url: `/api/projects/${projectId}/draft`, payload: { title: 'Defaced' } },
      { method: 'POST', url: '/api/payments/create-connect-account', payload: {} },
      { method: 'DELETE', url: `/api/projects/${projectId}` },
    ] as const;

  const FOREIGN: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost:3000' },
    { origin: 'null' },
    { origin: 'http://localhost:3000.evil.example' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  ];

  async function state() {
    const [user] = await ctx.database.db
      .select({ bio: users.bio, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, me.id));
    const project = await ctx.database.db
      .select({ title: projects.title, status: projects.status })
      .from(projects)
      .where(eq(projects.id, projectId));
    return JSON.stringify({ user, project });
  }

  it('are refused with 401/403 from any foreign origin, and change nothing', async () => {
    const before = await state();
    for (const headers of FOREIGN) {
      for (const change of changes()) {
        const res = await ctx.app.inject({
          ...change,
          cookies: { [SESSION_COOKIE]: me.token },
          headers,
        });
        const where = `${change.method} ${change.url} ${JSON.stringify(headers)}`;
        expect([401, 403], where).toContain(res.statusCode);
        expect(res.json(), where).toEqual({ error: expect.any(String) });
      }
    }
    expect(await state()).toBe(before);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('go through from our own origin with the same cookie', async () => {
    const ownOrigin = { origin: ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' };
    for (const change of changes().filter((c) => c.url !== '/api/auth/change-password')) {
      const res = await ctx.app.inject({
        ...change,
        cookies: { [SESSION_COOKIE]: me.token },
        headers: ownOrigin,
      });
      expect(res.statusCode, `${change.method} ${change.url}`).toBeLessThan(300);
    }
    const [row] = await ctx.database.db
      .select({ bio: users.bio })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row!.bio).toBe('set by someone else');
  });
});

describe('the session cookie behind an HTTPS reverse proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://market.example', TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  // The proxy talks plain HTTP to the app and says what the browser used.
  const proxied = {
    host: '10.0.0.5:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'market.example',
  };

  it('is HttpOnly, SameSite=Lax and Secure, though the app itself is reached over HTTP', async () => {
    const me = await register(ctx, proxied);
    const cookie = me.res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    const raw = String(me.res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Secure/);
  });

  it('accepts a change from the public origin and refuses a foreign one', async () => {
    const me = await register(ctx, proxied);
    const put = (origin: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        cookies: { [SESSION_COOKIE]: me.token },
        headers: { ...proxied, origin },
        payload: { bio: origin },
      });
    expect((await put('https://market.example')).statusCode).toBe(200);
    expect((await put('http://market.example')).statusCode).toBe(401);
    expect((await put('https://evil.example')).statusCode).toBe(401);
  });
});
