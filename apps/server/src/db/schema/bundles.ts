import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { projects } from './projects';
import { users } from './users';

/**
 * A seller's bundle of 2 to 20 of their projects at one price (docs/product-rules.md#bundles).
 * `projectCount` is how many projects the seller put in: a project deleted since takes its
 * `bundle_projects` row with it, and fewer rows than that count leave the bundle unavailable
 * until the seller edits it.
 */
export const bundles = pgTable(
  'bundles',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    projectCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('bundles_seller_idx').on(t.sellerId, t.createdAt.desc())],
);

/** The projects of a bundle, in the seller's order (`position` from 0). */
export const bundleProjects = pgTable(
  'bundle_projects',
  {
    bundleId: uuid()
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.projectId] }),
    // A project page lists the bundles that contain it.
    index('bundle_projects_project_idx').on(t.projectId),
  ],
);
