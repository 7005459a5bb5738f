import { z } from 'zod';

import { emailSchema } from './auth';

// ---------------------------------------------------------------------------
// Constants (spec §9)
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

export const blogCategorySchema = z.enum(
  [
    'development',
    'marketplace',
    'tutorials',
    'announcements',
    'community',
    'tools',
    'best-practices',
    'case-studies',
  ],
  { error: 'Unknown blog category' },
);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

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
export const blogStatusSchema = z.enum(['draft', 'published', 'archived'], {
  error: 'Unknown post status',
});
export type BlogStatus = z.infer<typeof blogStatusSchema>;

export function blogStatusLabel(value: BlogStatus): string {
  return BLOG_STATUSES.find((s) => s.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------
// Pure rules (spec §5 Blog editor)
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

// ---------------------------------------------------------------------------
// Entities (spec §3 Blog post, Blog category, Pagination)
// ---------------------------------------------------------------------------

export const blogAuthorSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
  profile: z.object({ displayName: z.string().nullable(), bio: z.string().nullable() }),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogFeaturedImageSchema = z.object({ url: z.string(), alt: z.string() });
export type BlogFeaturedImage = z.infer<typeof blogFeaturedImageSchema>;

export const blogSeoSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  focusKeyword: z.string(),
  canonicalUrl: z.string(),
});
export type BlogSeo = z.infer<typeof blogSeoSchema>;

/** A post as lists show it (no content). */
export const blogPostSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  status: blogStatusSchema,
  featured: z.boolean(),
  readTime: z.number().int(),
  views: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  featuredImage: blogFeaturedImageSchema.nullable(),
  author: blogAuthorSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A whole post; `content` is sanitized HTML, safe to render as is. */
export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  seo: blogSeoSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogCategoryCountSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  count: z.number().int(),
});
export type BlogCategoryCount = z.infer<typeof blogCategoryCountSchema>;

export const blogPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalPosts: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type BlogPagination = z.infer<typeof blogPaginationSchema>;

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

// ---------------------------------------------------------------------------
// Requests (spec §7 Blog)
// ---------------------------------------------------------------------------

const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && (v.trim() === '' || v.trim() === 'all') ? undefined : v;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
  category: z.preprocess(emptyToUndefined, blogCategorySchema.optional()),
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(200)
      .optional()
      // Control characters (NUL included) mean nothing in a search: they become spaces.
      // eslint-disable-next-line no-control-regex
      .transform((v) => v?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || undefined),
  ),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogSlugParamsSchema = z.object({
  slug: z.string().min(1).max(300),
});

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Please enter a valid http(s) URL');

const featuredImageInputSchema = z
  .object({
    url: httpUrl.default(''),
    alt: z.string().trim().max(300).default(''),
  })
  .nullable();

const seoInputSchema = z.object({
  metaTitle: z.string().trim().max(200).nullish(),
  metaDescription: z.string().trim().max(500).nullish(),
  focusKeyword: z.string().trim().max(100).nullish(),
  canonicalUrl: httpUrl.nullish(),
});

const tagsInputSchema = z
  .union([z.string().max(5000), z.array(z.string().max(BLOG_TAG_MAX_LENGTH)).max(100)])
  .transform((v) => parseTags(v))
  .pipe(
    z
      .array(
        z
          .string()
          .max(BLOG_TAG_MAX_LENGTH, `A tag may have at most ${BLOG_TAG_MAX_LENGTH} characters`),
      )
      .max(BLOG_MAX_TAGS, `At most ${BLOG_MAX_TAGS} tags`),
  );

const blogPostFields = {
  title: z
    .string({ error: BLOG_REQUIRED_MESSAGE })
    .trim()
    .min(1, BLOG_REQUIRED_MESSAGE)
    .max(BLOG_TITLE_MAX_LENGTH, `Title must be at most ${BLOG_TITLE_MAX_LENGTH} characters`),
  /** Empty or absent: derived from the title. Anything else is normalized with slugify. */
  slug: z.string().max(300).optional(),
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX_LENGTH).optional(),
  content: z
    .string({ error: BLOG_REQUIRED_MESSAGE })
    .max(BLOG_CONTENT_MAX_LENGTH, 'Content is too long')
    .refine((v) => v.trim() !== '', BLOG_REQUIRED_MESSAGE),
  category: blogCategorySchema.optional(),
  tags: tagsInputSchema.optional(),
  status: blogStatusSchema.optional(),
  featured: z.boolean().optional(),
  featuredImage: featuredImageInputSchema.optional(),
  seo: seoInputSchema.optional(),
};

/** POST /api/blog/admin/posts. Unknown keys (e.g. _id, views) are ignored. */
export const createBlogPostInputSchema = z.object(blogPostFields);
export type CreateBlogPostInput = z.input<typeof createBlogPostInputSchema>;
export type CreateBlogPost = z.infer<typeof createBlogPostInputSchema>;

/** PUT /api/blog/admin/posts/:id: the full post, or only `{ featured }` to toggle it. */
export const updateBlogPostInputSchema = z.object(blogPostFields).partial();
export type UpdateBlogPostInput = z.input<typeof updateBlogPostInputSchema>;
export type UpdateBlogPost = z.infer<typeof updateBlogPostInputSchema>;

/** POST /api/blog/admin/preview: the content exactly as readers will get it. */
export const blogPreviewInputSchema = z.object({
  content: z.string().max(BLOG_CONTENT_MAX_LENGTH, 'Content is too long'),
});
export const blogPreviewResponseSchema = z.object({
  content: z.string(),
  readTime: z.number().int(),
});
export type BlogPreviewResponse = z.infer<typeof blogPreviewResponseSchema>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

export const blogListResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  pagination: blogPaginationSchema,
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogFeaturedResponseSchema = z.array(blogPostSummarySchema);
export const blogCategoriesResponseSchema = z.array(blogCategoryCountSchema);

export const blogPostDetailResponseSchema = z.object({
  post: blogPostSchema,
  relatedPosts: z.array(blogPostSummarySchema),
});
export type BlogPostDetailResponse = z.infer<typeof blogPostDetailResponseSchema>;

export const blogAdminListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });
export type BlogAdminListResponse = z.infer<typeof blogAdminListResponseSchema>;

// ---------------------------------------------------------------------------
// Newsletter ("Stay Updated")
// ---------------------------------------------------------------------------

export const newsletterSubscribeInputSchema = z.object({ email: emailSchema });
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeInputSchema>;
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thanks for subscribing! You will hear from us soon.';

/** GET /api/newsletter/stats (admin): how many addresses the CSV export holds. */
export const newsletterStatsResponseSchema = z.object({
  subscribers: z.number().int().nonnegative(),
  /** When the newest address subscribed (ISO), null with no subscribers. */
  latestAt: z.string().nullable(),
});
export type NewsletterStatsResponse = z.infer<typeof newsletterStatsResponseSchema>;
