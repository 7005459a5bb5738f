import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../test/helper';
import { createProject } from '../../test/payments-fixtures';
import { insertRelease } from '../../test/release-notices-fixtures';

/** A small built SPA: index.html, a hashed bundle with its .br and .gz, and a public file. */
const bundle = `export const answer = ${JSON.stringify('forty-two '.repeat(400))};\n`;
let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'codebazaar-spa-test-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  const js = path.join(dist, 'assets', 'main-AbC123.js');
  fs.writeFileSync(js, bundle);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(bundle));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(bundle));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  // What the web build writes (apps/web/build/route-budget.ts, routeFiles).
  fs.writeFileSync(
    path.join(dist, '.vite', 'routes.json'),
    JSON.stringify([
      { path: '/', files: ['assets/home-page-H1.js'] },
      {
        path: '/find-projects',
        files: ['assets/find-projects-page-F1.js', 'assets/query-Q1.js', 'assets/icon-I1.js'],
      },
      { path: '/project/:id', files: ['assets/project-page-P1.js', 'assets/query-Q1.js'] },
      { path: '/project/:id/changelog', files: ['assets/changelog-page-C1.js'] },
    ]),
  );
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('built SPA files', () => {
  it('sends the pre-compressed brotli file with a year-long immutable cache', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/main-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches files outside assets/ (their names do not change) for an hour only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('route preloads', () => {
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
      (m) => m[1],
    );

  it("preloads the files the build lists for the page's route, in its order", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/find-projects?search=api' });
    expect(preloadsOf(res.body)).toEqual([
      '/assets/find-projects-page-F1.js',
      '/assets/query-Q1.js',
      '/assets/icon-I1.js',
    ]);
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(preloadsOf(home.body)).toEqual(['/assets/home-page-H1.js']);
  });

  it('matches route parameters and a trailing slash, and nothing deeper', async () => {
    for (const url of ['/project/abc-123', '/project/abc-123/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(preloadsOf(res.body), url).toEqual([
        '/assets/project-page-P1.js',
        '/assets/query-Q1.js',
      ]);
    }
    const deeper = await ctx.app.inject({ method: 'GET', url: '/project/abc/reviews' });
    expect(preloadsOf(deeper.body)).toEqual([]);
  });

  it('preloads nothing for pages it does not know', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(preloadsOf(res.body)).toEqual([]);
  });

  it('does not serve the route list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.vite/routes.json' });
    expect(res.statusCode).toBe(404);
  });
});

describe('pages that do not exist', () => {
  it('answers 404 with the app (its not-found page) for a path none of its routes matches', async () => {
    for (const url of [
      '/no-such-page',
      '/find-projects/extra',
      '/project',
      '/project/a/b',
      '/x?y=1',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>Not found — Codebazaar</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex"');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it('answers 200 for the routes the build lists, with or without a trailing slash', async () => {
    for (const url of ['/', '/find-projects', '/find-projects/', '/find-projects?search=x']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('noindex');
    }
  });

  it('moves /upload, kept as an address only, to /post-projects with its query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/upload' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/post-projects');
    const withQuery = await ctx.app.inject({ method: 'GET', url: '/upload?title=Kit' });
    expect(withQuery.headers.location).toBe('/post-projects?title=Kit');
  });

  it('answers 404 for a project page whose project does not exist', async () => {
    for (const url of ['/project/abc-123', '/project/00000000-0000-4000-8000-000000000000']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Not found — Codebazaar</title>');
    }
  });

  it('keeps every path a page when the build lists no routes (an older build)', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'codebazaar-spa-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), fs.readFileSync(path.join(dist, 'index.html')));
    const other = await createTestApp({ WEB_DIST_DIR: bare });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(res.statusCode).toBe(200);
      const missing = await other.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe("a page's server-rendered content", () => {
  it('goes first inside the root element of a build without the body marker', async () => {
    const author = await createUser(ctx);
    const id = await createProject(ctx, author, { title: "Tools $& $' more" });
    await insertRelease(ctx, id, { version: '1.0.0', notes: 'Costs $1 & saves $& time' });
    const res = await ctx.app.inject({ method: 'GET', url: `/project/${id}/changelog` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main ');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/changelog-page-C1.js" />',
    );
    // Replacement patterns in a title or in notes are text.
    expect(res.body).toContain('<title>Tools $&amp; $&#39; more changelog — Codebazaar</title>');
    expect(res.body).toContain('<p>Costs $1 &amp; saves $&amp; time</p>');
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
  });
});

describe('response compression', () => {
  it('compresses the HTML page for clients that accept it; caches revalidate it every time', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/find-projects',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/find-projects" />');
    // The same page again with its validator: 304 without a body.
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/find-projects',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/find-projects',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('compresses JSON API answers with gzip', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('sends plain bodies to clients that do not ask for compression', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/find-projects' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('does not decompress request bodies: a gzip body is refused, not inflated', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@b.co', password: 'whatever1' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('error');
  });
});
