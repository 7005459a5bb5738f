import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { eq } from 'drizzle-orm';

import { projects, users } from '../../db/schema';
import { parseDemoUrl } from './sandbox.service';

async function insertProject(
  ctx: TestContext,
  authorId: string,
  values: Partial<typeof projects.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId,
      title: 'Realtime Sales Dashboard',
      description: 'A dashboard.',
      status: 'published',
      demoUrl: 'https://demo.example.com/app?x=1',
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

function cspOf(res: { headers: Record<string, unknown> }): string {
  return String(res.headers['content-security-policy']);
}

/** Every inline <style> must be allowed by a hash in the page's policy. */
function expectStylesMatchPolicy(html: string, csp: string) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  expect(styles.length).toBe(1);
  for (const style of styles) {
    const hash = crypto.createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  }
}

describe('GET /api/sandbox/run/:id', () => {
  let ctx: TestContext;
  let author: TestUser;
  let viewer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    author = await createUser(ctx, { username: 'demo_author' });
    viewer = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  it('frames the demo in a sandboxed iframe under a bar with title, author and back link', async () => {
    const id = await insertProject(ctx, author.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(
      '<iframe src="https://demo.example.com/app?x=1" title="Live demo of Realtime Sales Dashboard" sandbox="allow-scripts allow-forms allow-popups"',
    );
    expect(html).not.toContain('allow-same-origin');
    // One script, an external file: it says so when the demo has not loaded after a while.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/api/sandbox/frame-watch.js">',
    ]);
    expect(html).toMatch(
      /<p id="demo-slow" class="slow" role="status" hidden>The demo has not loaded/,
    );
    expect(html).toContain('Realtime Sales Dashboard');
    expect(html).toContain(`<a href="/author/demo_author">demo_author</a>`);
    expect(html).toContain(`href="/project/${id}"`);
    expect(html).toContain('Back to project');
    // A direct link for demos that refuse to be embedded, without opener access.
    expect(html).toContain(
      'href="https://demo.example.com/app?x=1" target="_blank" rel="noopener noreferrer"',
    );
  });

  it('names the author by their display name when they chose one', async () => {
    const named = await createUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ displayName: 'Ada Lovelace' })
      .where(eq(users.id, named.id));
    const id = await insertProject(ctx, named.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(res.body).toContain(`<a href="/author/${named.username}">Ada Lovelace</a>`);
    // The username only in the address of the author's page, never as the shown name.
    expect(res.body.replaceAll(`/author/${named.username}"`, '')).not.toContain(named.username);
  });

  it('sends its own CSP: frames only the demo origin, hashed style, own scripts only, not frameable', async () => {
    const id = await insertProject(ctx, author.id, { demoUrl: 'https://apps.example.org:8443/x' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    const csp = cspOf(res);
    const directives = csp.split(';').map((d) => d.trim());
    expect(directives).toContain("default-src 'none'");
    expect(directives).toContain('frame-src https://apps.example.org:8443');
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/frame-src[^;]*'self'/);
    expectStylesMatchPolicy(res.body, csp);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('frames plain-HTTP demos when the site itself is served over HTTP', async () => {
    const id = await insertProject(ctx, author.id, { demoUrl: 'http://localhost:5173/' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<iframe src="http://localhost:5173/"');
    expect(cspOf(res)).toContain('frame-src http://localhost:5173;');
  });

  it('escapes every value taken from the database', async () => {
    const evil = await createUser(ctx, { username: 'x"><img src=x onerror=alert(1)>' });
    const id = await insertProject(ctx, evil.id, {
      title: '</p><script>alert("t")</script>',
      demoUrl: 'https://demo.example.com/?q="><script>alert(1)</script>&a=1',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<script\b/g)).toEqual(['<script']); // the frame watcher only
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;/p&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;');
    expect(res.body).toContain('x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The URL parser percent-encodes what it must; the rest is HTML-escaped in the attribute.
    const src = /<iframe src="([^"]*)"/.exec(res.body)?.[1];
    expect(src).toBe('https://demo.example.com/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&amp;a=1');
  });

  it('shows a clear page with the back link when the project has no demo URL', async () => {
    const id = await insertProject(ctx, author.id, { title: 'CLI Toolkit', demoUrl: null });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('No live demo available');
    expect(res.body).toContain('CLI Toolkit does not have a live demo yet.');
    expect(res.body).toContain(`href="/project/${id}"`);
    expect(res.body).not.toContain('<iframe');
    expect(cspOf(res)).not.toContain('frame-src');
    expectStylesMatchPolicy(res.body, cspOf(res));

    const blank = await insertProject(ctx, author.id, { demoUrl: '   ' });
    const blankRes = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${blank}` });
    expect(blankRes.body).toContain('No live demo available');
  });

  it('never frames non-http(s) demo URLs', async () => {
    for (const demoUrl of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'not a url',
      'https://user:secret@demo.example.com/',
    ]) {
      const id = await insertProject(ctx, author.id, { demoUrl });
      const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('is not a web address that can be opened here');
      expect(res.body).not.toContain('<iframe');
      expect(res.body).not.toContain('javascript:');
      expect(res.body).not.toContain('<script');
      expect(cspOf(res)).not.toContain('frame-src');
    }
  });

  it('answers 404 HTML for unknown, malformed and unpublished ids, whoever asks', async () => {
    const draft = await insertProject(ctx, author.id, { status: 'draft' });
    const cases = [
      { url: `/api/sandbox/run/${crypto.randomUUID()}` },
      { url: '/api/sandbox/run/not-a-uuid' },
      { url: "/api/sandbox/run/1'%20or%20'1'='1" },
      { url: `/api/sandbox/run/${draft}` },
      { url: `/api/sandbox/run/${draft}`, headers: author.headers },
      { url: `/api/sandbox/run/${draft}`, headers: viewer.headers },
      { url: `/api/sandbox/run/${draft}`, headers: admin.headers },
    ];
    for (const { url, headers } of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Project not found');
      expect(res.body).toContain('The project you are looking for does not exist.');
      expect(res.body).toContain('href="/find-projects"');
      expect(res.body).not.toContain('<iframe');
      expectStylesMatchPolicy(res.body, cspOf(res));
    }
  });

  it('shows the same page to visitors, users and admins', async () => {
    const id = await insertProject(ctx, author.id);
    const bodies = await Promise.all(
      [undefined, viewer.headers, author.headers, admin.headers].map(async (headers) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}`, headers });
        expect(res.statusCode).toBe(200);
        return res.body;
      }),
    );
    expect(new Set(bodies).size).toBe(1);
  });
});

describe('sandbox on an HTTPS site', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://codebazaar.example' });
  });
  afterAll(() => ctx.close());

  it('serves the frame watcher as JavaScript, and pages without a frame run no script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/frame-watch.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain("getElementById('demo-slow')");
    expect(res.body).toContain('5000');
    const author = await createUser(ctx);
    const id = await insertProject(ctx, author.id, { demoUrl: null });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(page.body).not.toContain('<script');
    expect(cspOf(page)).not.toContain('script-src');
  });

  it('links to a plain-HTTP demo instead of framing it (mixed content)', async () => {
    const author = await createUser(ctx);
    const id = await insertProject(ctx, author.id, { demoUrl: 'http://demo.example.com/' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/run/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<iframe');
    expect(res.body).toContain('This demo opens in its own tab');
    expect(res.body).toContain(
      'href="http://demo.example.com/" target="_blank" rel="noopener noreferrer"',
    );
  });
});

describe('parseDemoUrl', () => {
  it('accepts http(s) URLs with plain hosts and rejects everything else', () => {
    expect(parseDemoUrl('https://Demo.Example.com/a b')?.href).toBe(
      'https://demo.example.com/a%20b',
    );
    expect(parseDemoUrl('http://[::1]:8080/')?.origin).toBe('http://[::1]:8080');
    expect(parseDemoUrl(null)).toBeNull();
    expect(parseDemoUrl('')).toBeNull();
    expect(parseDemoUrl('ftp://example.com/')).toBeNull();
    // Hosts that would smuggle separators into the CSP header.
    expect(parseDemoUrl('https://a.com;script-src/')).toBeNull();
    expect(parseDemoUrl('https://a.com,b/')).toBeNull();
  });
});
