import type { BlogPost, BlogPostSummary } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;
const posts: Record<string, BlogPost> = {};

async function createPost(key: string, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/blog/admin/posts',
    headers: admin.headers,
    payload: { content: '<p>Body text.</p>', excerpt: `Excerpt of ${key}`, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  posts[key] = res.json();
  // Distinct publication times keep "newest first" deterministic.
  await new Promise((r) => setTimeout(r, 5));
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress });
const slugsOf = (list: BlogPostSummary[]) => list.map((p) => p.slug);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  user = await createUser(ctx);
  // 8 published tutorials, 2 published tools posts, 1 community, plus a draft and an archived post.
  for (let i = 1; i <= 8; i += 1) {
    await createPost(`tut${i}`, {
      title: `Tutorial ${i}`,
      category: 'tutorials',
      status: 'published',
      tags: i % 2 === 0 ? 'react, typescript' : 'node',
    });
  }
  await createPost('kubernetes', {
    title: 'Deploying with containers',
    excerpt: 'Orchestration for everyone',
    content: '<p>We explain how kubernetes clusters schedule pods.</p>',
    category: 'tools',
    status: 'published',
    tags: 'devops, C++',
    featured: true,
  });
  await createPost('rust', {
    title: 'Rustaceans unite',
    category: 'tools',
    status: 'published',
    tags: 'rust, typescript',
  });
  await createPost('community', {
    title: 'Meet the community',
    category: 'community',
    status: 'published',
    featured: true,
  });
  await createPost('draft', {
    title: 'Secret kubernetes draft',
    category: 'tools',
    status: 'draft',
    featured: true,
  });
  await createPost('archived', {
    title: 'Old kubernetes news',
    category: 'tools',
    status: 'archived',
  });
});
afterAll(() => ctx.close());

describe('GET /api/blog', () => {
  it('lists published posts newest first, 6 per page by default', async () => {
    const res = await get('/api/blog');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.posts).toHaveLength(6);
    expect(body.posts[0].slug).toBe('meet-the-community');
    expect(body.posts[0]).not.toHaveProperty('content');
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalPosts: 11,
      limit: 6,
      hasNext: true,
      hasPrev: false,
    });
  });

  it('pages through without repeats or gaps', async () => {
    const page2 = (await get('/api/blog?page=2&limit=6')).json();
    expect(page2.posts).toHaveLength(5);
    expect(page2.pagination).toMatchObject({ currentPage: 2, hasNext: false, hasPrev: true });
    const page1 = (await get('/api/blog?page=1&limit=6')).json();
    const all = [...slugsOf(page1.posts), ...slugsOf(page2.posts)];
    expect(new Set(all).size).toBe(11);
    expect(all).not.toContain(posts.draft!.slug);
    expect(all).not.toContain(posts.archived!.slug);
    const beyond = (await get('/api/blog?page=9')).json();
    expect(beyond.posts).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 9, totalPosts: 11 });
  });

  it('filters by category', async () => {
    const body = (await get('/api/blog?category=tools')).json();
    expect(slugsOf(body.posts).sort()).toEqual(['deploying-with-containers', 'rustaceans-unite']);
    expect(body.pagination.totalPosts).toBe(2);
    expect((await get('/api/blog?category=all')).json().pagination.totalPosts).toBe(11);
    expect((await get('/api/blog?category=')).json().pagination.totalPosts).toBe(11);
  });

  it('searches title, excerpt, content and tags with full-text search', async () => {
    const inContent = (await get('/api/blog?search=kubernetes')).json();
    expect(slugsOf(inContent.posts)).toEqual(['deploying-with-containers']);
    const stemmed = (await get('/api/blog?search=orchestrating')).json();
    expect(slugsOf(stemmed.posts)).toEqual(['deploying-with-containers']);
    const byTitle = (await get('/api/blog?search=rustaceans')).json();
    expect(slugsOf(byTitle.posts)).toEqual(['rustaceans-unite']);
    const byTag = (await get('/api/blog?search=typescript')).json();
    expect(byTag.pagination.totalPosts).toBe(5);
    const symbolTag = (await get(`/api/blog?search=${encodeURIComponent('C++')}`)).json();
    expect(slugsOf(symbolTag.posts)).toEqual(['deploying-with-containers']);
    const combined = (await get('/api/blog?search=typescript&category=tools')).json();
    expect(slugsOf(combined.posts)).toEqual(['rustaceans-unite']);
    const none = (await get('/api/blog?search=zebra')).json();
    expect(none).toEqual({
      posts: [],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalPosts: 0,
        limit: 6,
        hasNext: false,
        hasPrev: false,
      },
    });
  });

  it('survives odd search syntax', async () => {
    for (const q of ['"unclosed', 'a & b | !c', "'); drop table blog_posts; --", '-', '::*']) {
      const res = await get(`/api/blog?search=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('rejects bad query values with 400', async () => {
    for (const q of ['page=0', 'page=abc', 'limit=0', 'limit=51', 'category=unknown']) {
      const res = await get(`/api/blog?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await get(`/api/blog?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('gives everyone the same public list (no drafts for admins either)', async () => {
    for (const headers of [{}, user.headers, admin.headers]) {
      expect((await get('/api/blog?limit=50', headers)).json().pagination.totalPosts).toBe(11);
    }
  });
});

describe('GET /api/blog/featured', () => {
  it('returns published featured posts only, newest first', async () => {
    const res = await get('/api/blog/featured');
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res.json())).toEqual(['meet-the-community', 'deploying-with-containers']);
  });
});

describe('GET /api/blog/categories', () => {
  it('counts published posts per category, largest first, with display names', async () => {
    const res = await get('/api/blog/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'tutorials', displayName: 'Tutorials', count: 8 },
      { name: 'tools', displayName: 'Tools', count: 2 },
      { name: 'community', displayName: 'Community', count: 1 },
    ]);
  });
});

describe('GET /api/blog/:slug', () => {
  it('returns a published post with its related posts', async () => {
    const res = await get('/api/blog/rustaceans-unite');
    expect(res.statusCode).toBe(200);
    const { post, relatedPosts } = res.json();
    expect(post).toMatchObject({ slug: 'rustaceans-unite', content: '<p>Body text.</p>' });
    expect(post.seo.metaTitle).toBe('Rustaceans unite');
    // Shares "typescript" with tutorials 2,4,6,8 and the category with the containers post:
    // a shared tag weighs more than the category, newest first among equals.
    expect(slugsOf(relatedPosts)).toEqual(['tutorial-8', 'tutorial-6', 'tutorial-4']);
  });

  it('relates by category when no tag is shared, never itself, never unpublished posts', async () => {
    const { relatedPosts } = (await get('/api/blog/deploying-with-containers')).json();
    expect(slugsOf(relatedPosts)).toEqual(['rustaceans-unite']);
    const community = (await get('/api/blog/meet-the-community')).json();
    expect(community.relatedPosts).toEqual([]);
  });

  it('hides drafts and archived posts from everyone, admins included', async () => {
    for (const key of ['draft', 'archived'] as const) {
      for (const headers of [{}, user.headers, admin.headers]) {
        const res = await get(`/api/blog/${posts[key]!.slug}`, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Blog post not found' });
      }
    }
    expect((await get('/api/blog/no-such-post')).statusCode).toBe(404);
    // Over-long slugs are refused by the router (414) or the schema (400), never a 500.
    for (const length of [99, 301]) {
      const res = await get(`/api/blog/${'x'.repeat(length)}`);
      expect([400, 404, 414]).toContain(res.statusCode);
    }
  });

  it('counts a view once per visitor per day', async () => {
    const url = '/api/blog/tutorial-1';
    const views = async (headers: Record<string, string> = {}, ip = '10.0.0.1') =>
      (await get(url, headers, ip)).json().post.views as number;
    const first = await views();
    expect(first).toBe(1);
    expect(await views()).toBe(1);
    expect(await views({ 'user-agent': 'Other browser' })).toBe(2);
    expect(await views({}, '10.0.0.2')).toBe(3);
    expect(await views(user.headers)).toBe(4);
    expect(await views(user.headers, '10.9.9.9')).toBe(4);
    expect(await views(admin.headers)).toBe(5);
    const listed = (await get('/api/blog?category=tutorials&limit=50')).json();
    expect(listed.posts.find((p: BlogPostSummary) => p.slug === 'tutorial-1').views).toBe(5);
  });

  it('does not move updatedAt when counting views (sitemap lastmod stays honest)', async () => {
    const before = (await get('/api/blog/tutorial-2', {}, '10.1.1.1')).json().post;
    const after = (await get('/api/blog/tutorial-2', {}, '10.1.1.2')).json().post;
    expect(after.views).toBe(before.views + 1);
    expect(after.updatedAt).toBe(before.updatedAt);
  });
});
