import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API and private screens, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    // Public pages stay crawlable.
    for (const path of ['/blog', '/find-projects', '/project/', '/author/', '/tools/']) {
      expect(lines.some((l) => l.startsWith('Disallow:') && path.startsWith(l.slice(10)))).toBe(
        false,
      );
    }
  });

  it('answers HEAD too', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
  });
});
