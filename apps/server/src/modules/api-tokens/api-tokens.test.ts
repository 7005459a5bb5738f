import { TOKEN_SCOPES, type TokenScope } from '@codebazaar/shared/rules';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createGitHubTestApp } from '../../../test/github';
import { createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject } from '../../../test/payments-fixtures';
import { apiTokens, users } from '../../db/schema';
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
    payload: { name: `t ${scopes.join(' ')}`, scopes, ...(expiresInDays ? { expiresInDays } : {}) },
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

  it('open the routes of their scopes and no others', async () => {
    const project = await createProject(ctx, seller, { status: 'draft' });
    // Each scope: a request it allows (not refused as anonymous) and how others are refused.
    const cases: Record<TokenScope, { method: 'GET' | 'POST'; url: string; payload?: object }> = {
      'projects:read': { method: 'GET', url: `/api/projects/${project}` },
      'projects:write': {
        method: 'POST',
        url: '/api/projects/draft',
        payload: { title: 'Via API' },
      },
      'sales:read': { method: 'GET', url: '/api/payments/seller-earnings' },
      'licenses:read': { method: 'GET', url: '/api/payments/seller-licenses-github' },
      'licenses:write': {
        method: 'POST',
        url: '/api/payments/manage-github-access',
        payload: { licenseId: '00000000-0000-4000-8000-000000000000', action: 'grant' },
      },
      // No route takes webhooks:write yet: such a token reaches nothing.
      'webhooks:write': { method: 'GET', url: '/api/projects/drafts' },
    };
    for (const scope of TOKEN_SCOPES) {
      const { token } = await tokenFor(seller, [scope]);
      const others = await tokenFor(
        seller,
        TOKEN_SCOPES.filter((s) => s !== scope),
      );
      const req = cases[scope];
      const allowed = await ctx.app.inject({ ...req, headers: bearer(token) });
      const denied = await ctx.app.inject({ ...req, headers: bearer(others.token) });
      if (scope === 'webhooks:write') {
        expect(allowed.statusCode, scope).toBe(401);
        continue;
      }
      // Past the sign-in guard: the unknown license of licenses:write is then a 404.
      expect([200, 201, 404], `${scope}: ${allowed.body}`).toContain(allowed.statusCode);
      if (scope !== 'licenses:write') expect(allowed.statusCode, scope).toBeLessThan(300);
      // The draft is the seller's: a token without the scope sees it as nobody would.
      expect([401, 404], `${scope} refused: ${denied.body}`).toContain(denied.statusCode);
      if (req.method === 'POST' || req.url.includes('/payments/')) {
        expect(denied.statusCode, scope).toBe(401);
      }
    }
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
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await ctx.database.db
      .select({ bio: users.bio })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row!.bio).toBeNull();
  });

  it('stop working when revoked, expired, or their owner is suspended', async () => {
    const owner = await createUser(ctx);
    const use = (token: string) =>
      ctx.app.inject({ url: '/api/projects/drafts', headers: bearer(token) });
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
