import { BLOG_RSS_ITEMS, blogCategoryLabel } from '@codebazaar/shared';
import type { FastifyInstance } from 'fastify';

import type { BlogPostRow } from '../modules/blog/blog.repository';
import { cdata, escapeXml } from './xml';

export const RSS_TITLE = 'Codebazaar Blog';
const RSS_DESCRIPTION =
  'Tutorials, marketplace news, best practices and case studies from Codebazaar.';

/** Relative links and images in post HTML point at our site once they leave it. */
function absolutize(html: string, publicUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${publicUrl}/`);
}

const IMAGE_TYPES = new Map<string, string>(
  Object.entries({
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
  }),
);

/** The featured image as an enclosure, when its type can be told from the URL. */
function enclosure(url: string | null): string[] {
  if (!url) return [];
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES.get(ext);
  return type ? [`      <enclosure url="${escapeXml(url)}" length="0" type="${type}" />`] : [];
}

export function renderRss(posts: BlogPostRow[], publicUrl: string, now = new Date()): string {
  const blogUrl = `${publicUrl}/blog`;
  const lastBuild = posts[0]?.publishedAt ?? now;
  const items = posts.map((post) => {
    const link = `${blogUrl}/${post.slug}`;
    const author = post.author.displayName?.trim() || post.author.username;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(author)}</dc:creator>`,
      `      <category>${escapeXml(blogCategoryLabel(post.category))}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(absolutize(post.contentHtml, publicUrl))}</content:encoded>`,
      ...enclosure(post.featuredImageUrl),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${RSS_TITLE}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(RSS_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /blog/rss.xml: RSS 2.0 of the latest 20 published posts. */
export default async function rss(app: FastifyInstance) {
  const repo = app.blogRepository;
  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_req, reply) => {
    const posts = await repo.listLatestPublishedFull(BLOG_RSS_ITEMS);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(renderRss(posts, app.config.publicUrl));
  });
}
