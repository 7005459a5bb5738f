/** The zod-free part of the blog contract (constants, labels, pure rules). */

// ---------------------------------------------------------------------------
// Constants (docs/product-rules.md#blog)
// ---------------------------------------------------------------------------

export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_SIDEBAR_CATEGORIES = 6;
export const BLOG_RELATED_POSTS = 3;
export const BLOG_FEATURED_LIMIT = 3;
export const BLOG_RSS_ITEMS = 20;
export const BLOG_WORDS_PER_MINUTE = 200;
/** Ideal lengths shown as counters in the editor (display only, not enforced). */
export const BLOG_EXCERPT_IDEAL_LENGTH = 160;
export const BLOG_META_TITLE_IDEAL_LENGTH = 60;
export const BLOG_META_DESCRIPTION_IDEAL_LENGTH = 160;

/** Hard limits the server enforces so that nobody can store unbounded text. */
export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_SLUG_MAX_LENGTH = 120;
export const BLOG_EXCERPT_MAX_LENGTH = 1000;
export const BLOG_CONTENT_MAX_LENGTH = 200_000;
export const BLOG_TAG_MAX_LENGTH = 50;
export const BLOG_MAX_TAGS = 20;

export const BLOG_REQUIRED_MESSAGE = 'Title and content are required';
export const BLOG_SLUG_TAKEN_MESSAGE = 'A post with this slug already exists';

export const BLOG_CATEGORIES: readonly { value: BlogCategory; label: string }[] = [
  { value: 'development', label: 'Development' },
  { value: 'marketplace', label: 'Marketplace' },
  { value: 'tutorials', label: 'Tutorials' },
  { value: 'announcements', label: 'Announcements' },
  { value: 'community', label: 'Community' },
  { value: 'tools', label: 'Tools' },
  { value: 'best-practices', label: 'Best Practices' },
  { value: 'case-studies', label: 'Case Studies' },
];

export const BLOG_CATEGORY_VALUES = [
  'development',
  'marketplace',
  'tutorials',
  'announcements',
  'community',
  'tools',
  'best-practices',
  'case-studies',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORY_VALUES)[number];

/** Display name of a category value; unknown values are shown title-cased. */
export function blogCategoryLabel(value: string): string {
  const known = BLOG_CATEGORIES.find((c) => c.value === value);
  if (known) {
    return known.label;
  }
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const BLOG_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
] as const;
export const BLOG_STATUS_VALUES = ['draft', 'published', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUS_VALUES)[number];

export function blogStatusLabel(value: BlogStatus): string {
  return BLOG_STATUSES.find((s) => s.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------
// Pure rules (docs/product-rules.md#blog)
// ---------------------------------------------------------------------------

/**
 * URL slug of a title: lowercase, only letters, digits, spaces and hyphens kept,
 * spaces turned to hyphens, repeated hyphens collapsed. Accents are folded
 * (café → cafe) and hyphens at either end are dropped so the slug reads cleanly.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text of an HTML fragment with tags removed (entities for spaces decoded). */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(html: string): number {
  const text = stripTags(html);
  return text === '' ? 0 : text.split(' ').length;
}

/** Minutes to read: tag-stripped words / 200, rounded up, minimum 1. */
export function readTime(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / BLOG_WORDS_PER_MINUTE));
}

/** Tags from comma-separated text (or a list): split on commas, trimmed, empties and repeats dropped. */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (tag !== '' && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** Meta title defaults to the title when empty. */
export function defaultMetaTitle(title: string, metaTitle?: string | null): string {
  const own = metaTitle?.trim() ?? '';
  return own !== '' ? own : title.trim();
}

/** Meta description defaults to the first 160 characters of the excerpt when empty. */
export function defaultMetaDescription(excerpt: string, metaDescription?: string | null): string {
  const own = metaDescription?.trim() ?? '';
  return own !== '' ? own : excerpt.trim().slice(0, BLOG_META_DESCRIPTION_IDEAL_LENGTH);
}

// ---------------------------------------------------------------------------
// Safe HTML allow-list: the server sanitizes stored content with it (sanitize-html);
// the editor preview may use the same lists (or POST /api/blog/admin/preview).
// ---------------------------------------------------------------------------

export const BLOG_HTML_ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'em',
  'strong',
  'b',
  'i',
  's',
  'del',
  'sub',
  'sup',
  'kbd',
  'figure',
  'figcaption',
] as const;

export const BLOG_HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  code: ['class'],
  pre: ['class'],
};

/** Link schemes allowed in href; images only load over http(s). Relative URLs are kept. */
export const BLOG_HTML_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const BLOG_HTML_IMAGE_SCHEMES = ['http', 'https'] as const;
/** Every link gets this rel; target may only be _blank. */
export const BLOG_HTML_LINK_REL = 'noopener noreferrer';

/** The pagination object of a blog list answer (blog.ts checks its schema against it). */
export interface BlogPagination {
  currentPage: number;
  totalPages: number;
  totalPosts: number;
  limit: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export function buildBlogPagination(
  page: number,
  limit: number,
  totalPosts: number,
): BlogPagination {
  const totalPages = Math.max(1, Math.ceil(totalPosts / limit));
  return {
    currentPage: page,
    totalPages,
    totalPosts,
    limit,
    hasNext: page < totalPages,
    hasPrev: page > 1,
  };
}
