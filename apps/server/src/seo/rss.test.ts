import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { child, childrenNamed, parseXml } from '../../test/xml';
import { cdata, escapeXml } from './xml';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const feed = () => ctx.app.inject({ method: 'GET', url: '/blog/rss.xml' });

async function createPost(body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/blog/admin/posts',
    headers: admin.headers,
    payload: { content: '<p>Body</p>', excerpt: 'Excerpt', status: 'published', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  await new Promise((r) => setTimeout(r, 3));
  return res.json();
}

describe('GET /blog/rss.xml', () => {
  it('is a valid, empty RSS 2.0 channel before anything is published', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const rss = parseXml(res.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const channel = child(rss, 'channel');
    expect(child(channel, 'title').text).toBe('Codebazaar Blog');
    expect(child(channel, 'link').text).toBe('http://localhost:3000/blog');
    expect(child(channel, 'atom:link').attributes.href).toBe('http://localhost:3000/blog/rss.xml');
    expect(childrenNamed(channel, 'item')).toHaveLength(0);
  });

  it('lists the latest 20 published posts, newest first, with escaped text', async () => {
    const tricky = await createPost({
      title: 'Tom & Jerry <3 "quotes" ]]> \u0007bell',
      excerpt: 'Less < more & "so" on',
      content: '<p>See <a href="/blog/other">the other post</a> and ]]> this.</p>',
      tags: 'rss, xml',
      category: 'tutorials',
      featuredImage: { url: 'https://img.example/cover.png', alt: 'Cover' },
    });
    for (let i = 1; i <= 21; i += 1) await createPost({ title: `Feed post ${i}` });
    await createPost({ title: 'Unpublished draft', status: 'draft' });

    const res = await feed();
    const channel = child(parseXml(res.body), 'channel');
    const items = childrenNamed(channel, 'item');
    expect(items).toHaveLength(20);
    const titles = items.map((i) => child(i, 'title').text);
    expect(titles[0]).toBe('Feed post 21');
    expect(titles[19]).toBe('Feed post 2');
    expect(titles).not.toContain('Unpublished draft');

    const first = items[0]!;
    expect(child(first, 'link').text).toMatch(/^http:\/\/localhost:3000\/blog\/feed-post-21$/);
    expect(child(first, 'guid').text).toBe(child(first, 'link').text);
    expect(child(first, 'guid').attributes.isPermaLink).toBe('true');
    expect(Number.isNaN(Date.parse(child(first, 'pubDate').text))).toBe(false);
    expect(child(first, 'pubDate').text).toMatch(/ GMT$/);
    expect(child(first, 'dc:creator').text).toBe(admin.username);

    // Older posts drop out of the feed; make the tricky one the newest by publishing anew.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blog/${tricky.id}`,
      headers: admin.headers,
    });
    const again = await createPost({
      title: tricky.title,
      excerpt: tricky.excerpt,
      content: tricky.content,
      tags: tricky.tags,
      category: 'tutorials',
      featuredImage: { url: 'https://img.example/cover.png', alt: 'Cover' },
    });
    const item = childrenNamed(child(parseXml((await feed()).body), 'channel'), 'item')[0]!;
    expect(child(item, 'title').text).toBe('Tom & Jerry <3 "quotes" ]]> bell');
    expect(child(item, 'description').text).toBe('Less < more & "so" on');
    expect(child(item, 'link').text).toBe(`http://localhost:3000/blog/${again.slug}`);
    expect(childrenNamed(item, 'category').map((c) => c.text)).toEqual(['Tutorials', 'rss', 'xml']);
    const html = child(item, 'content:encoded').text;
    expect(html).toContain('<a href="http://localhost:3000/blog/other"');
    expect(html).toContain(']]&gt; this.');
    expect(child(item, 'enclosure').attributes).toMatchObject({
      url: 'https://img.example/cover.png',
      type: 'image/png',
    });
  });
});

describe('GET /blog/rss.xml enclosures', () => {
  it('leaves out a featured image whose extension names no known image type', async () => {
    const post = await createPost({
      title: 'Odd image name',
      category: 'tutorials',
      featuredImage: { url: 'https://img.example/cover.constructor', alt: 'Cover' },
    });
    const items = childrenNamed(child(parseXml((await feed()).body), 'channel'), 'item');
    const item = items.find((i) => child(i, 'link').text.endsWith(`/blog/${post.slug}`))!;
    expect(childrenNamed(item, 'enclosure')).toEqual([]);
  });
});

describe('xml helpers', () => {
  it('keep any text intact through CDATA and escaping', () => {
    const text = 'a ]]> b <c> & "d" \u0000';
    expect(parseXml(`<x>${cdata(text)}</x>`).text).toBe('a ]]> b <c> & "d" ');
    expect(parseXml(`<x a="${escapeXml(text)}">${escapeXml(text)}</x>`)).toMatchObject({
      attributes: { a: 'a ]]> b <c> & "d" ' },
      text: 'a ]]> b <c> & "d" ',
    });
  });
});
