import { z } from 'zod';

import { emailSchema } from './auth';
import { searchTermSchema } from './common';

import {
  BLOG_CATEGORY_VALUES,
  type BlogPagination,
  BLOG_CONTENT_MAX_LENGTH,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MAX_TAGS,
  BLOG_PAGE_SIZE,
  BLOG_REQUIRED_MESSAGE,
  BLOG_STATUS_VALUES,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  parseTags,
} from './rules/blog';

import type { Assert, Equals } from './type-checks';

export * from './rules/blog';

export const blogCategorySchema = z.enum(BLOG_CATEGORY_VALUES, { error: 'Unknown blog category' });
export const blogStatusSchema = z.enum(BLOG_STATUS_VALUES, { error: 'Unknown post status' });

// ---------------------------------------------------------------------------
// Entities
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
type _BlogPaginationMatches = Assert<Equals<z.infer<typeof blogPaginationSchema>, BlogPagination>>;

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && (v.trim() === '' || v.trim() === 'all') ? undefined : v;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
  category: z.preprocess(emptyToUndefined, blogCategorySchema.optional()),
  search: z.preprocess(emptyToUndefined, searchTermSchema(200, 'Search is too long')),
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
