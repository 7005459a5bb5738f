import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { blogPosts, bundleProjects, bundles, projects, reviews } from '../db/schema';
import { SESSION_COOKIE } from '../lib/session-tokens';
import { insertRelease } from '../../test/release-notices-fixtures';

/**
 * Pages rendered on the server by the web app's real server entry (ADR 022). They need the
 * built web app (`npm run build`: apps/web/dist and apps/web/dist-server), which `npm test`
 * builds before the unit tests. Run alone without a build, the suite is skipped (in CI it
 * fails instead), and server-render-fixture.test.ts covers the server's side with a stand-in
 * entry.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const dist = path.join(web, 'dist');
const built =
  fs.existsSync(path.join(dist, 'index.html')) &&
  fs.existsSync(path.join(web, 'dist-server', 'entry-server.js'));
if (!built && process.env.CI) {
  throw new Error(
    'CI runs the server-rendering tests on the real build: run `npm run build` first',
  );
}

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
      description: 'A realtime dashboard for sales teams, with live charts.',
      category: 'web',
      tags: ['react'],
      licenseType: 'free',
      freeRepoUrl: 'https://github.com/ada/sales-dashboard-free',
      freeFeatures: ['Streaming charts', 'CSV export'],
      status: 'published',
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** The markup inside the root element, and the JSON state block. */
function parts(html: string) {
  const state = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(html);
  return { state: state?.[1] ?? null };
}

describe.skipIf(!built)('server-rendered public pages (real web build)', () => {
  let ctx: TestContext;
  let author: TestUser;
  let buyer: TestUser;
  let projectId: string;
  let paidId: string;
  let draftId: string;
  let evilId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: dist });
    author = await createUser(ctx, { username: 'ada' });
    buyer = await createUser(ctx, { username: 'grace', email: 'grace.private@example.com' });
    projectId = await insertProject(ctx, author.id);
    await ctx.database.db.insert(reviews).values({
      projectId,
      userId: buyer.id,
      rating: 5,
      body: 'Saved our team a week of work.',
    });
    paidId = await insertProject(ctx, author.id, {
      title: 'Invoice Engine Pro',
      licenseType: 'paid',
      priceCents: 4900,
      freeRepoUrl: null,
      paidRepoUrl: 'https://github.com/ada/invoice-engine-secret',
      paidFeatures: ['PDF invoices'],
      freeFeatures: [],
    });
    draftId = await insertProject(ctx, author.id, {
      title: 'Secret Draft Thing',
      description: 'Unannounced draft description.',
      status: 'draft',
    });
    evilId = await insertProject(ctx, author.id, {
      title: 'Evil </script><script>alert(1)</script> <!-- title',
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('renders the same page whether its lazy parts are loaded yet or not', async () => {
    // The first render of a page waits for its lazy chunks; once they are loaded, a render takes
    // the synchronous path (entry-server.tsx, renderNow). Both must make the same markup. The
    // author's visits count no view, so the project's data stays the same between the two.
    const root = (html: string) => html.replace(/<script type="application\/json"[\s\S]*$/, '');
    const first = await get(`/project/${projectId}`, author.headers);
    await ctx.app.changes.publish('projects');
    const again = await get(`/project/${projectId}`, author.headers);
    expect(again.statusCode).toBe(200);
    expect(root(again.body)).toBe(root(first.body));
    expect(root(again.body)).toContain('Saved our team a week of work.');
  });

  it('renders a project page with its description, features and reviews', async () => {
    const res = await get(`/project/${projectId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
    const html = res.body;
    expect(html).toContain('<h1');
    expect(html).toContain('Realtime Sales Dashboard');
    expect(html).toContain('A realtime dashboard for sales teams, with live charts.');
    expect(html).toContain('Streaming charts');
    expect(html).toContain('CSV export');
    expect(html).toContain('Saved our team a week of work.');
    // The static placeholder is gone; the data the page was made from comes along.
    expect(html).not.toContain('Painted before the JavaScript runs');
    const { state } = parts(html);
    expect(state).not.toBeNull();
    const data = JSON.parse(state!) as { queries: { key: unknown[] }[] };
    expect(data.queries.map((q) => q.key)).toContainEqual(['projects', 'detail', projectId]);
  });

  it('carries the answers the public API gives a signed-out visitor, bundles included', async () => {
    const second = await insertProject(ctx, author.id, {
      title: 'Invoice Engine Lite',
      licenseType: 'paid',
      priceCents: 2900,
      freeRepoUrl: null,
      paidRepoUrl: 'https://github.com/ada/invoice-engine-lite',
      paidFeatures: ['Plain invoices'],
      freeFeatures: [],
    });
    const [bundle] = await ctx.database.db
      .insert(bundles)
      .values({ sellerId: author.id, title: 'Invoicing pair', priceCents: 5000, projectCount: 2 })
      .returning({ id: bundles.id });
    await ctx.database.db.insert(bundleProjects).values([
      { bundleId: bundle!.id, projectId: paidId, position: 0 },
      { bundleId: bundle!.id, projectId: second, position: 1 },
    ]);
    for (const id of [projectId, second]) {
      const res = await get(`/project/${id}`, buyer.headers);
      expect(res.statusCode).toBe(200);
      const { queries } = JSON.parse(parts(res.body).state!) as {
        queries: { key: unknown[]; data: unknown }[];
      };
      const data = (key: unknown[]) =>
        queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
      const api = async (url: string) => (await get(url)).json() as unknown;
      expect(data(['projects', 'reviews', id])).toEqual(
        await api(`/api/projects/${id}/reviews?limit=20`),
      );
      expect(data(['bundles', 'project', id])).toEqual(await api(`/api/projects/${id}/bundles`));
    }
    const html = (await get(`/project/${second}`)).body;
    expect(html).toContain('Invoicing pair');
  });

  it('answers a revalidation with 304 and the same page to the next visitor', async () => {
    const first = await get(`/project/${projectId}`);
    const again = await get(`/project/${projectId}`, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    const second = await get(`/project/${projectId}`);
    expect(second.body).toBe(first.body);
  });

  it('counts the visitor’s view, once, cached page or not, and never the author’s', async () => {
    const viewsNow = async () => {
      await ctx.app.projectViews.flush();
      const [row] = await ctx.database.db
        .select({ views: projects.views })
        .from(projects)
        .where(eq(projects.id, paidId));
      return row!.views;
    };
    const from = (ip: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: `/project/${paidId}`, headers, remoteAddress: ip });
    const before = await viewsNow();
    expect((await from('203.0.113.10')).statusCode).toBe(200);
    expect(await viewsNow()).toBe(before + 1);
    // The same visitor again (a cached page), then reading the API as the browser would.
    expect((await from('203.0.113.10')).statusCode).toBe(200);
    await ctx.app.inject({ url: `/api/projects/${paidId}`, remoteAddress: '203.0.113.10' });
    expect(await viewsNow()).toBe(before + 1);
    // A signed-in reader is counted under their account, by the page and by the API alike.
    expect((await from('203.0.113.11', buyer.headers)).statusCode).toBe(200);
    await ctx.app.inject({
      url: `/api/projects/${paidId}`,
      headers: buyer.headers,
      remoteAddress: '203.0.113.11',
    });
    expect(await viewsNow()).toBe(before + 2);
    // The author's own visit is not a view.
    expect((await from('203.0.113.12', author.headers)).statusCode).toBe(200);
    expect(await viewsNow()).toBe(before + 2);
  });

  it('renders a draft or a missing project as a 404 page without its content', async () => {
    const draft = await get(`/project/${draftId}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toContain('Secret Draft Thing');
    expect(draft.body).not.toContain('Unannounced draft description.');
    expect(parts(draft.body).state).toBeNull();
    // Even signed in as its author: the server renders for nobody in particular.
    const asAuthor = await get(`/project/${draftId}`, author.headers);
    expect(asAuthor.statusCode).toBe(404);
    expect(asAuthor.body).not.toContain('Unannounced draft description.');
  });

  it('never puts a paid repository or a signed-in reader’s data in a page', async () => {
    const anonymous = await get(`/project/${paidId}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('Invoice Engine Pro');
    expect(anonymous.body).not.toContain('invoice-engine-secret');

    // A reader with a session (Bearer or cookie) gets the very same signed-out page.
    const withBearer = await get(`/project/${paidId}`, buyer.headers);
    const withCookie = await get(`/project/${paidId}`, {
      cookie: `${SESSION_COOKIE}=${buyer.token}`,
    });
    for (const res of [withBearer, withCookie]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(anonymous.body);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.body).not.toContain('grace.private@example.com');
      expect(res.body).not.toContain('grace');
      expect(res.body).not.toContain(buyer.token);
    }
  });

  it('keeps the data block closed whatever a title holds', async () => {
    const res = await get(`/project/${evilId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    // One data block, one module script: nothing else became a script element.
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.filter((s) => s.includes('application/json'))).toHaveLength(1);
    expect(scripts.filter((s) => !/type="application\/(ld\+)?json"/.test(s))).toHaveLength(1);
    const { state } = parts(res.body);
    expect(JSON.stringify(JSON.parse(state!))).toContain('Evil </script><script>alert(1)</script>');
  });

  it('renders Find Projects with the listing its query string selects', async () => {
    const res = await get('/find-projects?search=invoice');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="/project/${paidId}"`);
    expect(res.body).toContain('Invoice Engine Pro');
    expect(res.body).not.toContain(`href="/project/${projectId}"`);
    // The signed-out page carries the sign-up banner: nothing moves when the app starts.
    expect(res.body).toContain('Join Codebazaar for free');
  });

  it('reads the Find Projects listing before the first pass, under the key the page asks for', async () => {
    const res = await get('/find-projects?search=invoice&category=web&sortBy=license.price');
    const { state } = parts(res.body);
    const { queries } = JSON.parse(state!) as { queries: { key: unknown[]; data: unknown }[] };
    // Read ahead under another key, the page would have read its own as well: one list only.
    const lists = queries.filter((q) => q.key[0] === 'projects' && q.key[1] === 'list');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.key[2]).toEqual({
      search: 'invoice',
      category: 'web',
      sortBy: 'license.price',
      priceRange: 'any',
      updated: 'any',
      rating: 'any',
      page: 1,
    });
    expect(JSON.stringify(lists[0]!.data)).toContain('Invoice Engine Pro');
  });

  it('renders a blog post with its body, and the blog with its posts as links', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: {
        title: 'Shipping an MVP in six weeks',
        excerpt: 'How a small team shipped.',
        content: '<p>We cut every feature that did not pay rent.</p>',
        category: 'development',
        status: 'published',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json<{ slug: string }>();
    const post = await get(`/blog/${slug}`);
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Shipping an MVP in six weeks');
    expect(post.body).toContain('We cut every feature that did not pay rent.');
    // The render read the post without counting the server as a reader.
    const [row] = await ctx.database.db
      .select({ views: blogPosts.views })
      .from(blogPosts)
      .where(eq(blogPosts.slug, slug));
    expect(row!.views).toBe(0);
    const blog = await get('/blog');
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain(`href="/blog/${slug}"`);
  });

  it('renders the legal pages, an author page and a changelog', async () => {
    const terms = await get('/terms');
    expect(terms.statusCode).toBe(200);
    expect(parts(terms.body).state).not.toBeNull();
    expect(terms.body).toMatch(/<h1[^>]*>Terms/);

    const authorPage = await get('/author/ada');
    expect(authorPage.statusCode).toBe(200);
    expect(authorPage.body).toContain(`href="/project/${projectId}"`);

    await insertRelease(ctx, projectId, { version: '2.1.0', notes: 'Faster charts & CSV' });
    const changelog = await get(`/project/${projectId}/changelog`);
    expect(changelog.statusCode).toBe(200);
    expect(changelog.body).toContain('2.1.0');
    expect(changelog.body).toContain('Faster charts &amp; CSV');
    expect(parts(changelog.body).state).not.toBeNull();
  });
});
