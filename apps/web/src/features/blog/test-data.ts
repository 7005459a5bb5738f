import type { BlogCategoryCount, BlogPost, BlogPostSummary } from '@codebazaar/shared';
import { buildBlogPagination } from '@codebazaar/shared/rules';

let seq = 0;

/** A post as the blog API returns it (shared blogPostSchema); for tests only. */
export function buildPost(overrides: Partial<BlogPost> = {}): BlogPost {
  seq += 1;
  const id = overrides._id ?? `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    title: `Post number ${seq}`,
    slug: `post-number-${seq}`,
    excerpt: `Excerpt of post ${seq}.`,
    category: 'development',
    tags: ['react', 'testing'],
    status: 'published',
    featured: false,
    readTime: 4,
    views: 120,
    publishedAt: '2025-03-04T10:00:00.000Z',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    featuredImage: null,
    author: {
      _id: 'a0000000-0000-4000-8000-000000000001',
      id: 'a0000000-0000-4000-8000-000000000001',
      username: 'janedev',
      profileImage: null,
      profile: { displayName: 'Jane Developer', bio: 'Writes about testing.' },
    },
    content: `<p>Body of post ${seq}.</p>`,
    seo: { metaTitle: '', metaDescription: '', focusKeyword: '', canonicalUrl: '' },
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const { content: _c, seo: _s, ...summary } = buildPost(overrides);
  return summary;
}

export function buildList(posts: BlogPostSummary[], page: number, totalPosts: number, limit = 6) {
  return { posts, pagination: buildBlogPagination(page, limit, totalPosts) };
}

export const CATEGORIES: BlogCategoryCount[] = [
  { name: 'development', displayName: 'Development', count: 5 },
  { name: 'tutorials', displayName: 'Tutorials', count: 3 },
  { name: 'marketplace', displayName: 'Marketplace', count: 2 },
  { name: 'announcements', displayName: 'Announcements', count: 1 },
  { name: 'community', displayName: 'Community', count: 1 },
  { name: 'tools', displayName: 'Tools', count: 1 },
  { name: 'best-practices', displayName: 'Best Practices', count: 1 },
];
