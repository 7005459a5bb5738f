import { and, asc, count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { projects, users } from '../../db/schema';

export interface PublicUserRow {
  id: string;
  username: string;
  profileImage: string | null;
  reputation: number;
  createdAt: Date;
  githubUsername: string | null;
  website: string | null;
  displayName: string | null;
  bio: string | null;
}

export interface AuthorTotals {
  projectsCount: number;
  totalViews: number;
  totalDownloads: number;
  totalStars: number;
}

const published = (authorId: string) =>
  and(eq(projects.authorId, authorId), eq(projects.status, 'published'));

export function createUsersRepository(db: Db) {
  return {
    /**
     * Public columns only: never email, role, password hash or tokens. By id, or by username
     * in any letter case (users_username_lower_idx keeps it unique and indexed).
     */
    async findPublic(key: { id: string } | { username: string }): Promise<PublicUserRow | null> {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          profileImage: users.profileImage,
          reputation: users.reputation,
          createdAt: users.createdAt,
          githubUsername: users.githubUsername,
          website: users.website,
          displayName: users.displayName,
          bio: users.bio,
        })
        .from(users)
        .where(
          'id' in key
            ? eq(users.id, key.id)
            : eq(sql`lower(${users.username})`, key.username.toLowerCase()),
        )
        .limit(1);
      return row ?? null;
    },

    /** Sums over the author's published projects. */
    async totals(authorId: string): Promise<AuthorTotals> {
      const [row] = await db
        .select({
          projectsCount: count(),
          totalViews: sql<number>`coalesce(sum(${projects.views}), 0)::int`,
          totalDownloads: sql<number>`coalesce(sum(${projects.downloads}), 0)::int`,
          totalStars: sql<number>`coalesce(sum(${projects.stars}), 0)::int`,
        })
        .from(projects)
        .where(published(authorId));
      return {
        projectsCount: row?.projectsCount ?? 0,
        totalViews: Number(row?.totalViews ?? 0),
        totalDownloads: Number(row?.totalDownloads ?? 0),
        totalStars: Number(row?.totalStars ?? 0),
      };
    },

    async topCategories(
      authorId: string,
      limit: number,
    ): Promise<{ category: string; count: number }[]> {
      const n = count();
      return db
        .select({ category: projects.category, count: n })
        .from(projects)
        .where(published(authorId))
        .groupBy(projects.category)
        .orderBy(desc(n), asc(projects.category))
        .limit(limit);
    },

    /** Tags counted case-insensitively; each shown as its first spelling alphabetically. */
    async topTags(authorId: string, limit: number): Promise<{ tag: string; count: number }[]> {
      const result = await db.execute(sql`
        select min(t collate "C") as tag, count(*)::int as count
        from ${projects}, unnest(${projects.tags}) as t
        where ${projects.authorId} = ${authorId} and ${projects.status} = 'published'
        group by lower(t)
        order by count(*) desc, lower(t) collate "C" asc
        limit ${limit}`);
      return (result as unknown as { rows: { tag: string; count: number }[] }).rows.map((r) => ({
        tag: r.tag,
        count: Number(r.count),
      }));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
