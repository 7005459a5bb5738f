import {
  BLOG_CATEGORIES,
  BLOG_FEATURED_LIMIT,
  BLOG_RELATED_POSTS,
  BLOG_REQUIRED_MESSAGE,
  BLOG_SLUG_TAKEN_MESSAGE,
  blogCategoryLabel,
  buildBlogPagination,
  defaultMetaDescription,
  defaultMetaTitle,
  readTime,
  slugify,
  type BlogAdminListResponse,
  type BlogCategoryCount,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPost,
  type BlogPostDetailResponse,
  type BlogPostSummary,
  type BlogPreviewResponse,
  type CreateBlogPost,
  type UpdateBlogPost,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { toBlogPostDto, toBlogPostSummaryDto } from './blog.mapper';
import type {
  BlogPostRow,
  BlogPostSummaryRow,
  BlogPostValues,
  BlogRepository,
} from './blog.repository';
import type { RecordAudit } from '../../lib/audit';
import { sanitizeContentHtml } from '../../lib/content-html';

/** Paths under /api/blog that a post slug must not shadow. */
export const RESERVED_SLUGS = new Set(['featured', 'categories', 'admin', 'rss', 'preview']);
const RESERVED_SLUG_MESSAGE = 'This slug is reserved, please choose another one';
const FALLBACK_SLUG = 'post';

const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Higher when the candidate shares more tags (and the category) with the post. */
function relatedScore(post: BlogPostRow, candidate: BlogPostSummaryRow): number {
  const tags = new Set(post.tags.map((t) => t.toLowerCase()));
  const shared = candidate.tags.filter((t) => tags.has(t.toLowerCase())).length;
  return shared * 2 + (candidate.category === post.category ? 1 : 0);
}

function sanitizeContent(content: string): { contentHtml: string; readTime: number } {
  const contentHtml = sanitizeContentHtml(content);
  if (contentHtml === '') throw httpErrors.badRequest(BLOG_REQUIRED_MESSAGE);
  return { contentHtml, readTime: readTime(contentHtml) };
}

function imageValues(image: CreateBlogPost['featuredImage']) {
  if (image === undefined) return {};
  if (image === null || image.url === '') {
    return { featuredImageUrl: null, featuredImageAlt: null };
  }
  return { featuredImageUrl: image.url, featuredImageAlt: image.alt };
}

/** The admin writing: the audit log names them. */
type Actor = { id: string; username: string };

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export interface BlogServiceOptions {
  /** After every write of a post, e.g. to clear cached page heads; awaited before answering. */
  onChange?: () => Promise<void>;
  /** Records the admins' writes in the audit log (the admin module). */
  audit?: RecordAudit;
}

export function createBlogService(repo: BlogRepository, opts: BlogServiceOptions = {}) {
  let lastPrunedDay = '';

  async function loadPost(id: string): Promise<BlogPost> {
    const row = await repo.findById(id);
    if (!row) throw httpErrors.notFound('Post not found');
    return toBlogPostDto(row);
  }

  async function checkExplicitSlug(slug: string, exceptId?: string) {
    if (RESERVED_SLUGS.has(slug)) throw httpErrors.badRequest(RESERVED_SLUG_MESSAGE);
    if (await repo.slugTaken(slug, exceptId)) throw httpErrors.conflict(BLOG_SLUG_TAKEN_MESSAGE);
  }

  /** A derived slug never clashes: the first free `base`, `base-2`, `base-3`… */
  async function freeSlug(base: string): Promise<string> {
    const taken = new Set(await repo.slugsLike(base));
    if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  async function save<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      // Two editors saving the same slug at once: the unique index decides.
      if (isUniqueViolation(err)) throw httpErrors.conflict(BLOG_SLUG_TAKEN_MESSAGE);
      throw err;
    }
  }

  return {
    async list(query: BlogListQuery): Promise<BlogListResponse> {
      const { rows, total } = await repo.listPublished({
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
        category: query.category,
        search: query.search,
      });
      return {
        posts: rows.map(toBlogPostSummaryDto),
        pagination: buildBlogPagination(query.page, query.limit, total),
      };
    },

    async featured(): Promise<BlogPostSummary[]> {
      return (await repo.listFeatured(BLOG_FEATURED_LIMIT)).map(toBlogPostSummaryDto);
    },

    /**
     * Categories with published posts, the largest first (ties in the order of BLOG_CATEGORIES).
     */
    async categories(): Promise<BlogCategoryCount[]> {
      const order = (name: string) => {
        const i = BLOG_CATEGORIES.findIndex((c) => c.value === name);
        return i === -1 ? BLOG_CATEGORIES.length : i;
      };
      return (await repo.categoryCounts())
        .filter((c) => c.count > 0)
        .sort((a, b) => b.count - a.count || order(a.category) - order(b.category))
        .map((c) => ({
          name: c.category,
          displayName: blogCategoryLabel(c.category),
          count: c.count,
        }));
    },

    /**
     * A published post for a reader; counts the view once per visitor per day. Null: no view
     * (the server rendering the page, whose reader's browser reads the post again, ADR 022).
     */
    async read(slug: string, visitorKey: string | null): Promise<BlogPostDetailResponse> {
      const row = await repo.findPublishedBySlug(slug);
      if (!row) throw httpErrors.notFound('Blog post not found');
      const today = utcDay();
      const views = visitorKey === null ? null : await repo.recordView(row.id, visitorKey, today);
      if (views !== null) row.views = views;
      if (visitorKey !== null && lastPrunedDay !== today) {
        lastPrunedDay = today;
        // Yesterday's rows still guard visitors near midnight in other time zones.
        await repo.pruneViewsBefore(utcDay(new Date(Date.now() - 86_400_000)));
      }
      const candidates = await repo.relatedCandidates(row, 30);
      const relatedPosts = candidates
        .map((c, i) => ({ c, i, score: relatedScore(row, c) }))
        .sort((a, b) => b.score - a.score || a.i - b.i)
        .slice(0, BLOG_RELATED_POSTS)
        .map(({ c }) => toBlogPostSummaryDto(c));
      return { post: toBlogPostDto(row), relatedPosts };
    },

    async adminList(): Promise<BlogAdminListResponse> {
      return { posts: (await repo.listAll()).map(toBlogPostSummaryDto) };
    },

    adminGet: loadPost,

    async create(admin: Actor, input: CreateBlogPost): Promise<BlogPost> {
      const authorId = admin.id;
      const explicit = slugify(input.slug ?? '');
      let slug: string;
      if (explicit !== '') {
        await checkExplicitSlug(explicit);
        slug = explicit;
      } else {
        slug = await freeSlug(slugify(input.title) || FALLBACK_SLUG);
      }
      const excerpt = input.excerpt ?? '';
      const status = input.status ?? 'draft';
      const values: BlogPostValues = {
        slug,
        title: input.title,
        excerpt,
        ...sanitizeContent(input.content),
        category: input.category ?? 'development',
        tags: input.tags ?? [],
        status,
        featured: input.featured ?? false,
        ...imageValues(input.featuredImage),
        metaTitle: defaultMetaTitle(input.title, input.seo?.metaTitle),
        metaDescription: orNull(defaultMetaDescription(excerpt, input.seo?.metaDescription)),
        focusKeyword: orNull(input.seo?.focusKeyword),
        canonicalUrl: orNull(input.seo?.canonicalUrl),
        authorId,
        publishedAt: status === 'published' ? new Date() : null,
      };
      const id = await save(() => repo.insert(values));
      await opts.audit?.({
        actor: admin,
        action: 'post.create',
        targetType: 'post',
        targetId: id,
        targetSnapshot: input.title,
      });
      await opts.onChange?.();
      return loadPost(id);
    },

    /** The full post, or only `{ featured }` (the list's toggle): absent fields stay as they are. */
    async update(admin: Actor, id: string, input: UpdateBlogPost): Promise<BlogPost> {
      const existing = await repo.findById(id);
      if (!existing) throw httpErrors.notFound('Post not found');
      const values: Partial<BlogPostValues> = {};
      const title = input.title ?? existing.title;
      const excerpt = input.excerpt ?? existing.excerpt;

      if (input.title !== undefined) values.title = input.title;
      if (input.excerpt !== undefined) values.excerpt = input.excerpt;
      if (input.slug !== undefined) {
        const slug = slugify(input.slug);
        // An emptied slug field keeps the current URL: links to it must not break.
        if (slug !== '' && slug !== existing.slug) {
          await checkExplicitSlug(slug, id);
          values.slug = slug;
        }
      }
      if (input.content !== undefined) Object.assign(values, sanitizeContent(input.content));
      if (input.category !== undefined) values.category = input.category;
      if (input.tags !== undefined) values.tags = input.tags;
      if (input.featured !== undefined) values.featured = input.featured;
      Object.assign(values, imageValues(input.featuredImage));

      if (input.seo !== undefined) {
        values.metaTitle = defaultMetaTitle(title, input.seo.metaTitle);
        values.metaDescription = orNull(defaultMetaDescription(excerpt, input.seo.metaDescription));
        if (input.seo.focusKeyword !== undefined) {
          values.focusKeyword = orNull(input.seo.focusKeyword);
        }
        if (input.seo.canonicalUrl !== undefined) {
          values.canonicalUrl = orNull(input.seo.canonicalUrl);
        }
      } else {
        // Defaults follow the title and excerpt they were taken from.
        if (existing.metaTitle === null || existing.metaTitle === existing.title) {
          values.metaTitle = defaultMetaTitle(title);
        }
        const oldDefault = defaultMetaDescription(existing.excerpt);
        if (existing.metaDescription === null || existing.metaDescription === oldDefault) {
          values.metaDescription = orNull(defaultMetaDescription(excerpt));
        }
      }

      if (input.status !== undefined) {
        values.status = input.status;
        // publishedAt is set by the first publication and never moves afterwards.
        if (input.status === 'published' && existing.publishedAt === null) {
          values.publishedAt = new Date();
        }
      }

      await save(() => repo.update(id, values));
      await opts.audit?.({
        actor: admin,
        action: 'post.update',
        targetType: 'post',
        targetId: id,
        targetSnapshot: title,
      });
      await opts.onChange?.();
      return loadPost(id);
    },

    async remove(admin: Actor, id: string): Promise<void> {
      const existing = await repo.findById(id);
      if (!existing || !(await repo.remove(id))) throw httpErrors.notFound('Post not found');
      await opts.audit?.({
        actor: admin,
        action: 'post.delete',
        targetType: 'post',
        targetId: id,
        targetSnapshot: existing.title,
      });
      await opts.onChange?.();
    },

    preview(content: string): BlogPreviewResponse {
      const html = sanitizeContentHtml(content);
      return { content: html, readTime: readTime(html) };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
