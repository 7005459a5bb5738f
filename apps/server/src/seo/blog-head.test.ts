import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const page = (url: string) => ctx.app.inject({ method: 'GET', url });

async function createPost(body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/blog/admin/posts',
    headers: admin.headers,
    payload: { content: '<p>Body text</p>', status: 'published', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const meta = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return m?.[1];
};
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
function jsonLd(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no JSON-LD');
  return JSON.parse(m[1]!);
}

describe('head of /blog', () => {
  it('describes the blog with canonical and JSON-LD', async () => {
    const res = await page('/blog');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Blog — Codebazaar');
    expect(canonical(res.body)).toBe('http://localhost:3000/blog');
    expect(meta(res.body, 'description')).toMatch(/Tutorials, marketplace news/);
    expect(meta(res.body, 'og:type')).toBe('website');
    expect(jsonLd(res.body)).toMatchObject({ '@type': 'Blog', url: 'http://localhost:3000/blog' });
    expect(meta(res.body, 'robots')).toBeUndefined();
  });

  it('names the category and keeps it in the canonical URL', async () => {
    const res = await page('/blog?category=best-practices&page=2');
    expect(title(res.body)).toBe('Best Practices Posts — Codebazaar Blog');
    expect(canonical(res.body)).toBe(
      'http://localhost:3000/blog?category=best-practices&amp;page=2',
    );
  });

  it('keeps search results and unknown categories out of search engines', async () => {
    const search = await page('/blog?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(meta(search.body, 'robots')).toBe('noindex, follow');
    expect(canonical(search.body)).toBe('http://localhost:3000/blog');
    expect(search.body).not.toContain('<script>alert(1)');
    expect(title(search.body)).toBe('“&lt;script&gt;alert(1)&lt;/script&gt;” — Codebazaar Blog');
    const unknown = await page('/blog?category=nope');
    expect(meta(unknown.body, 'robots')).toBe('noindex, follow');
  });

  it('describes /tutorials', async () => {
    const res = await page('/tutorials');
    expect(title(res.body)).toBe('Tutorials Posts — Codebazaar Blog');
    expect(canonical(res.body)).toBe('http://localhost:3000/tutorials');
  });
});

describe('head of /blog/:slug', () => {
  it('renders title, description, canonical, Open Graph article, Twitter card and BlogPosting', async () => {
    const post = await createPost({
      title: 'Shipping a marketplace',
      excerpt: 'How we built it.',
      category: 'case-studies',
      tags: 'fastify, react',
      featuredImage: { url: 'https://img.example/ship.png', alt: 'A ship' },
      seo: { metaTitle: 'Shipping a code marketplace', metaDescription: 'All the details.' },
    });
    const res = await page(`/blog/${post.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(title(html)).toBe('Shipping a code marketplace — Codebazaar Blog');
    expect(meta(html, 'description')).toBe('All the details.');
    expect(canonical(html)).toBe(`http://localhost:3000/blog/${post.slug}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe('https://img.example/ship.png');
    expect(meta(html, 'og:image:alt')).toBe('A ship');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Shipping a code marketplace — Codebazaar Blog');
    expect(meta(html, 'article:published_time')).toBe(post.publishedAt);
    expect(meta(html, 'article:section')).toBe('Case Studies');
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Shipping a marketplace',
      description: 'All the details.',
      datePublished: post.publishedAt,
      image: ['https://img.example/ship.png'],
      author: { '@type': 'Person', name: admin.username },
      publisher: { '@type': 'Organization', name: 'Codebazaar' },
      keywords: 'fastify, react',
      articleSection: 'Case Studies',
      timeRequired: 'PT1M',
    });
  });

  it('falls back to the excerpt and a summary card without an image, honours a canonical URL', async () => {
    const post = await createPost({
      title: 'No image here',
      excerpt: 'x'.repeat(200),
      seo: { canonicalUrl: 'https://elsewhere.example/original' },
    });
    const html = (await page(`/blog/${post.slug}`)).body;
    expect(meta(html, 'description')).toBe('x'.repeat(160));
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(canonical(html)).toBe('https://elsewhere.example/original');
  });

  it('escapes every value: a hostile title cannot break out of the head', async () => {
    const hostile = "\"><script>alert(1)</script></title> & 'quotes'";
    const post = await createPost({ title: hostile, excerpt: hostile, slug: 'hostile-title' });
    const html = (await page(`/blog/${post.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html).headline).toBe(hostile);
    expect(meta(html, 'og:title')).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('gives drafts, archived and unknown posts a 404 head', async () => {
    const draft = await createPost({ title: 'Draft head', status: 'draft' });
    const archived = await createPost({ title: 'Archived head', status: 'archived' });
    for (const url of [`/blog/${draft.slug}`, `/blog/${archived.slug}`, '/blog/nope']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(meta(res.body, 'robots')).toBe('noindex');
    }
    // A malformed escape is refused by the router, never a 500.
    expect((await page('/blog/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('cached head of /blog/:slug', () => {
  it('follows every write of the post at once', async () => {
    const post = await createPost({ title: 'Cached Post Title', slug: 'cached-post-title' });
    for (let i = 0; i < 2; i += 1) {
      expect(title((await page('/blog/cached-post-title')).body)).toBe(
        'Cached Post Title — Codebazaar Blog',
      );
    }
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post._id}`,
      headers: admin.headers,
      payload: { title: 'Edited Post Title' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(title((await page('/blog/cached-post-title')).body)).toBe(
      'Edited Post Title — Codebazaar Blog',
    );

    const draft = await ctx.app.inject({
      method: 'PUT',
      url: `/api/blog/admin/posts/${post._id}`,
      headers: admin.headers,
      payload: { status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await page('/blog/cached-post-title')).statusCode).toBe(404);
  });
});
