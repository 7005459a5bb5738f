import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { createProject, paidProject } from '../../test/payments-fixtures';
import { SESSION_COOKIE } from '../lib/session-tokens';

let ctx: TestContext;
let author: TestUser;
let project: string;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx);
  project = await createProject(ctx, author, paidProject());
});
afterAll(() => ctx.close());

const PRIVATE = 'private, no-store';
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('Cache-Control of answers that depend on the session', () => {
  const signedIn = () => [
    `/api/projects/${project}`,
    '/api/projects/drafts',
    '/api/payments/seller-earnings',
    '/api/payments/connect-account-status',
    '/api/dashboard',
    '/api/auth/profile',
    '/api/projects?limit=5',
    '/api/blog',
  ];

  it('is private, no-store on every API answer to a Bearer session', async () => {
    for (const url of signedIn()) {
      const res = await get(url, author.headers);
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
    }
  });

  it('is private, no-store on every API answer to a session cookie', async () => {
    for (const url of signedIn()) {
      const res = await get(url, { cookie: `${SESSION_COOKIE}=${author.token}` });
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
    }
  });

  it('is private, no-store on answers of routes that need a user, refusals included', async () => {
    const guarded = [
      '/api/projects/drafts',
      '/api/payments/seller-earnings',
      '/api/dashboard',
      '/api/newsletter/stats',
    ];
    for (const url of guarded) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
    }
  });

  it('lets shared caches keep anonymous public answers, apart from signed-in requests', async () => {
    const expected: [string, string | undefined][] = [
      [`/api/projects/${project}`, 'public, no-cache'],
      ['/api/projects?limit=5', 'public, max-age=5, stale-while-revalidate=30'],
      ['/api/blog', undefined],
    ];
    for (const [url, cacheControl] of expected) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(cacheControl);
      if (cacheControl) expect(res.headers.vary, url).toContain('Authorization, Cookie');
    }
    // An unknown or expired token is no session: the answer is the anonymous one.
    const stale = await get(`/api/projects/${project}`, { authorization: 'Bearer nope' });
    expect(stale.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=86400');
  });
});
