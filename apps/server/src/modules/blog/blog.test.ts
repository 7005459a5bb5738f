import type { BlogPost } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  user = await createUser(ctx);
});
afterAll(() => ctx.close());

let counter = 0;
/** Creates a post through the API as the admin. */
async function createPost(body: Record<string, unknown> = {}): Promise<BlogPost> {
  counter += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/blog/admin/posts',
    headers: admin.headers,
    payload: {
      title: `Post number ${counter}`,
      content: '<p>Some content here.</p>',
      excerpt: 'An excerpt.',
      status: 'published',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('POST /api/blog/admin/posts', () => {
  it('creates a post with derived slug, read time, meta defaults and parsed tags', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: {
        title: 'Hello, World! Building APIs',
        content: `<p>${'word '.repeat(450)}</p>`,
        excerpt: 'e'.repeat(200),
        tags: ' api, fastify ,, api ',
        category: 'tutorials',
        status: 'draft',
        featuredImage: { url: 'https://images.example.com/a.png', alt: 'A diagram' },
        seo: { metaTitle: '', metaDescription: '', focusKeyword: 'apis' },
      },
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      title: 'Hello, World! Building APIs',
      slug: 'hello-world-building-apis',
      readTime: 3,
      tags: ['api', 'fastify'],
      category: 'tutorials',
      status: 'draft',
      featured: false,
      views: 0,
      publishedAt: null,
      featuredImage: { url: 'https://images.example.com/a.png', alt: 'A diagram' },
      seo: {
        metaTitle: 'Hello, World! Building APIs',
        metaDescription: 'e'.repeat(160),
        focusKeyword: 'apis',
        canonicalUrl: '',
      },
      author: { username: admin.username, profile: { displayName: null, bio: null } },
    });
    expect(post._id).toBe(post.id);
  });

  it('requires title and content', async () => {
    for (const payload of [
      { content: '<p>x</p>' },
      { title: 'x' },
      { title: '   ', content: '<p>x</p>' },
      { title: 'x', content: '' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/blog/admin/posts',
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('Title and content are required');
    }
  });

  it('rejects content that is nothing but unsafe HTML', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: { title: 'Script only', content: '<script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Title and content are required' });
  });

  it('rejects bad input with 400, never 500', async () => {
    for (const payload of [
      { title: 'x', content: 'y', category: 'nope' },
      { title: 'x', content: 'y', status: 'live' },
      { title: 'x', content: 'y', featured: 'yes' },
      { title: 'x', content: 'y', tags: 42 },
      { title: 'x'.repeat(201), content: 'y' },
      { title: 'x', content: 'y', featuredImage: { url: 'javascript:alert(1)', alt: '' } },
      { title: 'x', content: 'y', seo: { canonicalUrl: 'data:text/html,hi' } },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/blog/admin/posts',
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('turns away visitors (401) and non-admins (403)', async () => {
    const payload = { title: 'x', content: 'y' };
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/blog/admin/posts', payload });
    expect(anon.statusCode).toBe(401);
    const nonAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: user.headers,
      payload,
    });
    expect(nonAdmin.statusCode).toBe(403);
    expect(nonAdmin.json()).toEqual({ error: 'Admin access required' });
  });
});

describe('slugs', () => {
  it('answers an explicit slug clash with 409', async () => {
    await createPost({ slug: 'unique-slug-a' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: { title: 'Other', content: 'x', slug: 'Unique Slug A' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'A post with this slug already exists' });
  });

  it('suffixes a derived slug that is taken', async () => {
    const a = await createPost({ title: 'Same Title Here' });
    const b = await createPost({ title: 'Same Title Here' });
    const c = await createPost({ title: 'Same  title here!' });
    expect([a.slug, b.slug, c.slug]).toEqual([
      'same-title-here',
      'same-title-here-2',
      'same-title-here-3',
    ]);
  });

  it('falls back to "post" when the title has no usable characters and avoids reserved slugs', async () => {
    const a = await createPost({ title: '日本語' });
    expect(a.slug).toMatch(/^post(-\d+)?$/);
    const b = await createPost({ title: 'Featured' });
    expect(b.slug).toBe('featured-2');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/posts',
      headers: admin.headers,
      payload: { title: 'x', content: 'y', slug: 'categories' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('rejects renaming to a taken slug and keeps the slug when the field is emptied', async () => {
    await createPost({ slug: 'taken-by-other' });
    const post = await createPost({ slug: 'rename-me' });
    const clash = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: { slug: 'taken-by-other' },
    });
    expect(clash.statusCode).toBe(409);
    const emptied = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: { slug: '' },
    });
    expect(emptied.json().slug).toBe('rename-me');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: { slug: 'Renamed Post' },
    });
    expect(renamed.json().slug).toBe('renamed-post');
  });
});

describe('PUT /api/blog/admin/posts/:id', () => {
  it('toggles featured with only { featured } and leaves the rest', async () => {
    const post = await createPost({ tags: 'a, b' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.featured).toBe(true);
    expect(updated).toMatchObject({
      title: post.title,
      content: post.content,
      tags: ['a', 'b'],
      slug: post.slug,
      publishedAt: post.publishedAt,
    });
  });

  it('sets publishedAt on first publication only', async () => {
    const draft = await createPost({ status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    const put = (status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/blog/admin/posts/${draft.id}`,
        headers: admin.headers,
        payload: { status },
      });
    const published = (await put('published')).json();
    expect(published.publishedAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect((await put('archived')).json().publishedAt).toBe(published.publishedAt);
    expect((await put('published')).json().publishedAt).toBe(published.publishedAt);
  });

  it('saves the full post, recomputing read time and following meta defaults', async () => {
    const post = await createPost({ title: 'Before', excerpt: 'Old excerpt' });
    expect(post.seo.metaTitle).toBe('Before');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: {
        ...post,
        title: 'After',
        excerpt: 'New excerpt',
        content: `<p>${'w '.repeat(201)}</p>`,
        tags: ['x', 'y'],
        seo: undefined,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'After',
      readTime: 2,
      tags: ['x', 'y'],
      seo: { metaTitle: 'After', metaDescription: 'New excerpt' },
    });
    const custom = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: { seo: { metaTitle: 'Custom SEO title', metaDescription: '' } },
    });
    expect(custom.json().seo).toMatchObject({
      metaTitle: 'Custom SEO title',
      metaDescription: 'New excerpt',
    });
  });

  it('answers 404 for an unknown post and 400 for a malformed id or bad body', async () => {
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/blog/admin/posts/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/blog/admin/posts/not-a-uuid',
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(bad.statusCode).toBe(400);
    const post = await createPost();
    const badBody = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: admin.headers,
      payload: { title: '' },
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('is admin-only', async () => {
    const post = await createPost();
    const anon = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      payload: { featured: true },
    });
    expect(anon.statusCode).toBe(401);
    const nonAdmin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post.id}`,
      headers: user.headers,
      payload: { featured: true },
    });
    expect(nonAdmin.statusCode).toBe(403);
  });
});

describe('admin reads', () => {
  it('lists every post with any status for admins only', async () => {
    const draft = await createPost({ status: 'draft' });
    const archived = await createPost({ status: 'archived' });
    const res = await get('/api/blog/admin/posts', admin.headers);
    expect(res.statusCode).toBe(200);
    const ids = res.json().posts.map((p: BlogPost) => p.id);
    expect(ids).toEqual(expect.arrayContaining([draft.id, archived.id]));
    expect((await get('/api/blog/admin/posts')).statusCode).toBe(401);
    expect((await get('/api/blog/admin/posts', user.headers)).statusCode).toBe(403);
  });

  it('returns one post (drafts included) by id', async () => {
    const draft = await createPost({ status: 'draft', content: '<h2>Hi</h2><p>there</p>' });
    const res = await get(`/api/blog/admin/posts/${draft.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: draft.id, content: '<h2>Hi</h2><p>there</p>' });
    expect((await get(`/api/blog/admin/posts/${draft.id}`, user.headers)).statusCode).toBe(403);
    expect((await get(`/api/blog/admin/posts/${draft.id}`)).statusCode).toBe(401);
    expect(
      (await get('/api/blog/admin/posts/00000000-0000-4000-8000-000000000000', admin.headers))
        .statusCode,
    ).toBe(404);
  });

  it('previews content exactly as it will be stored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/preview',
      headers: admin.headers,
      payload: { content: '<p onclick="x()">Hi <script>alert(1)</script></p>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: '<p>Hi </p>', readTime: 1 });
    const nonAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/blog/admin/preview',
      headers: user.headers,
      payload: { content: 'x' },
    });
    expect(nonAdmin.statusCode).toBe(403);
  });
});

describe('DELETE /api/blog/:id', () => {
  it('deletes for admins only', async () => {
    const post = await createPost();
    const del = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/blog/${post.id}`, headers });
    expect((await del()).statusCode).toBe(401);
    expect((await del(user.headers)).statusCode).toBe(403);
    const ok = await del(admin.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Post deleted' });
    expect((await del(admin.headers)).statusCode).toBe(404);
    expect((await get(`/api/blog/${post.slug}`)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/blog/not-a-uuid',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
