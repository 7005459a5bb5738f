import { TOKEN_SCOPES, type TokenScope } from '@codebazaar/shared/rules';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createGitHubTestApp } from '../../../test/github';
import { createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject } from '../../../test/payments-fixtures';
import { apiTokens, licenses, users } from '../../db/schema';
import { TOKEN_REFUSALS } from '../../plugins/auth';
import { TOKEN_ROUTE_SCOPES } from '../../plugins/token-scopes';

let ctx: TestContext;
let seller: TestUser;
const routes = new Set<string>();

beforeAll(async () => {
  // With GitHub configured, so that manage-github-access (licenses:write) gets past its guard.
  ctx = await createGitHubTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const m of [route.method].flat())
          routes.add(`${m} ${route.url.replace(/(.)\/$/, '$1')}`);
      },
    },
  );
  seller = await createUser(ctx);
});
afterAll(() => ctx.close());

async function tokenFor(user: TestUser, scopes: TokenScope[], expiresInDays?: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/tokens',
    headers: user.headers,
    payload: {
      name: `t ${scopes.join(' ')}`.slice(0, 100),
      scopes,
      ...(expiresInDays ? { expiresInDays } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('personal access tokens', () => {
  it('are shown once with the cbz_ prefix, stored hashed, and listed without the secret', async () => {
    const created = await tokenFor(seller, ['projects:read'], 30);
    expect(created.token).toMatch(/^cbz_[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await ctx.app.inject({ url: '/api/account/tokens', headers: seller.headers });
    expect(list.body).not.toContain(created.token);
    const listed = list.json().tokens.find((t: { id: string }) => t.id === created.id);
    expect(listed).toMatchObject({ scopes: ['projects:read'], lastUsedAt: null });
    expect(created.token.startsWith(listed.prefix)).toBe(true);
    const days = (Date.parse(listed.expiresAt) - Date.parse(listed.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    // Using it records when it was last used.
    const used = await ctx.app.inject({
      url: '/api/projects/drafts',
      headers: bearer(created.token),
    });
    expect(used.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/account/tokens', headers: seller.headers });
    const again = after.json().tokens.find((t: { id: string }) => t.id === created.id);
    expect(again.lastUsedAt).not.toBeNull();
  });

  it('name only existing routes in the scope table', () => {
    expect(Object.keys(TOKEN_ROUTE_SCOPES).filter((r) => !routes.has(r))).toEqual([]);
  });

  it('open the routes of their scopes; others answer 403 naming the scope they lack', async () => {
    const draft = await createProject(ctx, seller, { status: 'draft' });
    const paid = await createProject(ctx, seller, {
      licenseType: 'paid',
      priceCents: 2500,
      paidRepoUrl: 'https://github.com/example/paid',
    });
    type Req = {
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      payload?: object;
      status: number;
      /** Other scopes that open the route too. */
      also?: TokenScope[];
    };
    // Each scope: requests it opens, with the answer past the sign-in guard.
    const cases: Record<TokenScope, Req[]> = {
      'projects:read': [{ method: 'GET', url: '/api/projects/drafts', status: 200 }],
      'projects:write': [
        { method: 'POST', url: '/api/projects/draft', payload: { title: 'Via API' }, status: 201 },
        // A bundle with a draft in it is refused by the bundle rules, past the token's guard.
        {
          method: 'POST',
          url: '/api/seller/bundles',
          payload: { title: 'Kit', projectIds: [paid, draft], price: 10 },
          status: 400,
        },
        { method: 'GET', url: '/api/seller/bundles', status: 200, also: ['projects:read'] },
      ],
      'sales:read': [
        { method: 'GET', url: '/api/payments/seller-earnings', status: 200 },
        { method: 'GET', url: '/api/seller/balance', status: 200 },
        { method: 'GET', url: '/api/seller/sales.csv', status: 200 },
      ],
      'licenses:read': [
        { method: 'GET', url: '/api/payments/seller-licenses-github', status: 200 },
      ],
      'licenses:write': [
        {
          method: 'POST',
          url: '/api/payments/manage-github-access',
          payload: { licenseId: '00000000-0000-4000-8000-000000000000', action: 'grant' },
          status: 404,
        },
        {
          method: 'PUT',
          url: `/api/projects/${paid}/license-keys`,
          payload: { enabled: true, activationLimit: 3, validityDays: null },
          status: 200,
        },
        {
          method: 'GET',
          url: `/api/projects/${paid}/license-keys`,
          status: 200,
          also: ['licenses:read'],
        },
        {
          method: 'GET',
          url: '/api/license-keys/signing-keys',
          status: 200,
          also: ['licenses:read'],
        },
      ],
      'webhooks:write': [{ method: 'GET', url: '/api/seller/webhooks', status: 200 }],
      'discounts:write': [
        {
          method: 'POST',
          url: '/api/seller/discounts',
          payload: { code: 'TOKEN10', type: 'percent', amount: 10 },
          status: 201,
        },
        { method: 'GET', url: '/api/seller/discounts', status: 200 },
      ],
      'refunds:write': [
        { method: 'GET', url: '/api/seller/refund-requests', status: 200 },
        {
          method: 'POST',
          url: '/api/payments/refund',
          payload: { licenseId: '00000000-0000-4000-8000-000000000000' },
          status: 404,
        },
      ],
    };
    for (const scope of TOKEN_SCOPES) {
      const { token } = await tokenFor(seller, [scope]);
      for (const { status, also = [], ...req } of cases[scope]) {
        const others = await tokenFor(
          seller,
          TOKEN_SCOPES.filter((s) => s !== scope && !also.includes(s)),
        );
        const what = `${scope}: ${req.method} ${req.url}`;
        const allowed = await ctx.app.inject({ ...req, headers: bearer(token) });
        expect(allowed.statusCode, `${what} ${allowed.body}`).toBe(status);
        const denied = await ctx.app.inject({ ...req, headers: bearer(others.token) });
        expect(denied.statusCode, `${what} refused: ${denied.body}`).toBe(403);
        const challenge = /^Bearer error="insufficient_scope", scope="([^"]+)"$/.exec(
          String(denied.headers['www-authenticate']),
        );
        expect(challenge?.[1]?.split(' '), what).toContain(scope);
        expect(denied.json(), what).toEqual({
          error: expect.stringContaining(scope) as string,
        });
      }
    }
    // A route that answers visitors answers a token outside its scope as it answers a visitor.
    const { token } = await tokenFor(seller, ['sales:read']);
    const asVisitor = await ctx.app.inject({
      url: `/api/projects/${draft}`,
      headers: bearer(token),
    });
    expect(asVisitor.statusCode).toBe(404);
    const published = await ctx.app.inject({
      url: `/api/projects/${paid}`,
      headers: bearer(token),
    });
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain('https://github.com/example/paid');
    const listing = await ctx.app.inject({ url: '/api/projects', headers: bearer(token) });
    expect(listing.statusCode).toBe(200);
  });

  it("show a project's license and paid repository to its holder with licenses:read only", async () => {
    const author = await createUser(ctx);
    const holder = await createUser(ctx);
    const paid = await createProject(ctx, author, {
      licenseType: 'paid',
      priceCents: 2500,
      paidRepoUrl: 'https://github.com/example/held',
    });
    await ctx.database.db
      .insert(licenses)
      .values({ projectId: paid, buyerId: holder.id, kind: 'paid', paymentReference: 'held-1' });
    const detail = async (scopes: TokenScope[]) =>
      ctx.app.inject({
        url: `/api/projects/${paid}`,
        headers: bearer((await tokenFor(holder, scopes)).token),
      });
    const projectsOnly = await detail(['projects:read']);
    expect(projectsOnly.statusCode).toBe(200);
    expect(projectsOnly.body).not.toContain('https://github.com/example/held');
    expect(projectsOnly.json().userLicense).toBeNull();
    const withLicenses = await detail(['projects:read', 'licenses:read']);
    expect(withLicenses.body).toContain('https://github.com/example/held');
    expect(withLicenses.json().userLicense).not.toBeNull();
  });

  it('never reach account, password, token or admin routes, even an admin token with every scope', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const { token } = await tokenFor(admin, [...TOKEN_SCOPES]);
    const refused: [string, string, object?][] = [
      ['GET', '/api/auth/profile'],
      ['PUT', '/api/auth/profile', { bio: 'changed by a token' }],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'x', newPassword: 'Long-New-Secret-9911' },
      ],
      ['GET', '/api/account/tokens'],
      ['POST', '/api/account/tokens', { name: 'more', scopes: ['projects:read'] }],
      ['GET', '/api/account/notices'],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/blog/admin/posts'],
    ];
    for (const [method, url, payload] of refused) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.headers['www-authenticate'], url).toBe('Bearer error="insufficient_scope"');
      expect(res.json(), url).toEqual({ error: TOKEN_REFUSALS.sessionOnly });
    }
    const [row] = await ctx.database.db
      .select({ bio: users.bio })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row!.bio).toBeNull();
  });

  it('stop working when revoked, expired, or their owner is suspended: 401 invalid_token', async () => {
    const owner = await createUser(ctx);
    const use = async (token: string) => {
      const res = await ctx.app.inject({ url: '/api/projects/drafts', headers: bearer(token) });
      if (res.statusCode === 401) {
        expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
        expect(res.json()).toEqual({ error: TOKEN_REFUSALS.invalid });
        // A route that answers visitors still does.
        const open = await ctx.app.inject({ url: '/api/projects', headers: bearer(token) });
        expect(open.statusCode).toBe(200);
      }
      return res;
    };
    expect((await use('cbz_made-up')).statusCode).toBe(401);
    const revoked = await tokenFor(owner, ['projects:read']);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/tokens/${revoked.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await use(revoked.token)).statusCode).toBe(401);

    const expired = await tokenFor(owner, ['projects:read'], 1);
    await ctx.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expect((await use(expired.token)).statusCode).toBe(401);

    const live = await tokenFor(owner, ['projects:read']);
    expect((await use(live.token)).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, owner.id));
    expect((await use(live.token)).statusCode).toBe(401);
  });

  it("refuse to revoke someone else's token, and bad input, with {error}", async () => {
    const mine = await tokenFor(seller, ['sales:read']);
    const stranger = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/tokens/${mine.id}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Token not found' });
    for (const payload of [
      { name: '', scopes: ['projects:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['projects:read'], expiresInDays: 0 },
      { name: 'x', scopes: ['projects:read'], expiresInDays: 366 },
    ]) {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/tokens',
        headers: seller.headers,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['error']);
    }
  });
});
