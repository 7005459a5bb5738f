import { userSchema } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { licenses, projects, sessions, users } from '../../db/schema';
import { SESSION_COOKIE, hashToken } from '../../lib/session-tokens';

let ctx: TestContext;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function uniqueAccount(prefix = 'acct') {
  seq += 1;
  const username = `${prefix}${seq}${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@example.com`, password: 'correct horse battery' };
}

async function register(account = uniqueAccount()) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  expect(res.statusCode).toBe(201);
  return { ...account, res, token: res.json<{ token: string }>().token };
}

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

/** Fails when any key in the body looks like a secret (the top-level session token aside). */
function expectNoSecrets(body: unknown, allowTopLevelToken = false) {
  const walk = (value: unknown, depth: number) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, depth + 1));
    if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (!(allowTopLevelToken && depth === 0 && key === 'token')) {
          expect(key).not.toMatch(/password|hash|secret|token/i);
        }
        walk(v, depth + 1);
      }
    }
  };
  walk(body, 0);
  expect(JSON.stringify(body)).not.toContain('$argon2');
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and returns {token, user}', async () => {
    const account = uniqueAccount('Reg');
    const { res, token } = await register({ ...account, email: account.email.toUpperCase() });
    const body = res.json();
    expect(userSchema.parse(body.user)).toMatchObject({
      username: account.username,
      email: account.email.toLowerCase(),
      role: 'user',
      isVerified: false,
      reputation: 0,
      projectsCount: 0,
      purchasesCount: 0,
      githubProfile: null,
      profile: { displayName: null, bio: null },
    });
    expect(body.user._id).toBe(body.user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expectNoSecrets(body, true);

    // Only the sha256 of the token is stored.
    const [row] = await ctx.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const [stored] = await ctx.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, body.user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('sets an httpOnly, SameSite=Lax, Path=/ session cookie holding the token', async () => {
    const { res, token } = await register();
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.secure).toBeFalsy();
    const days = ((cookie!.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(ctx.config.SESSION_TTL_DAYS - 1);
    expect(days).toBeLessThanOrEqual(ctx.config.SESSION_TTL_DAYS);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('sends a verification mail with a link to /verify-email', async () => {
    const { email } = await register();
    const mail = ctx.outbox.findLast((m) => m.to === email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/verify-email?token=`);
  });

  it.each([
    [{ password: 'abc12' }, 'Password must be at least 6 characters'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ password: 'password123' }, 'This password is too common'],
    [{ password: 'Qwerty123' }, 'This password is too common'],
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [
      { username: 'has space' },
      'Username may contain only letters, digits, hyphens and underscores',
    ],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o with "%s"', async (override, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...uniqueAccount(), ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('accepts a 6-character and a 128-character password', async () => {
    await register({ ...uniqueAccount(), password: 'zq7#Lm' });
    await register({ ...uniqueAccount(), password: 'k'.repeat(127) + '!' });
  });

  it('answers 400, not 500, to missing fields, wrong types and a missing body', async () => {
    for (const payload of [{}, { username: 5, email: [], password: {} }, [1, 2], '"text"', '{']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a',
    });
    expect(plain.statusCode).toBe(400);
    const untyped = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: 'username=a',
    });
    expect(untyped.statusCode).toBe(415);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('error');
  });

  it('refuses a taken username or email, ignoring case, with 409', async () => {
    const first = await register();
    const sameName = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...uniqueAccount(), username: first.username.toUpperCase() },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'Username is already taken' });

    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...uniqueAccount(), email: `  ${first.email.toUpperCase()} ` },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('lets exactly one of two simultaneous identical sign-ups through', async () => {
    const account = uniqueAccount('race');
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().error).toMatch(/^(Username is already taken|An account with this email)/);
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the email in any case and returns {token, user} and a cookie', async () => {
    const account = await register();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `  ${account.email.toUpperCase()}`, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.username).toBe(account.username);
    expect(body.token).not.toBe(account.token);
    expect(sessionCookie(res)?.value).toBe(body.token);
    expectNoSecrets(body, true);
  });

  it('answers a wrong password and an unknown email alike: 401 "Invalid email or password"', async () => {
    const account = await register();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'not the password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody-here@example.com', password: account.password },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('refuses an account that has no password (GitHub-only) with the same 401', async () => {
    const githubOnly = await createUser(ctx, { githubUsername: 'octo' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: githubOnly.email, password: 'anything at all' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('requires email and password', async () => {
    const noEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: 'x' },
    });
    expect(noEmail.json()).toEqual({ error: 'Email is required' });
    const noPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ error: 'Password is required' });
  });
});

describe('sessions: Bearer, cookie, origin check, expiry, logout', () => {
  it('authenticates GET /profile by Bearer token and by cookie', async () => {
    const { token, username } = await register();
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().user.username).toBe(username);
    expectNoSecrets(byBearer.json());

    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user.username).toBe(username);
  });

  it('answers a visitor and an unknown token with 401', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'Authentication required' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('does not authenticate a cookie-carrying state change from a foreign origin', async () => {
    const { token } = await register();
    const cookies = { [SESSION_COOKIE]: token };
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      cookies,
      headers: { origin: 'https://evil.example' },
      payload: { bio: 'pwned' },
    });
    expect(foreign.statusCode).toBe(401);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { currentPassword: 'correct horse battery', newPassword: 'another fine phrase' },
    });
    expect(crossSite.statusCode).toBe(401);

    const ownOrigin = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      cookies,
      headers: { origin: ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      payload: { bio: 'hello' },
    });
    expect(ownOrigin.statusCode).toBe(200);
    expect(ownOrigin.json().user.profile.bio).toBe('hello');

    // A Bearer token cannot be attached by a foreign page, so it works from anywhere.
    const bearer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}`, origin: 'https://elsewhere.example' },
      payload: { bio: 'from a script' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('ends an expired session', async () => {
    const { token } = await register();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('updates last_seen_at only when it is older than a few minutes', async () => {
    const { token } = await register();
    const tokenHash = hashToken(token);
    const readLastSeen = async () =>
      (
        await ctx.database.db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHash))
      )[0]!.lastSeenAt.getTime();
    const profile = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });

    const recent = new Date(Date.now() - 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.tokenHash, tokenHash));
    await profile();
    expect(await readLastSeen()).toBe(recent.getTime());

    // Changed behind the app's back: drop its cached session, as the app's own writes do
    // (auth.session.test.ts covers the cached case with a clock).
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    await ctx.app.changes.publish('sessions');
    await profile();
    expect(Date.now() - (await readLastSeen())).toBeLessThan(5_000);
  });

  it('logout deletes the session row and clears the cookie; other sessions stay', async () => {
    const account = await register();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const otherToken = second.json().token as string;

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const cleared = sessionCookie(res);
    expect(cleared?.value).toBe('');
    expect((cleared?.expires as Date).getTime()).toBeLessThan(Date.now());

    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(account.token)));
    expect(rows).toHaveLength(0);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(after.statusCode).toBe(401);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(200);
  });

  it('logout by cookie works from our origin, and logout without a session still answers 200', async () => {
    const { token } = await register();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: ctx.config.publicUrl },
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(after.statusCode).toBe(401);

    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(200);
  });
});

describe('GET /api/auth/profile counts and roles', () => {
  it('counts published projects (not drafts) and active licenses (not refunded)', async () => {
    const author = await createUser(ctx);
    const buyer = await createUser(ctx);
    const [published, , other] = await ctx.database.db
      .insert(projects)
      .values([
        { authorId: author.id, title: 'Published one', status: 'published' },
        { authorId: author.id, title: 'A draft', status: 'draft' },
        { authorId: author.id, title: 'Published two', status: 'published' },
      ])
      .returning({ id: projects.id });
    await ctx.database.db.insert(licenses).values([
      { projectId: published!.id, buyerId: buyer.id, kind: 'free', paymentReference: 'ref-a' },
      {
        projectId: other!.id,
        buyerId: buyer.id,
        kind: 'paid',
        paymentReference: 'ref-b',
        status: 'refunded',
      },
    ]);

    const authorView = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: author.headers,
    });
    expect(authorView.json().user).toMatchObject({ projectsCount: 2, purchasesCount: 0 });
    const buyerView = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: buyer.headers,
    });
    expect(buyerView.json().user).toMatchObject({ projectsCount: 0, purchasesCount: 1 });
    expectNoSecrets(buyerView.json());
  });

  it('answers a sign-in with the same counts (its one query reads them)', async () => {
    const author = await register();
    const buyer = await register();
    const authorId = author.res.json().user.id as string;
    const buyerId = buyer.res.json().user.id as string;
    const [published, , other] = await ctx.database.db
      .insert(projects)
      .values([
        { authorId, title: 'Signed-in published', status: 'published' },
        { authorId, title: 'Signed-in draft', status: 'draft' },
        { authorId, title: 'Signed-in other', status: 'published' },
      ])
      .returning({ id: projects.id });
    await ctx.database.db.insert(licenses).values([
      { projectId: published!.id, buyerId, kind: 'free', paymentReference: 'ref-login-a' },
      { projectId: other!.id, buyerId, kind: 'paid', paymentReference: 'ref-login-b' },
      {
        projectId: other!.id,
        buyerId: authorId,
        kind: 'paid',
        paymentReference: 'ref-login-c',
        status: 'refunded',
      },
    ]);
    const login = (account: { email: string; password: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
    expect((await login(author)).json().user).toMatchObject({
      projectsCount: 2,
      purchasesCount: 0,
    });
    expect((await login(buyer)).json().user).toMatchObject({ projectsCount: 0, purchasesCount: 2 });
  });

  it('shows an admin their role and a GitHub user their githubProfile', async () => {
    const admin = await createUser(ctx, { role: 'admin', githubUsername: 'the-admin' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: admin.headers,
    });
    expect(res.json().user).toMatchObject({
      role: 'admin',
      githubProfile: { username: 'the-admin' },
    });
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates display name, bio, website and profile image, and clears them with ""', async () => {
    const { token } = await register();
    const headers = { authorization: `Bearer ${token}` };
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: {
        displayName: '  Ada Lovelace ',
        bio: 'Writes engines.',
        website: 'https://ada.example',
        profileImage: 'https://img.example/ada.png',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      profile: { displayName: 'Ada Lovelace', bio: 'Writes engines.' },
      website: 'https://ada.example',
      profileImage: 'https://img.example/ada.png',
    });
    expectNoSecrets(res.json());

    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { displayName: '', bio: null, website: '', profileImage: '' },
    });
    expect(cleared.json().user).toMatchObject({
      profile: { displayName: null, bio: null },
      website: null,
      profileImage: null,
    });
  });

  it('refuses non-http(s) links and over-long fields with 400', async () => {
    const { token } = await register();
    const headers = { authorization: `Bearer ${token}` };
    for (const payload of [
      { website: 'javascript:alert(1)' },
      { profileImage: 'data:image/png;base64,AAAA' },
      { website: 'not a url' },
      { bio: 'b'.repeat(1001) },
      { displayName: 'd'.repeat(81) },
      { username: 'x' },
      { email: 'nope' },
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('changes the username, allows a case change of its own, and refuses a taken one', async () => {
    const taken = await register();
    const me = await register();
    const headers = { authorization: `Bearer ${me.token}` };
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { username: `${me.username}x` },
    });
    expect(renamed.json().user.username).toBe(`${me.username}x`);
    const recased = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { username: `${me.username}X` },
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().user.username).toBe(`${me.username}X`);
    const conflict = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { username: taken.username.toUpperCase() },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'Username is already taken' });
  });

  it('changing the email takes effect once the new address follows its link; the old one is warned', async () => {
    const taken = await register();
    const me = await register();
    const headers = { authorization: `Bearer ${me.token}` };
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.username, me.username));

    // A taken address is answered like a free one, and changes nothing.
    const takenAnswer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { email: taken.email.toUpperCase(), currentPassword: me.password },
    });
    expect(takenAnswer.statusCode).toBe(200);
    expect(takenAnswer.json().user).toMatchObject({ email: me.email, isVerified: true });

    const newEmail = `new-${me.email}`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { email: newEmail, currentPassword: me.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: me.email,
      pendingEmail: newEmail,
      isVerified: true,
    });
    const verification = ctx.outbox.findLast((m) => m.to === newEmail);
    expect(verification?.text).toContain('/verify-email?token=');
    // Until the link is followed the account signs in with its current address.
    const before = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: me.password },
    });
    expect(before.statusCode).toBe(401);
    const token = new URL(
      verification!.text.match(/https?:\/\/\S+verify-email\?token=\S+/)![0],
    ).searchParams.get('token');
    const followed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(followed.statusCode).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.json().user).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isVerified: true,
    });
    const warning = ctx.outbox.findLast((m) => m.to === me.email);
    expect(warning?.subject).toMatch(/email address was changed/);
    expect(warning?.text).toContain(newEmail);

    // Signing in now takes the new address.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: me.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the verification when only unrelated fields change', async () => {
    const me = await register();
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.username, me.username));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { email: me.email, bio: 'same address' },
    });
    expect(res.json().user.isVerified).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { bio: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
