import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  primaryKey,
  real,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One variant of a stored image: the file's name in media storage, its URL and size. */
export interface StoredMediaVariant {
  name: string;
  url: string;
  width: number;
  height: number;
}

/** One stored image (docs/product-rules.md#project-media). */
export interface StoredMediaImage {
  id: string;
  card: StoredMediaVariant;
  page: StoredMediaVariant;
}

/** A project's cover and screenshots, in their order. */
export interface StoredProjectMedia {
  cover: StoredMediaImage | null;
  screenshots: StoredMediaImage[];
}

/** The repository a project was imported from, as GitHub described it to the author. */
export interface SourceRepository {
  fullName: string;
  url: string;
  language: string | null;
  stars: number;
  /**
   * Whether the repository is private on GitHub. Stored by the server since issue 18; a source
   * without the flag was never checked and is treated as private.
   */
  private?: boolean;
}

export const projects = pgTable(
  'projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull().default('other'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    techStack: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    licenseType: text({ enum: ['free', 'paid', 'freemium'] })
      .notNull()
      .default('free'),
    priceCents: integer().notNull().default(0),
    feePct: integer().notNull().default(20),
    /** Pay what you want: `priceCents` is the minimum the buyer may pay (docs/product-rules.md#money). */
    payWhatYouWant: boolean().notNull().default(false),
    /** The amount a pay-what-you-want checkout proposes; null: the minimum. */
    suggestedPriceCents: integer(),
    /** Days after a purchase in which the buyer may ask for a refund (0–60; 0: none). */
    refundWindowDays: integer().notNull().default(14),
    currency: text().notNull().default('USD'),
    /** Months of updates a new license includes; null: for life (docs/product-rules.md#updates). */
    updatesMonths: integer(),
    /** What a renewal of updates costs; null: the project's price. */
    renewalPriceCents: integer(),
    freeFeatures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paidFeatures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    freeRepoUrl: text(),
    paidRepoUrl: text(),
    /**
     * GitHub's ids of the repositories above, learnt by the access engine: a renamed or transferred
     * repository is found by id and its URL rewritten (docs/product-rules.md#repository-access).
     */
    freeRepoGithubId: bigint({ mode: 'number' }),
    paidRepoGithubId: bigint({ mode: 'number' }),
    demoUrl: text(),
    views: integer().notNull().default(0),
    downloads: integer().notNull().default(0),
    stars: integer().notNull().default(0),
    /** Average review rating (null without reviews); kept in step with `reviews` on each write. */
    ratingAvg: real(),
    ratingCount: integer().notNull().default(0),
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    githubVerified: boolean().notNull().default(false),
    sourceRepository: jsonb().$type<SourceRepository>(),
    media: jsonb()
      .$type<StoredProjectMedia>()
      .notNull()
      .default(sql`'{"cover":null,"screenshots":[]}'::jsonb`),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${projects.title}, '')), 'A') || setweight(to_tsvector('english', immutable_array_to_string(${projects.tags}, ' ')), 'B') || setweight(to_tsvector('english', coalesce(${projects.description}, '')), 'C')`,
    ),
    publishedAt: timestamp({ withTimezone: true }),
    /** Why an admin unpublished the project: shown to its author on their dashboard. */
    unpublishedReason: text(),
    /** Unpublished because its author was suspended: published again when they are unsuspended. */
    hiddenBySuspension: boolean().notNull().default(false),
    /** Chosen by an admin for the home page; the latest featured project wins. */
    featuredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('projects_author_idx').on(t.authorId, t.status),
    // Each sort index ends with the id, in the order the queries' tie-break reads it (`id desc`
    // is NULLS FIRST in PostgreSQL): a page of a sort with large ties (price 0, no views yet)
    // is read straight from the index instead of sorting the whole tie first.
    index('projects_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc().nullsFirst()),
    index('projects_status_category_created_idx').on(
      t.status,
      t.category,
      t.createdAt.desc(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_status_views_idx').on(t.status, t.views.desc(), t.id.desc().nullsFirst()),
    index('projects_status_downloads_idx').on(
      t.status,
      t.downloads.desc(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_status_stars_idx').on(t.status, t.stars.desc(), t.id.desc().nullsFirst()),
    index('projects_status_price_idx').on(t.status, t.priceCents, t.id),
    index('projects_status_rating_idx').on(t.status, t.ratingAvg),
    // A category's listing in each sort, read from the index alone: the page's ids come from an
    // index-only scan however deep the page, then only its rows are read (projects.repository.ts).
    index('projects_status_category_views_idx').on(
      t.status,
      t.category,
      t.views.desc(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_status_category_downloads_idx').on(
      t.status,
      t.category,
      t.downloads.desc(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_status_category_stars_idx').on(
      t.status,
      t.category,
      t.stars.desc(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_status_category_price_idx').on(t.status, t.category, t.priceCents, t.id),
    // Lists and searches read published projects only: the index holds nothing else.
    index('projects_search_idx')
      .using('gin', t.search)
      .where(sql`${t.status} = 'published'`),
    index('projects_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** One row per (project, visitor key, day): makes views count once per visitor per day. */
export const projectViews = pgTable(
  'project_views',
  {
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    visitorKey: text().notNull(),
    day: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.visitorKey, t.day] })],
);
