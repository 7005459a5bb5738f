import {
  defaultMetaDescription,
  defaultMetaTitle,
  type BlogPost,
  type BlogPostSummary,
} from '@codebazaar/shared';

import type { BlogPostRow, BlogPostSummaryRow } from './blog.repository';

export function toBlogPostSummaryDto(row: BlogPostSummaryRow): BlogPostSummary {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    status: row.status,
    featured: row.featured,
    readTime: row.readTime,
    views: row.views,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    featuredImage: row.featuredImageUrl
      ? { url: row.featuredImageUrl, alt: row.featuredImageAlt ?? '' }
      : null,
    author: {
      _id: row.author.id,
      id: row.author.id,
      username: row.author.username,
      profileImage: row.author.profileImage,
      profile: { displayName: row.author.displayName, bio: row.author.bio },
    },
  };
}

export function toBlogPostDto(row: BlogPostRow): BlogPost {
  return {
    ...toBlogPostSummaryDto(row),
    content: row.contentHtml,
    seo: {
      metaTitle: defaultMetaTitle(row.title, row.metaTitle),
      metaDescription: defaultMetaDescription(row.excerpt, row.metaDescription),
      focusKeyword: row.focusKeyword ?? '',
      canonicalUrl: row.canonicalUrl ?? '',
    },
  };
}
