import {
  BLOG_CATEGORIES,
  blogCategoryLabel,
  stripTags,
  type BlogCategory,
  type BlogPost,
} from '@codebazaar/shared';
import type { FastifyInstance } from 'fastify';

import { toBlogPostDto } from '../modules/blog/blog.mapper';
import { TtlCache } from '../lib/ttl-cache';
import type { HeadTags } from './head';

/**
 * Server-rendered <head> of /blog (with ?category), /tutorials and /blog/:slug: title,
 * description, canonical, Open Graph (article), Twitter card and JSON-LD BlogPosting,
 * so crawlers and link previews read them without running JavaScript.
 * Registered after the spa plugin, which decorates `addHeadRoute`.
 */

const BLOG_DESCRIPTION =
  'Tutorials, marketplace news, best practices and case studies for developers who build, share and sell code on Codebazaar.';
const SITE = 'Codebazaar';

const isHttpUrl = (value: string | null | undefined): value is string => {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const isCategory = (value: string): value is BlogCategory =>
  BLOG_CATEGORIES.some((c) => c.value === value);

export function buildBlogListHead(
  publicUrl: string,
  query: URLSearchParams,
  pathname: '/blog' | '/tutorials' = '/blog',
): HeadTags {
  const blogUrl = `${publicUrl}/blog`;
  const rawCategory = pathname === '/tutorials' ? 'tutorials' : (query.get('category') ?? '');
  const category = isCategory(rawCategory) ? rawCategory : null;
  const search = query.get('search')?.trim() ?? '';
  const page = Number.parseInt(query.get('page') ?? '1', 10);

  const canonical = new URL(pathname === '/tutorials' ? `${publicUrl}/tutorials` : blogUrl);
  if (category && pathname === '/blog') canonical.searchParams.set('category', category);
  if (Number.isInteger(page) && page > 1) canonical.searchParams.set('page', String(page));

  const label = category ? blogCategoryLabel(category) : null;
  const title = label ? `${label} Posts — ${SITE} Blog` : `Blog — ${SITE}`;
  const description = label
    ? `${label} posts from the ${SITE} blog. ${BLOG_DESCRIPTION}`
    : BLOG_DESCRIPTION;
  // Search results and unknown categories are thin duplicates of the blog: keep them out of indexes.
  const noindex = search !== '' || (rawCategory !== '' && !category);

  return {
    title: search ? `“${search}” — ${SITE} Blog` : title,
    description,
    canonical: canonical.toString(),
    ...(noindex ? { robots: 'noindex, follow' } : {}),
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${SITE} Blog`,
      description: BLOG_DESCRIPTION,
      url: blogUrl,
      publisher: { '@type': 'Organization', name: SITE, url: publicUrl },
    },
  };
}

export function buildBlogPostHead(post: BlogPost, publicUrl: string): HeadTags {
  const url = `${publicUrl}/blog/${post.slug}`;
  const canonical = isHttpUrl(post.seo.canonicalUrl) ? post.seo.canonicalUrl : url;
  const description =
    post.seo.metaDescription.trim() || post.excerpt.trim() || stripTags(post.content);
  const image = isHttpUrl(post.featuredImage?.url) ? post.featuredImage.url : undefined;
  const authorName = post.author.profile.displayName?.trim() || post.author.username;
  const published = post.publishedAt ?? post.createdAt;
  const section = blogCategoryLabel(post.category);
  const words = stripTags(post.content).split(' ').filter(Boolean).length;

  return {
    title: `${post.seo.metaTitle || post.title} — ${SITE} Blog`,
    description,
    canonical,
    ogType: 'article',
    image,
    extraMeta: {
      'article:published_time': published,
      'article:modified_time': post.updatedAt,
      'article:section': section,
      'article:author': authorName,
      ...(post.tags.length ? { 'article:tag': post.tags.join(', ') } : {}),
      ...(image && post.featuredImage?.alt ? { 'og:image:alt': post.featuredImage.alt } : {}),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      url,
      headline: post.title.slice(0, 110),
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: published,
      dateModified: post.updatedAt,
      author: {
        '@type': 'Person',
        name: authorName,
        url: `${publicUrl}/author/${encodeURIComponent(post.author.username)}`,
      },
      publisher: { '@type': 'Organization', name: SITE, url: publicUrl },
      articleSection: section,
      ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
      wordCount: words,
      timeRequired: `PT${post.readTime}M`,
      inLanguage: 'en',
    },
  };
}

export default async function blogHead(app: FastifyInstance) {
  const repo = app.blogRepository;
  const publicUrl = app.config.publicUrl;
  const queryOf = (url: string) => new URL(url, publicUrl).searchParams;

  app.addHeadRoute({
    match: (pathname) => (pathname === '/blog' || pathname === '/blog/' ? {} : null),
    render: async (_params, req) => buildBlogListHead(publicUrl, queryOf(req.url)),
  });

  app.addHeadRoute({
    match: (pathname) => (pathname === '/tutorials' || pathname === '/tutorials/' ? {} : null),
    render: async (_params, req) => buildBlogListHead(publicUrl, queryOf(req.url), '/tutorials'),
  });

  // The head of a published post, by slug (null: no such published post). Post writes, here or
  // on another instance, clear it before they answer (ADR 012); the time to live bounds an
  // author's new display name.
  const postHeads = new TtlCache<HeadTags | null>(30_000, 2_000);
  app.changes.subscribe('blog', () => postHeads.clear());

  app.addHeadRoute({
    match: (pathname) => {
      const m = /^\/blog\/([^/]+)\/?$/.exec(pathname);
      if (!m) return null;
      try {
        return { slug: decodeURIComponent(m[1]!) };
      } catch {
        return { slug: '' };
      }
    },
    // Drafts, archived and unknown posts get the 404 head (render returns null).
    render: async ({ slug }) => {
      if (!slug || slug.length > 300) return null;
      return postHeads.load(slug, async () => {
        const row = await repo.findPublishedBySlug(slug);
        return row ? buildBlogPostHead(toBlogPostDto(row), publicUrl) : null;
      });
    },
  });
}
