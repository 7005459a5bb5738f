import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { emailTokens, sessions, users } from '../../db/schema';
import { SESSION_COOKIE, hashToken } from '../../lib/session-tokens';

let ctx: TestContext;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse battery';

async function register() {
  seq += 1;
  const username = `tok${seq}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username, email: `${username}@example.com`, password: PASSWORD };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  expect(res.statusCode).toBe(201);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { ...account, id: body.user.id, token: body.token };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function profileStatus(token: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: bearer(token),
  });
  return res.statusCode;
}

/** The token from the newest mail to `to` whose link goes to `path`. */
function mailedToken(to: string, path: '/verify-email' | '/reset-password'): string {
  const mail = ctx.outbox.findLast((m) => m.to === to && m.text.includes(`${path}?token=`));
  expect(mail, `no ${path} mail to ${to}`).toBeDefined();
  const match = new RegExp(`${ctx.config.publicUrl}${path}\\?token=([A-Za-z0-9_%-]+)`).exec(
    mail!.text,
  );
  return decodeURIComponent(match![1]!);
}

describe('POST /api/auth/change-password', () => {
  it('changes the password and ends all other sessions, keeping this one', async () => {
    const me = await register();
    const other = (await login(me.email, PASSWORD)).json().token as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(me.token),
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new phrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/);
    expect(await profileStatus(me.token)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect((await login(me.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(me.email, 'a brand new phrase')).statusCode).toBe(200);
    expect(ctx.outbox.findLast((m) => m.to === me.email)?.subject).toMatch(/password was changed/);
  });

  it('refuses a wrong current password, a short or common new one', async () => {
    const me = await register();
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: 'wrong password', newPassword: 'fine new phrase' },
        'Current password is incorrect',
      ],
      [{ currentPassword: PASSWORD, newPassword: 'abc' }, 'Password must be at least 6 characters'],
      [{ currentPassword: PASSWORD, newPassword: 'iloveyou' }, 'This password is too common'],
      [{ currentPassword: '', newPassword: 'fine new phrase' }, 'Current password is required'],
    ];
    for (const [payload, error] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(me.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    // Nothing changed, and the session is still alive.
    expect((await login(me.email, PASSWORD)).statusCode).toBe(200);
    expect(await profileStatus(me.token)).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'fine new phrase' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('tells a GitHub-only account (no password) that the current password is incorrect', async () => {
    const githubOnly = await createUser(ctx, { githubUsername: 'octo-cat' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: githubOnly.headers,
      payload: { currentPassword: 'anything', newPassword: 'fine new phrase' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Current password is incorrect' });
  });
});

describe('POST /api/auth/forgot-password and /reset-password', () => {
  it('answers the same for an existing and an unknown email, and mails only the account', async () => {
    const me = await register();
    const before = ctx.outbox.length;
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email.toUpperCase() },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toMatch(/If an account exists/);
    const sent = ctx.outbox.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(me.email);
    expect(sent[0]!.text).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
  });

  it('refuses a malformed email with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it('resets the password once, ends every session and verifies the address', async () => {
    const me = await register();
    const second = (await login(me.email, PASSWORD)).json().token as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    const token = mailedToken(me.email, '/reset-password');

    // Only the hash is stored.
    const stored = await ctx.database.db
      .select({ tokenHash: emailTokens.tokenHash })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);

    const tooCommon = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'sunshine' },
    });
    expect(tooCommon.statusCode).toBe(400);
    expect(tooCommon.json()).toEqual({ error: 'This password is too common' });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'my reset phrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been reset/);
    expect(await profileStatus(me.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect((await login(me.email, PASSWORD)).statusCode).toBe(401);
    const fresh = await login(me.email, 'my reset phrase');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.isVerified).toBe(true);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet another phrase' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This password reset link is invalid or has expired' });
  });

  it('refuses an expired, an unknown, a superseded and a verification token', async () => {
    const me = await register();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: me.email },
      });
    const reset = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'a valid new phrase' },
      });

    await send();
    const first = mailedToken(me.email, '/reset-password');
    await send();
    const second = mailedToken(me.email, '/reset-password');
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400); // superseded by the newer link

    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(second)));
    const expired = await reset(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: 'This password reset link is invalid or has expired' });

    expect((await reset('made-up-token')).statusCode).toBe(400);
    expect((await reset(mailedToken(me.email, '/verify-email'))).statusCode).toBe(400);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: '', password: 'a valid new phrase' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await login(me.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with the same link through', async () => {
    const me = await register();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    const token = mailedToken(me.email, '/reset-password');
    const results = await Promise.all(
      ['first racing phrase', 'second racing phrase'].map((password) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/auth/verify-email and /resend-verification', () => {
  it('verifies the address with the mailed link, once', async () => {
    const me = await register();
    const token = mailedToken(me.email, '/verify-email');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address has been verified.' });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(me.token),
    });
    expect(profile.json().user.isVerified).toBe(true);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This verification link is invalid or has expired' });
  });

  it('refuses an expired, an unknown, a reset and an empty token', async () => {
    const me = await register();
    const token = mailedToken(me.email, '/verify-email');
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    for (const candidate of [token, 'unknown', mailedToken(me.email, '/reset-password'), '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: candidate },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This verification link is invalid or has expired' });
    }
    const [row] = await ctx.database.db
      .select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row!.verified).toBeNull();
  });

  it('a link mailed to a previous address no longer verifies after an email change', async () => {
    const me = await register();
    const oldLink = mailedToken(me.email, '/verify-email');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(me.token),
      payload: { email: `moved-${me.email}`, currentPassword: PASSWORD },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: oldLink },
    });
    expect(res.statusCode).toBe(400);
    const newLink = mailedToken(`moved-${me.email}`, '/verify-email');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: newLink },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('resends a fresh link to a signed-in, unverified user and retires the old one', async () => {
    const me = await register();
    const old = mailedToken(me.email, '/verify-email');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/new verification link/);
    const fresh = mailedToken(me.email, '/verify-email');
    expect(fresh).not.toBe(old);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: old },
    });
    expect(stale.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: fresh },
    });
    expect(ok.statusCode).toBe(200);

    const already = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(me.token),
    });
    expect(already.statusCode).toBe(400);
    expect(already.json()).toEqual({ error: 'Your email address is already verified.' });
  });

  it('resend needs a signed-in user, and a cookie from a foreign origin is not one', async () => {
    const me = await register();
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(visitor.statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      cookies: { [SESSION_COOKIE]: me.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(401);
  });
});

describe('sessions table', () => {
  it('stores only token hashes', async () => {
    const me = await register();
    const rows = await ctx.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, me.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toBe(me.token);
    }
  });
});
