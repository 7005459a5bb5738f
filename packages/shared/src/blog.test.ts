import { describe, expect, it } from 'vitest';

import {
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  BLOG_REQUIRED_MESSAGE,
  blogCategoryLabel,
  blogListQuerySchema,
  buildBlogPagination,
  countWords,
  createBlogPostInputSchema,
  defaultMetaDescription,
  defaultMetaTitle,
  newsletterSubscribeInputSchema,
  parseTags,
  readTime,
  SLUG_PATTERN,
  slugify,
  stripTags,
  updateBlogPostInputSchema,
} from './blog';

describe('slugify', () => {
  it('lowercases, keeps letters, digits, spaces and hyphens, turns spaces into hyphens', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('React 19: What’s New?!')).toBe('react-19-whats-new');
    expect(slugify('  Many   spaces  here ')).toBe('many-spaces-here');
  });

  it('collapses repeated hyphens and trims them at the ends', () => {
    expect(slugify('a -- b --- c')).toBe('a-b-c');
    expect(slugify('--leading and trailing--')).toBe('leading-and-trailing');
  });

  it('folds accents and drops other symbols', () => {
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugify('C++ & C# <tips>')).toBe('c-c-tips');
  });

  it('returns an empty string when nothing usable remains', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('always produces a slug matching the slug pattern (or empty)', () => {
    for (const title of [
      'x',
      'Über-Cool 2025',
      '  -a- ',
      'ß straße',
      '日本語 title',
      'a'.repeat(500),
    ]) {
      const slug = slugify(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(120);
    }
  });
});

describe('readTime', () => {
  it('is the tag-stripped word count / 200, rounded up, at least 1', () => {
    expect(readTime('')).toBe(1);
    expect(readTime('<p>one two</p>')).toBe(1);
    expect(readTime(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
    expect(readTime(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(readTime(`<h2>T</h2><p>${'w '.repeat(599)}</p>`)).toBe(3);
  });

  it('does not count tags or attributes as words', () => {
    expect(countWords('<a href="https://example.com/a b c">link</a>')).toBe(1);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
    expect(stripTags('<p>one&nbsp;two</p>')).toBe('one two');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empties and repeats', () => {
    expect(parseTags(' react, node ,, typescript, ')).toEqual(['react', 'node', 'typescript']);
    expect(parseTags('react, React')).toEqual(['react']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(['a', ' b ', '', 'c,d'])).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('meta defaults', () => {
  it('meta title defaults to the title', () => {
    expect(defaultMetaTitle('My title', '')).toBe('My title');
    expect(defaultMetaTitle('My title', null)).toBe('My title');
    expect(defaultMetaTitle('My title', '  Custom  ')).toBe('Custom');
  });

  it('meta description defaults to the first 160 characters of the excerpt', () => {
    const excerpt = 'x'.repeat(200);
    expect(defaultMetaDescription(excerpt, '')).toBe('x'.repeat(160));
    expect(defaultMetaDescription('short', undefined)).toBe('short');
    expect(defaultMetaDescription(excerpt, 'Own')).toBe('Own');
  });
});

describe('categories', () => {
  it('has the eight blog categories with display names', () => {
    expect(BLOG_CATEGORIES.map((c) => c.value)).toEqual([
      'development',
      'marketplace',
      'tutorials',
      'announcements',
      'community',
      'tools',
      'best-practices',
      'case-studies',
    ]);
    expect(blogCategoryLabel('best-practices')).toBe('Best Practices');
    expect(blogCategoryLabel('case-studies')).toBe('Case Studies');
    expect(blogCategoryLabel('something-else')).toBe('Something Else');
  });
});

describe('buildBlogPagination', () => {
  it('computes pages and flags', () => {
    expect(buildBlogPagination(1, 6, 13)).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalPosts: 13,
      limit: 6,
      hasNext: true,
      hasPrev: false,
    });
    expect(buildBlogPagination(3, 6, 13)).toMatchObject({ hasNext: false, hasPrev: true });
    expect(buildBlogPagination(1, 6, 0)).toMatchObject({ totalPages: 1, hasNext: false });
  });
});

describe('blogListQuerySchema', () => {
  it('defaults to page 1 and 6 posts', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, limit: BLOG_PAGE_SIZE });
  });

  it('treats empty and "all" category as no filter, rejects unknown ones', () => {
    expect(blogListQuerySchema.parse({ category: '' }).category).toBeUndefined();
    expect(blogListQuerySchema.parse({ category: 'all' }).category).toBeUndefined();
    expect(blogListQuerySchema.parse({ category: 'tutorials' }).category).toBe('tutorials');
    expect(blogListQuerySchema.safeParse({ category: 'nope' }).success).toBe(false);
  });

  it('rejects bad numbers', () => {
    expect(blogListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(blogListQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(blogListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(blogListQuerySchema.parse({ page: '2', limit: '10' })).toMatchObject({
      page: 2,
      limit: 10,
    });
  });
});

describe('createBlogPostInputSchema', () => {
  it('requires title and content with the expected message', () => {
    for (const body of [
      {},
      { title: 'x' },
      { content: '<p>x</p>' },
      { title: '  ', content: 'x' },
    ]) {
      const result = createBlogPostInputSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(BLOG_REQUIRED_MESSAGE);
    }
  });

  it('accepts the full post and parses comma-separated tags', () => {
    const parsed = createBlogPostInputSchema.parse({
      _id: 'ignored',
      title: ' Hello ',
      content: '<p>Hi</p>',
      tags: 'a, b,,a',
      category: 'tools',
      featuredImage: { url: 'https://img.example.com/a.png', alt: 'A' },
      seo: { metaTitle: '', canonicalUrl: '' },
    });
    expect(parsed.title).toBe('Hello');
    expect(parsed.tags).toEqual(['a', 'b']);
    expect(parsed).not.toHaveProperty('_id');
  });

  it('rejects unknown categories, statuses and unsafe image URLs', () => {
    const base = { title: 't', content: 'c' };
    expect(createBlogPostInputSchema.safeParse({ ...base, category: 'x' }).success).toBe(false);
    expect(createBlogPostInputSchema.safeParse({ ...base, status: 'live' }).success).toBe(false);
    expect(
      createBlogPostInputSchema.safeParse({
        ...base,
        featuredImage: { url: 'javascript:alert(1)', alt: '' },
      }).success,
    ).toBe(false);
    expect(createBlogPostInputSchema.safeParse({ ...base, tags: 'x'.repeat(51) }).success).toBe(
      false,
    );
  });

  it('update accepts only { featured }', () => {
    expect(updateBlogPostInputSchema.parse({ featured: true })).toEqual({ featured: true });
    expect(updateBlogPostInputSchema.safeParse({ title: '' }).success).toBe(false);
  });
});

describe('newsletterSubscribeInputSchema', () => {
  it('validates the email', () => {
    expect(newsletterSubscribeInputSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(newsletterSubscribeInputSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(newsletterSubscribeInputSchema.safeParse({}).success).toBe(false);
  });
});
