import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { licenses } from './licenses';
import { projects } from './projects';
import { releaseFiles } from './releases';
import { users } from './users';

/**
 * One row per download link a license holder asked for (docs/license-keys.md#downloads): the
 * log of downloads, the count behind the daily limit, and what a link may fetch. A link is
 * used once (`servedAt`).
 */
export const licenseDownloads = pgTable(
  'license_downloads',
  {
    id: uuid().primaryKey().defaultRandom(),
    licenseId: uuid()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Who asked for the link (the holder). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Branch or tag; null: the repository's default branch. */
    ref: text(),
    format: text({ enum: ['zip', 'tar.gz'] }).notNull(),
    /** A release file to serve from release storage; null: the repository from GitHub. */
    releaseFileId: uuid().references(() => releaseFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the archive started streaming; a link is served once. */
    servedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('license_downloads_license_idx').on(t.licenseId, t.createdAt)],
);
