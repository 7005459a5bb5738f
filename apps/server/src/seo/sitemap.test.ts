import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { child, childrenNamed, parseXml, type XmlNode } from '../../test/xml';
import sitemap from './sitemap';

const BASE = 'http://localhost:3000';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let ctx: TestContext;
let admin: TestUser;
let author: TestUser;
let draftOnlyAuthor: TestUser;
const publishedProjectIds: string[] = [];
let draftProjectId: string;
const postSlugs: string[] = [];
let draftPostSlug: string;

async function insertProject(authorId: string, status: 'draft' | 'published', title: string) {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({ authorId, title, status, publishedAt: status === 'published' ? new Date() : null })
    .returning({ id: projects.id });
  return row!.id;
}

async function createPost(body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/blog/admin/posts',
    headers: admin.headers,
    payload: { content: '<p>Body</p>', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slug as string;
}

function urlEntries(urlset: XmlNode) {
  return childrenNamed(urlset, 'url').map((u) => ({
    loc: child(u, 'loc').text,
    lastmod: childrenNamed(u, 'lastmod')[0]?.text,
  }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  author = await createUser(ctx);
  draftOnlyAuthor = await createUser(ctx);
  for (let i = 0; i < 3; i += 1) {
    publishedProjectIds.push(await insertProject(author.id, 'published', `Project ${i}`));
  }
  draftProjectId = await insertProject(draftOnlyAuthor.id, 'draft', 'Draft project');
  postSlugs.push(await createPost({ title: 'Sitemap post one', status: 'published' }));
  postSlugs.push(
    await createPost({ title: 'Sitemap tutorial', status: 'published', category: 'tutorials' }),
  );
  draftPostSlug = await createPost({ title: 'Sitemap draft', status: 'draft' });
});
afterAll(() => ctx.close());

describe('GET /sitemap.xml', () => {
  it('is a valid urlset of every public page, each with lastmod', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const urlset = parseXml(res.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe(SITEMAP_NS);
    const entries = urlEntries(urlset);
    const locs = entries.map((e) => e.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/find-projects`,
        `${BASE}/blog`,
        `${BASE}/tutorials`,
        ...postSlugs.map((s) => `${BASE}/blog/${s}`),
        ...publishedProjectIds.map((id) => `${BASE}/project/${id}`),
        `${BASE}/author/${author.username}`,
      ]),
    );
    expect(locs).toHaveLength(4 + 2 + 3 + 1);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).not.toContain(`${BASE}/blog/${draftPostSlug}`);
    expect(locs).not.toContain(`${BASE}/project/${draftProjectId}`);
    expect(locs).not.toContain(`${BASE}/author/${draftOnlyAuthor.username}`);
    for (const entry of entries) {
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('is valid with no content at all', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/sitemap.xml' });
      const locs = urlEntries(parseXml(res.body)).map((e) => e.loc);
      expect(locs).toEqual([
        `${BASE}/`,
        `${BASE}/find-projects`,
        `${BASE}/blog`,
        `${BASE}/tutorials`,
      ]);
    } finally {
      await empty.close();
    }
  });

  describe('above the per-file limit', () => {
    let small: FastifyInstance;
    beforeAll(async () => {
      small = Fastify();
      small.decorate('database', ctx.database);
      small.decorate('config', ctx.config);
      small.decorate('blogRepository', ctx.app.blogRepository);
      await small.register(sitemap, { maxUrlsPerFile: 3 });
      await small.ready();
    });
    afterAll(() => small.close());

    it('becomes an index whose files hold every URL exactly once', async () => {
      const index = parseXml((await small.inject({ method: 'GET', url: '/sitemap.xml' })).body);
      expect(index.name).toBe('sitemapindex');
      expect(index.attributes.xmlns).toBe(SITEMAP_NS);
      const files = childrenNamed(index, 'sitemap').map((s) => child(s, 'loc').text);
      // 6 pages (4 fixed + 2 posts), 3 projects, 1 author.
      expect(files).toEqual([
        `${BASE}/sitemaps/pages-1.xml`,
        `${BASE}/sitemaps/pages-2.xml`,
        `${BASE}/sitemaps/projects-1.xml`,
        `${BASE}/sitemaps/authors-1.xml`,
      ]);
      const all: string[] = [];
      for (const file of files) {
        const res = await small.inject({ method: 'GET', url: file.slice(BASE.length) });
        expect(res.statusCode, file).toBe(200);
        const entries = urlEntries(parseXml(res.body));
        expect(entries.length).toBeLessThanOrEqual(3);
        all.push(...entries.map((e) => e.loc));
      }
      const full = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
      const expected = urlEntries(parseXml(full.body)).map((e) => e.loc);
      expect(all).toHaveLength(expected.length);
      expect(new Set(all)).toEqual(new Set(expected));
    });

    it('answers unknown or out-of-range files with 404', async () => {
      for (const url of [
        '/sitemaps/projects-2.xml',
        '/sitemaps/nope.xml',
        '/sitemaps/pages-3.xml',
        '/sitemaps/pages.xml',
        '/sitemaps/projects.xml',
        '/sitemaps/projects-0.xml',
      ]) {
        expect((await small.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });
  });
});
