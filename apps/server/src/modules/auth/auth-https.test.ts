import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../../../test/helper';
import { SESSION_COOKIE } from '../../lib/session-tokens';

describe('auth behind an https public URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://market.example', SESSION_TTL_DAYS: '7' });
  });
  afterAll(() => ctx.close());

  it('marks the session cookie Secure, with the configured lifetime', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'secureuser', email: 'secure@example.com', password: 'a long phrase' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = ((cookie!.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: cookie!.value },
      headers: { origin: 'https://market.example' },
    });
    expect(logout.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('puts the public URL in mailed links', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'secure@example.com' },
    });
    const reset = ctx.outbox.findLast((m) => m.to === 'secure@example.com');
    expect(reset?.text).toMatch(/https:\/\/market\.example\/reset-password\?token=[\w-]+/);
    const verify = ctx.outbox.find((m) => m.to === 'secure@example.com');
    expect(verify?.text).toMatch(/https:\/\/market\.example\/verify-email\?token=[\w-]+/);
  });

  it('accepts a cookie-authenticated change from its own https origin only', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'secure@example.com', password: 'a long phrase' },
    });
    const token = login.json().token as string;
    const put = (origin: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin },
        payload: { bio: `from ${origin}` },
      });
    expect((await put('http://market.example')).statusCode).toBe(401);
    expect((await put('https://market.example.evil.test')).statusCode).toBe(401);
    expect((await put('https://market.example')).statusCode).toBe(200);
  });
});
