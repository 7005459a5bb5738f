import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { NUL_MESSAGE, containsNul } from './input-guard';

let ctx: TestContext;
let me: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  it('are refused with 400 in a body and a path, before the database', async () => {
    const cases = [
      // These three answered 500: the NUL reached a query and PostgreSQL refused it.
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@x.io', password: 'x' } },
      {
        method: 'PUT',
        url: '/api/auth/profile',
        headers: me.headers,
        payload: { website: 'https://example.com/\u0000' },
      },
      { method: 'GET', url: '/api/blog/%00' },
      { method: 'POST', url: '/api/projects/ai-search', payload: { query: { 'k\u0000': 1 } } },
    ] as const;
    for (const { method, url, ...rest } of cases) {
      const res = await ctx.app.inject({ method, url, ...rest });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: NUL_MESSAGE });
    }
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: me.headers,
    });
    expect(profile.json().user.website ?? null).toBeNull();
  });

  it('in a query string are left to the route: searches still answer', async () => {
    for (const url of [
      '/api/projects?search=a%00b',
      '/api/blog?search=a%00b',
      '/api/blog?category=%00',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json(), url).toEqual({ error: expect.any(String) });
    }
  });

  it('finds a NUL at any depth, in keys too, without recursion', () => {
    let deep: unknown = ['fine', 'x\u0000'];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ a: [{ b: 'ok' }], 'c\u0000': 1 })).toBe(true);
    expect(containsNul({ a: [{ b: 'ok' }], c: null, d: 3 })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});

describe('URLs the router refuses', () => {
  it('answers a malformed percent-encoding with 400 {error}, without echoing the URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/projects/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The address is not valid' });
  });

  it('answers an over-long path parameter with 414 {error}', async () => {
    // GET falls through to the pages' wildcard route (next test); other methods have none.
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/projects/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address is too long' });
  });

  it('answers a GET of an over-long API path with 404 {error}, without echoing it', async () => {
    const long = 'a'.repeat(500);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/projects/${long}` });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().error).toBe('string');
    expect(res.body).not.toContain(long);
  });
});
