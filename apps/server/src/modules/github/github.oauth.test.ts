import { GITHUB_MESSAGES, GITHUB_OAUTH_SCOPES } from '@codebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, oauthStates, projects, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/session-tokens';
import {
  connectGitHub,
  createGitHubTestApp,
  setRepositoryAccess,
  type GitHubTestContext,
} from '../../../test/github';
import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { OAUTH_BROWSER_COOKIE } from './github.http';

let ctx: GitHubTestContext;
const PUBLIC = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createGitHubTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** GET /api/auth/github: where it redirects, the state and the browser cookie. */
async function startPage(browser?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/github',
    cookies: browser ? { [OAUTH_BROWSER_COOKIE]: browser } : {},
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  const cookie = res.cookies.find((c) => c.name === OAUTH_BROWSER_COOKIE)!;
  return { location, state: location.searchParams.get('state')!, browser: cookie.value, cookie };
}

async function pageCallback(query: Record<string, string>, browser?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/auth/github/callback?${new URLSearchParams(query)}`,
    cookies: browser ? { [OAUTH_BROWSER_COOKIE]: browser } : {},
  });
}

/** The whole full-page sign-in as the fake GitHub user `login`. */
async function signInPage(login: string) {
  const { state, browser } = await startPage();
  const code = ctx.fake.issueCode(login, `${PUBLIC}/api/auth/github/callback`);
  return pageCallback({ code, state }, browser);
}

function successUser(res: { headers: Record<string, unknown> }) {
  const location = String(res.headers.location);
  expect(location.startsWith('/auth/success?user=')).toBe(true);
  return JSON.parse(new URL(location, PUBLIC).searchParams.get('user')!) as {
    id: string;
    username: string;
    email: string;
    isVerified: boolean;
    githubProfile: { username: string } | null;
  };
}

async function userRow(id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('GET /api/auth/github (full-page sign-in)', () => {
  it('redirects to GitHub with the client id, callback, scopes and a state bound to a cookie', async () => {
    const { location, state, cookie } = await startPage();
    expect(location.origin + location.pathname).toBe(`${ctx.fake.url}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(ctx.fake.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/api/auth/github/callback`);
    expect(location.searchParams.get('scope')).toBe(GITHUB_OAUTH_SCOPES);
    expect(state.length).toBeGreaterThan(30);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });

    const [row] = await ctx.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expect(row).toMatchObject({
      purpose: 'login',
      userId: null,
      browserHash: hashToken(cookie.value),
    });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('keeps the browser cookie of an earlier start, so two tabs can sign in', async () => {
    const first = await startPage();
    const second = await startPage(first.browser);
    expect(second.browser).toBe(first.browser);
    expect(second.state).not.toBe(first.state);
  });

  it('creates an account from a new GitHub user, signs in and redirects to /auth/success', async () => {
    ctx.fake.addUser('octo-new', {
      emails: [
        { email: 'other@example.com', primary: false, verified: false },
        { email: 'Octo.New@Example.com', primary: true, verified: true },
      ],
    });
    const res = await signInPage('octo-new');
    expect(res.statusCode).toBe(302);
    const user = successUser(res);
    expect(user).toMatchObject({
      username: 'octo-new',
      email: 'octo.new@example.com',
      isVerified: true,
      githubProfile: { username: 'octo-new' },
    });
    const session = res.cookies.find((c) => c.name === 'cb_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      cookies: { cb_session: session.value },
    });
    expect(profile.json().user.id).toBe(user.id);

    const row = await userRow(user.id);
    expect(row.passwordHash).toBeNull();
    expect(row.githubId).toBe(String(ctx.fake.users.get('octo-new')!.id));
    expect(row.githubTokenEncrypted).toBeTruthy();
    expect(row.githubTokenEncrypted).not.toContain('gho_');
    expect(ctx.cipher.decrypt(row.githubTokenEncrypted!)).toMatch(/^gho_/);
  });

  it('signs the same GitHub user into the same account next time', async () => {
    const first = successUser(await signInPage('octo-new'));
    const again = successUser(await signInPage('octo-new'));
    expect(again.id).toBe(first.id);
  });

  it('links an existing account whose email GitHub has verified', async () => {
    const existing = await createUser(ctx, { email: 'linda@example.com' });
    // The account proved the address to us too (only then may GitHub's word link into it).
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, existing.id));
    ctx.fake.addUser('linda-gh', {
      emails: [{ email: 'LINDA@example.com', primary: true, verified: true }],
    });
    const user = successUser(await signInPage('linda-gh'));
    expect(user.id).toBe(existing.id);
    expect(user.username).toBe(existing.username);
    expect(user.githubProfile).toEqual({ username: 'linda-gh' });
    expect(user.isVerified).toBe(true);
  });

  it('does not link into an account that never verified its email, and changes nothing', async () => {
    // Someone registers first with the address of a GitHub user who has not signed up yet.
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'squatter', email: 'vera@example.com', password: 'squatter secret' },
    });
    expect(squatter.statusCode).toBe(201);
    const squatterId = squatter.json().user.id as string;
    const [{ n: usersBefore }] = (await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)) as [{ n: number }];
    ctx.fake.addUser('vera-gh', {
      emails: [{ email: 'Vera@example.com', primary: true, verified: true }],
    });

    const res = await signInPage('vera-gh');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oauth&reason=email-unverified-account');
    expect(res.cookies.find((c) => c.name === 'cb_session')).toBeUndefined();
    const row = await userRow(squatterId);
    expect(row).toMatchObject({
      githubId: null,
      githubUsername: null,
      githubTokenEncrypted: null,
      emailVerifiedAt: null,
    });
    const [{ n: usersAfter }] = (await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)) as [{ n: number }];
    expect(usersAfter).toBe(usersBefore);
  });

  it('does not link by an unverified email: it creates a separate account', async () => {
    const existing = await createUser(ctx, { email: 'victim@example.com' });
    ctx.fake.addUser('mallory', {
      emails: [
        { email: 'victim@example.com', primary: false, verified: false },
        { email: 'mallory@example.com', primary: true, verified: true },
      ],
    });
    const user = successUser(await signInPage('mallory'));
    expect(user.id).not.toBe(existing.id);
    expect(user.email).toBe('mallory@example.com');
  });

  it('de-duplicates the username taken from the GitHub login', async () => {
    await createUser(ctx, { username: 'taken-name' });
    ctx.fake.addUser('Taken-Name', {
      emails: [{ email: 'taken2@example.com', primary: true, verified: true }],
    });
    const user = successUser(await signInPage('Taken-Name'));
    expect(user.username).toBe('Taken-Name-2');
  });

  it('fails to /login?error=oauth without a verified email', async () => {
    ctx.fake.addUser('no-mail', {
      emails: [{ email: 'x@example.com', primary: true, verified: false }],
    });
    const res = await signInPage('no-mail');
    expect(res.headers.location).toBe('/login?error=oauth');
    expect(res.cookies.find((c) => c.name === 'cb_session')).toBeUndefined();
  });

  it('fails on a bad code, a declined authorization or missing parameters', async () => {
    const a = await startPage();
    expect(
      (await pageCallback({ code: 'wrong', state: a.state }, a.browser)).headers.location,
    ).toBe('/login?error=oauth');
    const b = await startPage();
    const declined = await pageCallback({ error: 'access_denied', state: b.state }, b.browser);
    expect(declined.headers.location).toBe('/login?error=oauth');
    // The declined state is used up.
    const code = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect((await pageCallback({ code, state: b.state }, b.browser)).headers.location).toBe(
      '/login?error=oauth',
    );
    expect((await pageCallback({})).headers.location).toBe('/login?error=oauth');
  });

  it('uses a state once only', async () => {
    const { state, browser } = await startPage();
    const code = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect(successUser(await pageCallback({ code, state }, browser)).username).toBe('octo-new');
    const code2 = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect((await pageCallback({ code: code2, state }, browser)).headers.location).toBe(
      '/login?error=oauth',
    );
  });

  it('refuses a state from another browser (missing or different cookie)', async () => {
    const { state } = await startPage();
    const code = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect((await pageCallback({ code, state }, 'x'.repeat(43))).headers.location).toBe(
      '/login?error=oauth',
    );
    const other = await startPage();
    const code2 = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect((await pageCallback({ code: code2, state: other.state })).headers.location).toBe(
      '/login?error=oauth',
    );
  });

  it('refuses an expired state', async () => {
    const { state, browser } = await startPage();
    await ctx.database.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oauthStates.stateHash, hashToken(state)));
    const code = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect((await pageCallback({ code, state }, browser)).headers.location).toBe(
      '/login?error=oauth',
    );
  });

  it('refuses a connect state on the sign-in callback', async () => {
    const me = await createUser(ctx);
    const start = await ctx.app.inject({
      method: 'GET',
      url: '/api/github/oauth/login',
      headers: me.headers,
    });
    const state = new URL(start.json().authUrl).searchParams.get('state')!;
    const browser = start.cookies.find((c) => c.name === OAUTH_BROWSER_COOKIE)!.value;
    const code = ctx.fake.issueCode('octo-new', `${PUBLIC}/api/auth/github/callback`);
    expect((await pageCallback({ code, state }, browser)).headers.location).toBe(
      '/login?error=oauth',
    );
  });
});

describe('popup flow: GET /api/github/oauth/login + POST /api/github/oauth/callback', () => {
  async function startPopup(headers: Record<string, string> = {}) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/github/oauth/login', headers });
    expect(res.statusCode).toBe(200);
    const authUrl = new URL(res.json().authUrl);
    const browser = res.cookies.find((c) => c.name === OAUTH_BROWSER_COOKIE)!.value;
    return { authUrl, state: authUrl.searchParams.get('state')!, browser };
  }
  const popupCallback = (
    body: object,
    browser: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/github/oauth/callback',
      payload: body,
      headers,
      cookies: browser ? { [OAUTH_BROWSER_COOKIE]: browser } : {},
    });
  const popupCode = (login: string) => ctx.fake.issueCode(login, `${PUBLIC}/auth/github/callback`);

  it('signs a visitor in through the SPA callback page', async () => {
    const { authUrl, state, browser } = await startPopup();
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/auth/github/callback`);
    const [row] = await ctx.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expect(row!.purpose).toBe('login');

    ctx.fake.addUser('popper');
    const res = await popupCallback({ code: popupCode('popper'), state }, browser);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'popper', githubProfile: { username: 'popper' } });
    expect(res.cookies.find((c) => c.name === 'cb_session')!.value).toBe(body.token);
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(session!.userId).toBe(body.user.id);
  });

  it('answers 409 when the email belongs to an account linked to another GitHub user', async () => {
    ctx.fake.addUser('first-gh', {
      emails: [{ email: 'shared@example.com', primary: true, verified: true }],
    });
    successUser(await signInPage('first-gh'));
    ctx.fake.addUser('second-gh', {
      emails: [{ email: 'shared@example.com', primary: true, verified: true }],
    });
    const { state, browser } = await startPopup();
    const res = await popupCallback({ code: popupCode('second-gh'), state }, browser);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.emailLinkedElsewhere });
    expect(res.cookies.find((c) => c.name === 'cb_session')).toBeUndefined();
  });

  it('answers 409 with the reason when the email belongs to an account never verified', async () => {
    const squatter = await createUser(ctx, { email: 'paula@example.com' });
    ctx.fake.addUser('paula-gh', {
      emails: [{ email: 'paula@example.com', primary: true, verified: true }],
    });
    const { state, browser } = await startPopup();
    const res = await popupCallback({ code: popupCode('paula-gh'), state }, browser);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.emailUnverifiedAccount });
    expect(res.cookies.find((c) => c.name === 'cb_session')).toBeUndefined();
    expect(await userRow(squatter.id)).toMatchObject({
      githubId: null,
      githubTokenEncrypted: null,
      emailVerifiedAt: null,
    });
  });

  it('connects GitHub to the signed-in account', async () => {
    const me = await createUser(ctx);
    const { state, browser } = await startPopup(me.headers);
    const [row] = await ctx.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expect(row).toMatchObject({ purpose: 'connect', userId: me.id });

    let status = await ctx.app.inject({
      method: 'GET',
      url: '/api/github/status',
      headers: me.headers,
    });
    expect(status.json()).toEqual({
      configured: true,
      isConnected: false,
      username: null,
      webUrl: ctx.fake.url,
    });

    ctx.fake.addUser('me-on-gh');
    const res = await popupCallback({ code: popupCode('me-on-gh'), state }, browser, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: me.id, githubProfile: { username: 'me-on-gh' } });
    expect(res.json().token).not.toBe(me.token);

    status = await ctx.app.inject({
      method: 'GET',
      url: '/api/github/status',
      headers: me.headers,
    });
    expect(status.json()).toEqual({
      configured: true,
      isConnected: true,
      username: 'me-on-gh',
      webUrl: ctx.fake.url,
    });
  });

  it('answers 409 when that GitHub account belongs to another user', async () => {
    const owner = await createUser(ctx);
    await connectGitHub(ctx, owner, 'shared-gh');
    const me = await createUser(ctx);
    const { state, browser } = await startPopup(me.headers);
    const res = await popupCallback({ code: popupCode('shared-gh'), state }, browser, me.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.alreadyLinked });
    expect((await userRow(me.id)).githubId).toBeNull();
  });

  it('finishes a connect only for the account that started it', async () => {
    const me = await createUser(ctx);
    const someone = await createUser(ctx);
    const { state, browser } = await startPopup(me.headers);
    ctx.fake.addUser('hijack');
    const res = await popupCallback({ code: popupCode('hijack'), state }, browser, someone.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.invalidState });
  });

  it('rejects an unknown, reused or foreign-browser state and a bad code', async () => {
    const unknown = await popupCallback({ code: 'c', state: 'nope' }, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: GITHUB_MESSAGES.invalidState });

    const a = await startPopup();
    expect(
      (await popupCallback({ code: popupCode('popper'), state: a.state }, undefined)).statusCode,
    ).toBe(400);
    // The failed attempt used the state up.
    const reused = await popupCallback({ code: popupCode('popper'), state: a.state }, a.browser);
    expect(reused.json()).toEqual({ error: GITHUB_MESSAGES.invalidState });

    const b = await startPopup();
    const bad = await popupCallback({ code: 'bad-code', state: b.state }, b.browser);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: GITHUB_MESSAGES.oauthFailed });
  });

  it('validates the body with the contract texts', async () => {
    const res = await popupCallback({ code: '', state: 's' }, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'No authorization code received' });
    const missing = await popupCallback({ code: 'c' }, undefined);
    expect(missing.statusCode).toBe(400);
  });
});

describe('without GITHUB_CLIENT_ID', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('reports configured:false on /api/github/status and 503 everywhere else', async () => {
    const me = await createUser(plain);
    const status = await plain.app.inject({
      method: 'GET',
      url: '/api/github/status',
      headers: me.headers,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: false, isConnected: false, username: null });
    const visitor = await plain.app.inject({ method: 'GET', url: '/api/github/status' });
    expect(visitor.json().configured).toBe(false);

    const calls: [string, string][] = [
      ['GET', '/api/auth/github'],
      ['GET', '/api/auth/github/callback?code=a&state=b'],
      ['GET', '/api/github/oauth/login'],
      ['POST', '/api/github/oauth/callback'],
      ['GET', '/api/github/repositories'],
      ['POST', '/api/github/verify-repository'],
      ['POST', '/api/payments/manage-github-access'],
    ];
    for (const [method, url] of calls) {
      const res = await plain.app.inject({
        method: method as 'GET',
        url,
        headers: me.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(503);
      expect(res.json()).toEqual({ error: GITHUB_MESSAGES.notConfigured });
    }
  });

  it("still lists the seller's sales with their stored access states, saying GitHub is off", async () => {
    const seller = await createUser(plain);
    const other = await createUser(plain);
    const buyer = await createUser(plain, { githubUsername: 'buyer-gh' });
    const [paid, elsewhere, foreign] = await plain.database.db
      .insert(projects)
      .values([
        {
          authorId: seller.id,
          title: 'Paid kit',
          status: 'published' as const,
          licenseType: 'paid' as const,
          priceCents: 3000,
          paidRepoUrl: 'https://github.com/seller-gh/kit-pro',
        },
        {
          authorId: seller.id,
          title: 'Not on GitHub',
          status: 'published' as const,
          licenseType: 'free' as const,
          freeRepoUrl: 'https://gitlab.com/seller/kit',
        },
        {
          authorId: other.id,
          title: 'Someone else',
          status: 'published' as const,
          licenseType: 'free' as const,
          freeRepoUrl: 'https://github.com/other/kit',
        },
      ])
      .returning({ id: projects.id });
    const [sale] = await plain.database.db
      .insert(licenses)
      .values([
        {
          projectId: paid!.id,
          buyerId: buyer.id,
          kind: 'paid' as const,
          totalCents: 3600,
          feeCents: 600,
          sellerCents: 3000,
          paymentReference: 'pi_test_plain_1',
        },
        {
          projectId: elsewhere!.id,
          buyerId: buyer.id,
          kind: 'free' as const,
          paymentReference: 'free_plain_2',
        },
        {
          projectId: foreign!.id,
          buyerId: buyer.id,
          kind: 'free' as const,
          paymentReference: 'free_plain_3',
        },
      ])
      .returning({ id: licenses.id });
    await setRepositoryAccess(plain, sale!.id, { invitationSent: true });

    const res = await plain.app.inject({
      method: 'GET',
      url: '/api/payments/seller-licenses-github',
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      githubConfigured: false,
      licenses: [
        expect.objectContaining({
          _id: sale!.id,
          projectTitle: 'Paid kit',
          buyerGithubUsername: 'buyer-gh',
          repositoryFullName: 'seller-gh/kit-pro',
          invitationSent: true,
          accessGranted: false,
          licenseType: 'paid',
          price: 36,
        }),
      ],
    });

    // Nobody else's sales, and not for visitors.
    const mine = await plain.app.inject({
      method: 'GET',
      url: '/api/payments/seller-licenses-github',
      headers: buyer.headers,
    });
    expect(mine.json()).toEqual({ githubConfigured: false, licenses: [] });
    const visitor = await plain.app.inject({
      method: 'GET',
      url: '/api/payments/seller-licenses-github',
    });
    expect(visitor.statusCode).toBe(401);
  });
});
