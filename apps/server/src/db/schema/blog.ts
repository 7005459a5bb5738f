import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    /** Sanitized on write: only allow-listed HTML is ever stored. */
    contentHtml: text().notNull().default(''),
    category: text().notNull().default('development'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text({ enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    featured: boolean().notNull().default(false),
    readTime: integer().notNull().default(1),
    views: integer().notNull().default(0),
    featuredImageUrl: text(),
    featuredImageAlt: text(),
    metaTitle: text(),
    metaDescription: text(),
    focusKeyword: text(),
    canonicalUrl: text(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${blogPosts.title}, '')), 'A') || setweight(to_tsvector('english', immutable_array_to_string(${blogPosts.tags}, ' ')), 'A') || setweight(to_tsvector('english', coalesce(${blogPosts.excerpt}, '')), 'B') || setweight(to_tsvector('english', coalesce(${blogPosts.contentHtml}, '')), 'D')`,
    ),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt.desc()),
    index('blog_posts_category_idx').on(t.status, t.category, t.publishedAt.desc()),
    index('blog_posts_search_idx').using('gin', t.search),
  ],
);

export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorKey: text().notNull(),
    day: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorKey, t.day] })],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
