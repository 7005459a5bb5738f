import { asc, count, countDistinct, eq, max } from 'drizzle-orm';

import type { Db } from '../db/client';
import { projects, users } from '../db/schema';

const published = eq(projects.status, 'published');

/** Read-only queries of projects and authors for /sitemap.xml. */
export function createSitemapRepository(db: Db) {
  return {
    async projectStats() {
      const [row] = await db
        .select({
          projects: count(),
          authors: countDistinct(projects.authorId),
          lastmod: max(projects.updatedAt),
        })
        .from(projects)
        .where(published);
      return {
        projects: row?.projects ?? 0,
        authors: row?.authors ?? 0,
        lastmod: row?.lastmod ?? null,
      };
    },

    projectEntries(offset: number, limit: number) {
      return db
        .select({ id: projects.id, updatedAt: projects.updatedAt })
        .from(projects)
        .where(published)
        .orderBy(asc(projects.id))
        .limit(limit)
        .offset(offset);
    },

    /** Authors with at least one published project; lastmod is their latest project change. */
    authorEntries(offset: number, limit: number) {
      return db
        .select({ id: users.id, username: users.username, updatedAt: max(projects.updatedAt) })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(published)
        .groupBy(users.id, users.username)
        .orderBy(asc(users.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
