import { LEGAL_PAGE_SLUGS } from '@codebazaar/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createGitHubTestApp, insertLicense, insertProject } from '../../test/github';
import type { GitHubTestContext } from '../../test/github';
import { routeTable, type RouteEntry } from '../../test/fuzz';
import { createUser, type TestUser } from '../../test/helper';
import { blogPosts } from '../db/schema';

/**
 * An empty update (`{}`) to every PATCH and PUT route of the route table (new routes are picked
 * up on their own), sent by the owner of the thing it changes and by an admin, with every id
 * either may own: an update that changes nothing is answered (200 with the thing unchanged, or
 * 400 `{ error }` where a field is required), never with a 5xx.
 */

let ctx: GitHubTestContext;
let owner: TestUser;
let admin: TestUser;
/** Ids of things the owner or the admin may change; each route is tried with each. */
let ids: string[];
let routes: RouteEntry[];

beforeAll(async () => {
  ctx = await createGitHubTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  owner = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  const seller = await createUser(ctx);
  const project = await insertProject(ctx, owner.id, { licenseType: 'free', priceCents: 0 });
  const bought = await insertProject(ctx, seller.id);
  const license = await insertLicense(ctx, bought, owner.id);
  const hook = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/webhooks',
    headers: owner.headers,
    payload: { url: 'http://127.0.0.1:9/hook', events: ['license.created'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const [post] = await ctx.database.db
    .insert(blogPosts)
    .values({ slug: 'empty-update', title: 'Post', contentHtml: '<p>Hi</p>', authorId: admin.id })
    .returning({ id: blogPosts.id });
  ids = [
    project,
    bought,
    license,
    hook.json().id as string,
    post!.id,
    owner.id,
    seller.id,
    ...LEGAL_PAGE_SLUGS,
  ];
  routes = routeTable(ctx.app).filter((r) => r.method === 'PATCH' || r.method === 'PUT');
});
afterAll(async () => {
  await ctx?.close();
});

/** Every way to fill the route's path parameters from `ids`. */
function urlsOf(template: string): string[] {
  let urls = [template];
  while (urls.some((u) => /:\w+/.test(u))) {
    urls = urls.flatMap((u) => (/:\w+/.test(u) ? ids.map((id) => u.replace(/:\w+/, id)) : [u]));
  }
  return urls;
}

describe('an empty update to every PATCH and PUT route', () => {
  it('finds the update routes in the route table', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('PATCH /api/seller/webhooks/:id');
    expect(routes.length).toBeGreaterThan(5);
  });

  it('is never answered with a 5xx, and reaches each route past its access check', async () => {
    const failures: string[] = [];
    const unreached: string[] = [];
    for (const route of routes) {
      let reached = false;
      for (const user of [owner, admin]) {
        for (const url of urlsOf(route.url)) {
          const res = await ctx.app.inject({
            method: route.method as 'PATCH' | 'PUT',
            url,
            headers: user.headers,
            payload: {},
          });
          const where = `${route.method} ${url} as ${user === owner ? 'owner' : 'admin'}`;
          if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body}`);
          else if (res.statusCode >= 400) {
            const body: unknown = res.json();
            if (typeof (body as { error?: unknown }).error !== 'string') {
              failures.push(`${where} → ${res.statusCode} without {error}: ${res.body}`);
            }
          }
          if (![401, 403, 404].includes(res.statusCode)) reached = true;
        }
      }
      if (!reached) unreached.push(`${route.method} ${route.url}`);
    }
    expect(failures).toEqual([]);
    expect(unreached, 'routes no owner request got past 401/403/404').toEqual([]);
  });

  it('answers PATCH /api/seller/webhooks/{id} with {} with the endpoint unchanged', async () => {
    const [hook] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/seller/webhooks',
        headers: owner.headers,
      })
    ).json().webhooks as Record<string, unknown>[];
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/seller/webhooks/${String(hook!.id)}`,
      headers: owner.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(hook);
  });
});
