import fs from 'node:fs';
import path from 'node:path';

import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../../../test/helper';
import { projects } from '../../db/schema';
import { seedDatabase, seedProjects } from '../../db/seed';
import { DEMO_CSP, DEMOS_DIR } from './demo-files';

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const),
  );

const demoFolders = fs
  .readdirSync(DEMOS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('the demos Codebazaar serves at /demos/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
  });
  afterAll(() => ctx.close());

  it('serves each demo with a strict policy of its own: own files only, framed by this site only', async () => {
    expect(demoFolders.length).toBeGreaterThanOrEqual(4);
    for (const folder of demoFolders) {
      const res = await ctx.app.inject({ method: 'GET', url: `/demos/${folder}/` });
      expect(res.statusCode, folder).toBe(200);
      expect(res.headers['content-type'], folder).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], folder).toBe(DEMO_CSP);
      const d = directives(res.headers['content-security-policy']);
      expect(d.get('default-src')).toEqual(["'none'"]);
      expect(d.get('script-src')).toEqual(["'self'"]);
      expect(d.get('frame-ancestors')).toEqual(["'self'"]);
      expect(d.get('connect-src')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], folder).toBe('SAMEORIGIN');
      // The sandbox frame runs the demo in an opaque origin: its files are loaded cross-origin.
      expect(res.headers['cross-origin-resource-policy'], folder).toBe('cross-origin');
      expect(res.headers['x-content-type-options'], folder).toBe('nosniff');

      // No inline script or handler; every script and stylesheet it names is served.
      const html = res.body;
      expect(html, folder).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!);
      expect(scripts.length, folder).toBeGreaterThan(0);
      const files = [
        ...scripts.map((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1]),
        ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
      ];
      for (const file of files) {
        expect(file, folder).toMatch(/^[a-z0-9./-]+$/);
        const asset = await ctx.app.inject({
          method: 'GET',
          url: new URL(file!, `http://x/demos/${folder}/`).pathname,
        });
        expect(asset.statusCode, `${folder}: ${file}`).toBe(200);
        expect(asset.headers['content-type'], file).toMatch(
          /^(text\/css|text\/javascript|application\/javascript)/,
        );
      }
    }
  });

  it('redirects a folder without its slash, and answers 404 for what is not a demo file', async () => {
    const bare = await ctx.app.inject({ method: 'GET', url: '/demos/palette-generator' });
    expect([301, 302]).toContain(bare.statusCode);
    expect(bare.headers.location).toBe('/demos/palette-generator/');
    for (const url of [
      '/demos/no-such-demo/',
      '/demos/palette-generator/missing.js',
      '/demos/../package.json',
      '/demos/%2e%2e/package.json',
      '/demos/..%2f..%2fpackage.json',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"name": "@codebazaar/server"');
    }
  });

  it('gives seeded projects a demo on this site only, and the sandbox page frames it', async () => {
    const rows = await ctx.database.db
      .select({ id: projects.id, title: projects.title, demoUrl: projects.demoUrl })
      .from(projects)
      .where(isNotNull(projects.demoUrl));
    expect(rows.length).toBe(seedProjects.filter((p) => p.demo).length);
    const origin = new URL(ctx.config.publicUrl).origin;
    for (const row of rows) {
      const url = new URL(row.demoUrl!);
      expect(url.origin, row.title).toBe(origin);
      expect(url.pathname, row.title).toMatch(/^\/demos\/[a-z0-9-]+\/$/);
      expect(demoFolders, row.title).toContain(url.pathname.split('/')[2]);

      const page = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${row.id}` });
      expect(page.statusCode, row.title).toBe(200);
      expect(page.body).toContain(`<iframe src="${row.demoUrl}"`);
      expect(page.body).toMatch(/sandbox="allow-scripts allow-forms allow-popups"/);
      expect(directives(page.headers['content-security-policy']).get('frame-src')).toEqual([
        origin,
      ]);
      const demo = await ctx.app.inject({ method: 'GET', url: url.pathname });
      expect(demo.statusCode, row.title).toBe(200);
    }
  });

  it('leaves the seeded projects without a demo without a demo URL', async () => {
    const [noDemo] = await ctx.database.db
      .select({ id: projects.id, demoUrl: projects.demoUrl })
      .from(projects)
      .where(eq(projects.title, seedProjects.find((p) => !p.demo && !p.draft)!.title));
    expect(noDemo!.demoUrl).toBeNull();
    const page = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${noDemo!.id}` });
    expect(page.body).toContain('No live demo available');
  });
});

describe('demo files outside the demos', () => {
  it('keeps the shared stylesheet beside the demo folders', () => {
    expect(fs.existsSync(path.join(DEMOS_DIR, 'demo.css'))).toBe(true);
  });
});
