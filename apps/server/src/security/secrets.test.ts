import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fakes/stripe';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { createProject, paidProject } from '../../test/payments-fixtures';
import { WORLD_PASSWORD, createWorld, type World } from '../../test/world';

/**
 * Secrets never leave in a response or a log line (issue 8). The main flows run against an
 * app whose pino output is captured at trace level; afterwards no answer and no log line may
 * contain a password, a session token (except in the answer that hands it to its owner), a
 * password hash, a GitHub token (plain or encrypted), a verification or reset token, an OAuth
 * code, a Stripe secret, or the email of another user. Where an email legitimately shows is
 * listed with the call: the user's own, the buyers' on the seller's earnings (each sale
 * names its licensee's email), subscribers on the admin's newsletter export.
 */

interface Exchange {
  what: string;
  /** Emails this viewer may see in this answer. */
  allowedEmails: string[];
  /** Session tokens this answer hands to its owner (register, login, GitHub sign-in). */
  issuedTokens: string[];
  text: string;
}

const exchanges: Exchange[] = [];
const logLines: string[] = [];
const passwords = new Set<string>([WORLD_PASSWORD]);
const sessionTokens = new Set<string>();
const oauthCodes = new Set<string>();
const githubTokens = new Set<string>();
const secretsFromMail: string[] = [];

const NEW_PASSWORD = 'Fresh-Password-4471';
const RESET_PASSWORD = 'Reset-Password-8823';
const WRONG_PASSWORD = 'Not-The-Password-1234';
const PUBLIC = 'http://localhost:3000';

let w: World;

/** Every answer's status line, headers and body, as one text to search. */
const textOf = (res: LightMyRequestResponse) =>
  `${res.statusCode}\n${JSON.stringify(res.headers)}\n${res.body}`;

function tokenFromHeaders(headers: Record<string, string> | undefined): string | null {
  const auth = headers?.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : null;
}

/**
 * One request as `viewer` (null: a visitor), recorded for the final checks. `allow` lists the
 * emails, besides the viewer's own, that this answer may show.
 */
async function call(
  viewer: TestUser | null,
  opts: InjectOptions & { url: string },
  allow: { emails?: string[]; issuesToken?: boolean; serverError?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const headers = {
    ...(viewer ? await w.signIn(viewer) : {}),
    ...((opts.headers as Record<string, string>) ?? {}),
  };
  const token = tokenFromHeaders(headers);
  if (token) sessionTokens.add(token);
  const res = await w.ctx.app.inject({ ...opts, headers });
  if (!allow.serverError) {
    expect(res.statusCode, `${opts.method} ${opts.url}: ${res.body.slice(0, 300)}`).toBeLessThan(
      500,
    );
  }
  const issued: string[] = [];
  if (allow.issuesToken && res.statusCode < 400) {
    if (res.headers['content-type']?.toString().startsWith('application/json')) {
      const body = res.json() as { token?: string };
      if (body.token) issued.push(body.token);
    }
    for (const c of res.cookies) if (c.name === 'cb_session') issued.push(c.value);
  }
  issued.forEach((t) => sessionTokens.add(t));
  exchanges.push({
    what: `${opts.method ?? 'GET'} ${opts.url} as ${viewer?.username ?? 'visitor'}`,
    allowedEmails: [...(viewer ? [viewer.email] : []), ...(allow.emails ?? [])],
    issuedTokens: issued,
    text: textOf(res),
  });
  return res;
}

const get = (viewer: TestUser | null, url: string, allow?: Parameters<typeof call>[2]) =>
  call(viewer, { method: 'GET', url }, allow);
const post = (
  viewer: TestUser | null,
  url: string,
  payload?: object,
  allow?: Parameters<typeof call>[2],
) => call(viewer, { method: 'POST', url, payload }, allow);
const put = (viewer: TestUser | null, url: string, payload: object) =>
  call(viewer, { method: 'PUT', url, payload });

/** The token of the newest mail to `to` whose link goes to `page`. */
function mailedToken(to: string, page: string): string {
  const mail = w.ctx.outbox.filter((m) => m.to === to && m.text.includes(page)).at(-1);
  expect(mail, `a mail to ${to} with a ${page} link`).toBeDefined();
  return new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
}

beforeAll(async () => {
  w = await createWorld({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  for (const u of [...Object.values(w.accounts), w.reviewer, w.bystander]) {
    if (u.githubToken) githubTokens.add(u.githubToken);
  }
});
afterAll(async () => {
  await w?.ctx.close();
});

describe('secrets never in responses or logs', () => {
  it('runs the main flows', async () => {
    const { user, author, holder, admin } = w.accounts;

    // Register, sign in (also a failed attempt), profile, password change.
    const email = 'newcomer@example.com';
    const reg = await post(
      null,
      '/api/auth/register',
      { username: 'newcomer', email, password: WORLD_PASSWORD },
      { emails: [email], issuesToken: true },
    );
    expect(reg.statusCode).toBe(201);
    const newcomer: TestUser = { ...reg.json().user, id: reg.json().user._id, email };
    expect(
      (await post(null, '/api/auth/login', { email, password: WRONG_PASSWORD })).statusCode,
    ).toBe(401);
    passwords.add(WRONG_PASSWORD);
    const login = await post(
      null,
      '/api/auth/login',
      { email, password: WORLD_PASSWORD },
      { emails: [email], issuesToken: true },
    );
    expect(login.statusCode).toBe(200);
    await get(newcomer, '/api/auth/profile');
    await put(newcomer, '/api/auth/profile', { bio: 'New here.', displayName: 'Newcomer' });
    const changed = await post(newcomer, '/api/auth/change-password', {
      currentPassword: WORLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    passwords.add(NEW_PASSWORD);

    // Email verification and password reset, with their links opened in the browser.
    expect((await post(newcomer, '/api/auth/resend-verification')).statusCode).toBe(200);
    const verifyToken = mailedToken(email, '/verify-email');
    await get(null, `/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expect((await post(null, '/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(
      200,
    );
    expect((await post(null, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await post(null, '/api/auth/forgot-password', { email: 'nobody@example.com' });
    const resetToken = mailedToken(email, '/reset-password');
    await get(null, `/reset-password?token=${encodeURIComponent(resetToken)}`);
    const reset = await post(null, '/api/auth/reset-password', {
      token: resetToken,
      password: RESET_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    passwords.add(RESET_PASSWORD);
    secretsFromMail.push(verifyToken, resetToken);

    // GitHub: the full-page sign-in of a new GitHub user, the popup connect of a signed-in
    // user, then the author's repositories (their stored token is used for each call).
    w.ctx.fake.addUser('octonew');
    const start = await get(null, '/api/auth/github');
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const browser = start.cookies.find((c) => c.name === 'cb_oauth')!.value;
    const pageCode = w.ctx.fake.issueCode('octonew', `${PUBLIC}/api/auth/github/callback`);
    oauthCodes.add(pageCode);
    const back = await call(
      null,
      {
        method: 'GET',
        url: `/api/auth/github/callback?code=${pageCode}&state=${state}`,
        cookies: { cb_oauth: browser },
      },
      { emails: ['octonew@users.example.com'], issuesToken: true },
    );
    expect(back.statusCode).toBe(302);
    const location = back.headers.location as string;
    expect(location).toMatch(/^\/auth\/success\?user=/);
    // The SPA page the browser lands on: its address carries the user (and its email).
    await get(null, location, { emails: ['octonew@users.example.com'] });

    const popup = await get(user, '/api/github/oauth/login');
    const popupState = new URL(popup.json().authUrl).searchParams.get('state')!;
    const popupBrowser = popup.cookies.find((c) => c.name === 'cb_oauth')!.value;
    w.ctx.fake.addUser('plaingh');
    const popupCode = w.ctx.fake.issueCode('plaingh', `${PUBLIC}/auth/github/callback`);
    oauthCodes.add(popupCode);
    await get(null, `/auth/github/callback?code=${popupCode}&state=${popupState}`);
    const connected = await call(
      user,
      {
        method: 'POST',
        url: '/api/github/oauth/callback',
        cookies: { cb_oauth: popupBrowser },
        payload: { code: popupCode, state: popupState },
      },
      { issuesToken: true },
    );
    expect(connected.statusCode).toBe(200);
    await get(user, '/api/github/status');
    await get(author, '/api/github/repositories?per_page=50&type=all');
    await post(author, '/api/github/verify-repository', {
      repositoryUrl: `${w.ctx.fake.url}/${w.paidRepo}`,
    });
    // A revoked GitHub token: the failure is logged, the token is not.
    w.ctx.fake.revokeTokens('holdergh');
    await get(holder, '/api/github/repositories');

    // A purchase with the test card, a review, and what the seller then sees.
    const intent = await post(user, '/api/payments/create-payment-intent', {
      projectId: w.paidProject,
    });
    const paymentIntentId = intent.json().paymentIntentId as string;
    await post(user, '/api/payments/test-processor/confirm', {
      paymentIntentId,
      cardNumber: '4000 0000 0000 0002',
    });
    await post(user, '/api/payments/test-processor/confirm', {
      paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
    });
    await post(user, '/api/payments/confirm-payment', { paymentIntentId });
    await put(user, `/api/projects/${w.paidProject}/reviews`, { rating: 5, body: 'Great.' });
    const buyers = [user.email, holder.email, w.reviewer.email];
    await get(author, '/api/payments/seller-earnings', { emails: buyers });
    await get(author, '/api/payments/seller-licenses-github');
    await post(author, '/api/payments/manage-github-access', {
      licenseId: w.holderLicense,
      action: 'grant',
    });
    for (const viewer of [null, user, author, holder, admin]) {
      await get(viewer, '/api/dashboard');
      await get(viewer, `/api/projects/${w.paidProject}`);
      await get(viewer, `/api/projects/${w.paidProject}/reviews`);
      await get(viewer, `/api/users/${author.id}`);
      await get(viewer, `/api/users/${w.reviewer.id}`);
      await get(viewer, `/api/projects?author=${author.id}`);
      await get(viewer, '/api/projects?search=flagship');
      await post(viewer, '/api/projects/ai-search', { query: 'paid web project' });
    }
    await get(null, `/project/${w.paidProject}`);
    await get(null, `/author/${author.id}`);
    await post(author, '/api/payments/refund', { licenseId: w.holderLicense });

    // The blog, and what admins see.
    await get(null, '/api/blog');
    await get(null, `/api/blog/${w.blogPost.slug}`);
    await get(null, `/blog/${w.blogPost.slug}`);
    await get(null, '/blog/rss.xml');
    await get(null, '/sitemap.xml');
    await post(null, '/api/newsletter/subscribe', { email: 'reader@example.com' });
    await get(admin, '/api/blog/admin/posts');
    await get(admin, `/api/blog/admin/posts/${w.blogDraft.id}`);
    await get(admin, '/api/newsletter/stats');
    await get(admin, '/api/newsletter/subscribers.csv', { emails: ['reader@example.com'] });

    // Signing out.
    await post(newcomer, '/api/auth/logout');
    expect(logLines.length).toBeGreaterThan(50);
  });

  it('logs a failed query without its parameters (emails, password hashes)', async () => {
    // The database refuses this one address: the insert fails with an unexpected error (500).
    await w.ctx.database.db.execute(
      sql`alter table users add constraint no_boom check (email <> 'boom@example.com')`,
    );
    try {
      const res = await post(
        null,
        '/api/auth/register',
        {
          username: 'boom',
          email: 'boom@example.com',
          password: 'Boom-Password-9912',
        },
        { emails: ['boom@example.com'], serverError: true },
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal server error' });
    } finally {
      await w.ctx.database.db.execute(sql`alter table users drop constraint no_boom`);
    }
    const failed = logLines.filter((line) => line.includes('"level":50'));
    expect(failed.length).toBeGreaterThan(0);
    for (const line of failed) {
      expect(line).not.toContain('boom@example.com');
      expect(line).not.toContain('$argon2');
      expect(line).not.toContain('Boom-Password-9912');
    }
  });

  it('no answer shows a secret or another user’s email', async () => {
    const secrets = await storedSecrets();
    const emails = await allEmails();
    for (const ex of exchanges) {
      for (const secret of [...secrets, ...sessionTokens]) {
        if (ex.issuedTokens.includes(secret)) continue;
        expect(ex.text.includes(secret), `${ex.what} shows ${secret}`).toBe(false);
      }
      for (const email of emails) {
        if (ex.allowedEmails.includes(email)) continue;
        expect(contains(ex.text, email), `${ex.what} shows ${email}`).toBe(false);
      }
    }
  });

  it('no log line holds a secret or an email', async () => {
    const secrets = [...(await storedSecrets()), ...sessionTokens, ...oauthCodes];
    const emails = await allEmails();
    for (const line of logLines) {
      for (const secret of secrets) {
        expect(line.includes(secret), `log line shows ${secret}: ${line}`).toBe(false);
      }
      for (const email of emails) {
        expect(contains(line, email), `log line shows ${email}: ${line}`).toBe(false);
      }
    }
  });
});

/** Passwords, their hashes, GitHub tokens (plain and encrypted) and mailed tokens. */
async function storedSecrets(): Promise<string[]> {
  const rows = await w.ctx.database.db
    .select({ hash: users.passwordHash, github: users.githubTokenEncrypted })
    .from(users);
  const hashes = rows.flatMap((r) => (r.hash ? [r.hash] : []));
  const encrypted = rows.flatMap((r) => (r.github ? [r.github] : []));
  for (const e of encrypted) {
    const plain = w.ctx.cipher.decrypt(e);
    if (plain) githubTokens.add(plain);
  }
  return [...passwords, ...hashes, ...encrypted, ...githubTokens, ...secretsFromMail].filter(
    (s) => s.length >= 8,
  );
}

async function allEmails(): Promise<string[]> {
  const rows = await w.ctx.database.db.select({ email: users.email }).from(users);
  return rows.map((r) => r.email);
}

/** An email as it may appear: plain, JSON-escaped or URL-encoded. */
const contains = (text: string, email: string) =>
  text.toLowerCase().includes(email.toLowerCase()) ||
  text.toLowerCase().includes(encodeURIComponent(email).toLowerCase());

describe('Stripe secrets never in responses or logs', () => {
  let fake: FakeStripe;
  let ctx: TestContext;
  const lines: string[] = [];
  const answers: string[] = [];
  let stripeClosed = false;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp(
      {
        LOG_LEVEL: 'trace',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE_URL: fake.url,
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    if (!stripeClosed) await fake?.close();
  });

  it('pays, refunds and takes webhooks without showing the secret key or webhook secret', async () => {
    const seller = await createUser(ctx);
    const buyer = await createUser(ctx);
    const send = async (
      user: TestUser | null,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => {
      const res = await ctx.app.inject({ method, url, headers: user?.headers ?? {}, payload });
      answers.push(textOf(res));
      // 502: Stripe could not be reached (the end of this test).
      expect(res.statusCode === 502 || res.statusCode < 500, `${url}: ${res.body}`).toBe(true);
      return res;
    };
    await send(null, 'GET', '/api/payments/config');
    await send(seller, 'POST', '/api/payments/create-connect-account');
    fake.completeOnboarding([...fake.accounts.keys()].at(-1)!);
    await send(seller, 'GET', '/api/payments/connect-account-status');
    const projectId = await createProject(ctx, seller, paidProject());
    const intent = await send(buyer, 'POST', '/api/payments/create-payment-intent', { projectId });
    const intentId = intent.json().paymentIntentId as string;
    fake.succeed(intentId);
    const delivery = fake.webhook('payment_intent.succeeded', fake.intents.get(intentId));
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });
    answers.push(textOf(hook));
    expect(hook.statusCode).toBe(200);
    const forged = fake.webhook('payment_intent.succeeded', {}, { secret: 'whsec_wrong' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: forged.headers,
      payload: forged.body,
    });
    answers.push(textOf(bad));
    expect(bad.statusCode).toBe(400);
    const confirmed = await send(buyer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intentId,
    });
    await send(seller, 'GET', '/api/payments/seller-earnings');
    await send(seller, 'POST', '/api/payments/refund', {
      licenseId: confirmed.json().license._id,
    });
    // Stripe down: the failure is logged, without the key.
    await fake.close();
    stripeClosed = true;
    await send(seller, 'POST', '/api/payments/create-connect-account');
    await send(buyer, 'POST', '/api/payments/create-payment-intent', { projectId });

    for (const secret of [fake.secretKey, fake.webhookSecret]) {
      for (const text of answers) expect(text.includes(secret), text).toBe(false);
      for (const line of lines) expect(line.includes(secret), line).toBe(false);
    }
    expect(lines.length).toBeGreaterThan(10);
  });
});
