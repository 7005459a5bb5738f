import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { licenses } from './licenses';
import { projects } from './projects';
import { users } from './users';

/** Where a release came from: an upload, a tag named by its author, or a GitHub release synced. */
export const RELEASE_SOURCES = ['upload', 'github_tag', 'github_release'] as const;
export type ReleaseSource = (typeof RELEASE_SOURCES)[number];

/**
 * A version of a project's code (docs/product-rules.md#releases). A license is entitled to the
 * releases whose `coalesce(backdatedTo, publishedAt)` is at most its `updatesUntil` (null:
 * every release). A yanked release leaves new lists and downloads; its row stays for the
 * holders' history.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Semantic version without a leading `v` (1.2.0, 2.0.0-beta.1). */
    version: text().notNull(),
    /** Markdown as the author wrote it; rendered and sanitized where it is shown. */
    notes: text().notNull().default(''),
    source: text({ enum: RELEASE_SOURCES }).notNull(),
    /** The GitHub tag the file was archived from (github_tag, github_release). */
    githubTag: text(),
    /** GitHub's id of a synced release, so a sync adds it once. */
    githubReleaseId: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A security fix may reach licenses whose updates ended before it: it counts from here. */
    backdatedTo: timestamp({ withTimezone: true }),
    yankedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('releases_project_version_idx').on(t.projectId, t.version),
    uniqueIndex('releases_github_release_idx')
      .on(t.projectId, t.githubReleaseId)
      .where(sql`${t.githubReleaseId} is not null`),
    index('releases_project_published_idx').on(t.projectId, t.publishedAt.desc()),
  ],
);

/** The files of a release, stored under DATA_DIR/releases or in S3 (never public URLs). */
export const releaseFiles = pgTable(
  'release_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    releaseId: uuid()
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** What the buyer's download is called (`<project>-<version>.zip`). */
    name: text().notNull(),
    /** The name in release storage: the content's SHA-256 and its extension. */
    storageKey: text().notNull(),
    format: text({ enum: ['zip', 'tar.gz'] }).notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_files_release_idx').on(t.releaseId)],
);

/** Holders who asked for no more release mails of a project (one-click unsubscribe). */
export const releaseMailOptOuts = pgTable(
  'release_mail_opt_outs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/**
 * One row per paid renewal of a license's updates: the payment it came from (unique, so a
 * payment extends once) and the term before and after.
 */
export const licenseRenewals = pgTable(
  'license_renewals',
  {
    id: uuid().primaryKey().defaultRandom(),
    licenseId: uuid()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    /** The payment reference of the renewal's checkout line (its intent, or `<intent>:<n>`). */
    paymentReference: text().notNull().unique(),
    previousUntil: timestamp({ withTimezone: true }),
    updatesUntil: timestamp({ withTimezone: true }).notNull(),
    totalCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('license_renewals_license_idx').on(t.licenseId, t.createdAt)],
);
