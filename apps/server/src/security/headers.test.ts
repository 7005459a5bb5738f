import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertProject } from '../../test/github';
import { createTestApp, createUser, type TestContext } from '../../test/helper';
import { blogPosts } from '../db/schema';

/**
 * Security headers on every kind of answer: the SPA shell (from a built dist directory),
 * server-rendered heads, static files, XML, JSON and errors, and the sandbox page.
 */

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/** What `vite build` writes: the entry as an external module script, nothing inline. */
const DIST_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = res.headers['content-security-policy'];
  expect(csp, `${res.statusCode} has a CSP`).toBeTypeOf('string');
  const map = new Map<string, string[]>();
  for (const part of String(csp).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** Scripts the page may run: script-src, or default-src when script-src is absent. */
function scriptSources(res: LightMyRequestResponse): string[] {
  const d = directives(res);
  return d.get('script-src') ?? d.get('default-src') ?? [];
}

/** Every <script> without a src must be a JSON-LD data block (CSP does not run those). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1]!)
    .filter(
      (attrs) => !/\bsrc\s*=/.test(attrs) && !/type\s*=\s*"application\/ld\+json"/.test(attrs),
    );
}

describe('security headers (site served over http)', () => {
  let ctx: TestContext;
  let dist: string;
  let projectId: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), DIST_INDEX);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{}');
    ctx = await createTestApp({ WEB_DIST_DIR: dist });
    const author = await createUser(ctx, { username: 'head_author' });
    projectId = await insertProject(ctx, author.id, {
      title: '</script><script>alert(1)</script>',
      demoUrl: 'https://demo.example.com/',
    });
    await ctx.database.db.insert(blogPosts).values({
      slug: 'headers-post',
      title: 'Headers </script><script>alert(2)</script>',
      contentHtml: '<p>Hello</p>',
      status: 'published',
      publishedAt: new Date(),
      authorId: author.id,
    });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const pages = () => [
    '/',
    '/find-projects',
    `/project/${projectId}`,
    '/blog/headers-post',
    '/login',
    '/auth/github/callback?code=x&state=y',
    '/no/such/page',
    '/assets/index-abc123.js',
    '/assets/missing-123.js',
    '/robots.txt',
    '/sitemap.xml',
    '/blog/rss.xml',
    '/api/health',
    '/api/projects',
    `/api/projects/${projectId}`,
    '/api/projects/not-an-id',
    '/api/no-such-route',
    `/api/sandbox/run/${projectId}`,
    '/api/sandbox/run/not-an-id',
    '/api/docs',
    '/api/projects/%E0%A4%A',
    `/api/projects/${'a'.repeat(500)}`,
  ];

  it("keeps the popup's opener: no COOP on the GitHub return page, same-origin-allow-popups elsewhere", async () => {
    for (const url of ['/auth/github/callback', '/auth/github/callback?code=x&state=y']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    for (const url of ['/', '/auth/github/callbacks', '/api/auth/github/callback?code=x']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });

  it('every answer forbids framing, sniffing and inline script, and sends no HSTS over http', async () => {
    for (const url of pages()) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const d = directives(res);
      expect(d.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      const scripts = scriptSources(res);
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(scripts, url).not.toContain('*');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('error answers (bad JSON, wrong method) carry the same policy', async () => {
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    const notFound = await ctx.app.inject({ method: 'DELETE', url: '/api/health' });
    for (const res of [badJson, notFound]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('the SPA shell and the server-rendered heads have no inline script', async () => {
    for (const url of ['/', '/find-projects', `/project/${projectId}`, '/blog/headers-post']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-abc123.js">',
      );
      expect(inlineScripts(res.body), url).toEqual([]);
      expect(res.body, url).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      // A title that tries to close the JSON-LD block stays inside it.
      expect(res.body, url).not.toContain('<script>alert');
    }
    // The policy lets the shell load its own bundle and nothing from elsewhere.
    const shell = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(scriptSources(shell)).toEqual(["'self'"]);
    expect(directives(shell).get('default-src')).toEqual(["'self'"]);
    expect(directives(shell).get('object-src')).toEqual(["'none'"]);
    expect(directives(shell).get('base-uri')).toEqual(["'self'"]);
  });

  it('lets pages show images from object URLs (the previews of picked files), and nothing else from blob:', async () => {
    for (const url of ['/', '/post-projects', '/api/health']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const d = directives(res);
      expect(d.get('img-src'), url).toEqual(["'self'", 'data:', 'https:', 'blob:']);
      for (const [name, values] of d) {
        if (name !== 'img-src') expect(values, `${url} ${name}`).not.toContain('blob:');
      }
    }
  });

  it('the web app’s index.html has no inline script (source, and the build when present)', () => {
    const files = [path.join(webDir, 'index.html'), path.join(webDir, 'dist', 'index.html')];
    const present = files.filter((f) => fs.existsSync(f));
    expect(present).toContain(files[0]);
    for (const file of present) {
      const html = fs.readFileSync(file, 'utf8');
      expect(inlineScripts(html), file).toEqual([]);
      expect(html, file).toMatch(/<script type="module"[^>]*\ssrc="\//);
    }
  });

  it('the sandbox page keeps its own rules: frames only the demo, runs its own script file only, is not frameable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${projectId}` });
    expect(res.statusCode).toBe(200);
    const d = directives(res);
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(['https://demo.example.com']);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(inlineScripts(res.body)).toEqual([]);
    expect(res.body).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(res.body).toMatch(/<iframe [^>]*sandbox="[^"]*"/);
    expect(res.body).not.toContain('allow-same-origin');
  });
});

describe('security headers (site served over https)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://market.example', TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('sends HSTS for a year or more on pages, API answers and errors', async () => {
    for (const url of ['/', '/api/health', '/api/no-such-route', '/robots.txt', '/api/blog/%zz']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https', host: 'market.example' },
      });
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, url).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, url).toContain('includeSubDomains');
      expect(directives(res).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });
});
