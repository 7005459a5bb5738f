import { and, arrayOverlaps, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { blogPosts, blogPostViews, users } from '../../db/schema';

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  status: blogPosts.status,
  featured: blogPosts.featured,
  readTime: blogPosts.readTime,
  views: blogPosts.views,
  featuredImageUrl: blogPosts.featuredImageUrl,
  featuredImageAlt: blogPosts.featuredImageAlt,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  author: {
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    bio: users.bio,
    profileImage: users.profileImage,
  },
};

const fullColumns = {
  ...summaryColumns,
  contentHtml: blogPosts.contentHtml,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  focusKeyword: blogPosts.focusKeyword,
  canonicalUrl: blogPosts.canonicalUrl,
  authorId: blogPosts.authorId,
};

export interface BlogPostSummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  status: 'draft' | 'published' | 'archived';
  featured: boolean;
  readTime: number;
  views: number;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  author: {
    id: string;
    username: string;
    displayName: string | null;
    bio: string | null;
    profileImage: string | null;
  };
}

export interface BlogPostRow extends BlogPostSummaryRow {
  contentHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  canonicalUrl: string | null;
  authorId: string;
}

export type BlogPostValues = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'search' | 'createdAt' | 'updatedAt' | 'views'
>;

export interface ListPublishedFilter {
  offset: number;
  limit: number;
  category?: string;
  search?: string;
}

const published = eq(blogPosts.status, 'published');
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];

function searchCondition(search: string): SQL {
  // Full-text search over title, tags, excerpt and content; an exact tag also matches
  // (tags like "C++" have no full-text tokens).
  return sql`(${blogPosts.search} @@ websearch_to_tsquery('english', ${search}) or exists (select 1 from unnest(${blogPosts.tags}) as t(tag) where lower(t.tag) = lower(${search})))`;
}

export function createBlogRepository(db: Db) {
  const selectSummary = () =>
    db.select(summaryColumns).from(blogPosts).innerJoin(users, eq(users.id, blogPosts.authorId));
  const selectFull = () =>
    db.select(fullColumns).from(blogPosts).innerJoin(users, eq(users.id, blogPosts.authorId));

  return {
    async listPublished(filter: ListPublishedFilter) {
      const conditions: SQL[] = [published];
      if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
      if (filter.search) conditions.push(searchCondition(filter.search));
      const where = and(...conditions);
      const order = filter.search
        ? [
            desc(
              sql`ts_rank(${blogPosts.search}, websearch_to_tsquery('english', ${filter.search}))`,
            ),
            ...newestFirst,
          ]
        : newestFirst;
      const [rows, totals] = await Promise.all([
        selectSummary()
          .where(where)
          .orderBy(...order)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows: rows as BlogPostSummaryRow[], total: totals[0]?.total ?? 0 };
    },

    async listFeatured(limit: number) {
      const rows = await selectSummary()
        .where(and(published, eq(blogPosts.featured, true)))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows as BlogPostSummaryRow[];
    },

    categoryCounts() {
      return db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(published)
        .groupBy(blogPosts.category);
    },

    async findPublishedBySlug(slug: string) {
      const [row] = await selectFull()
        .where(and(published, eq(blogPosts.slug, slug)))
        .limit(1);
      return (row as BlogPostRow | undefined) ?? null;
    },

    async findById(id: string) {
      const [row] = await selectFull().where(eq(blogPosts.id, id)).limit(1);
      return (row as BlogPostRow | undefined) ?? null;
    },

    /** Published posts sharing the category or a tag, newest first; ranked by the service. */
    async relatedCandidates(post: { id: string; category: string; tags: string[] }, limit: number) {
      const match =
        post.tags.length > 0
          ? or(eq(blogPosts.category, post.category), arrayOverlaps(blogPosts.tags, post.tags))
          : eq(blogPosts.category, post.category);
      const rows = await selectSummary()
        .where(and(published, ne(blogPosts.id, post.id), match))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows as BlogPostSummaryRow[];
    },

    async listAll() {
      const rows = await selectSummary().orderBy(desc(blogPosts.createdAt));
      return rows as BlogPostSummaryRow[];
    },

    async listLatestPublishedFull(limit: number) {
      const rows = await selectFull()
        .where(published)
        .orderBy(...newestFirst)
        .limit(limit);
      return rows as BlogPostRow[];
    },

    async slugTaken(slug: string, exceptId?: string) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          exceptId
            ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId))
            : eq(blogPosts.slug, slug),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Slugs equal to `base` or `base-N`, to pick a free suffix. */
    async slugsLike(base: string) {
      const rows = await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(sql`${blogPosts.slug} = ${base} or ${blogPosts.slug} ~ ${`^${base}-[0-9]+$`}`);
      return rows.map((r) => r.slug);
    },

    async insert(values: BlogPostValues) {
      const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
      return row!.id;
    },

    async update(id: string, values: Partial<BlogPostValues>) {
      const rows = await db
        .update(blogPosts)
        .set(values)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    async remove(id: string) {
      const rows = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    /** Counts a view once per (post, visitor, day); returns the post's view count afterwards. */
    async recordView(postId: string, visitorKey: string, day: string): Promise<number | null> {
      const inserted = await db
        .insert(blogPostViews)
        .values({ postId, visitorKey, day })
        .onConflictDoNothing()
        .returning({ postId: blogPostViews.postId });
      if (inserted.length === 0) return null;
      const [row] = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
        .where(eq(blogPosts.id, postId))
        .returning({ views: blogPosts.views });
      return row?.views ?? null;
    },

    /** View rows older than the given day are no longer needed for "once per day". */
    async pruneViewsBefore(day: string) {
      await db.delete(blogPostViews).where(sql`${blogPostViews.day} < ${day}`);
    },

    sitemapEntries() {
      return db
        .select({
          slug: blogPosts.slug,
          category: blogPosts.category,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(published)
        .orderBy(...newestFirst);
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
