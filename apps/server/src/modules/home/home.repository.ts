import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { projectSelection } from '../../db/project-selection';
import { projects, users } from '../../db/schema';
import type { ProjectRow } from '../projects/projects.repository';

/** The home page's queries: its featured project and the marketplace's counts. */
export function createHomeRepository(db: Db) {
  const published = () =>
    db.select(projectSelection).from(projects).innerJoin(users, eq(users.id, projects.authorId));

  return {
    /** The published project an admin featured last. */
    async featured(): Promise<ProjectRow | null> {
      const [row] = await published()
        .where(and(eq(projects.status, 'published'), isNotNull(projects.featuredAt)))
        .orderBy(desc(projects.featuredAt), desc(projects.id))
        .limit(1);
      return (row as ProjectRow | undefined) ?? null;
    },

    /** The most viewed published project (ties: the newest id). */
    async mostViewed(): Promise<ProjectRow | null> {
      const [row] = await published()
        .where(eq(projects.status, 'published'))
        .orderBy(desc(projects.views), desc(projects.id))
        .limit(1);
      return (row as ProjectRow | undefined) ?? null;
    },

    /**
     * Published projects, developers with a published project, and what sellers earned on
     * sales that stand (active paid licenses: the sum of every seller's total earnings).
     */
    async stats(): Promise<{ projects: number; developers: number; sellerCents: number }> {
      const result = await db.execute(sql`
        select
          (select count(*)::int from projects where status = 'published') as projects,
          (select count(distinct author_id)::int from projects where status = 'published') as developers,
          (select coalesce(sum(seller_cents), 0)::bigint from licenses
            where kind = 'paid' and status = 'active') as seller_cents`);
      const [row] = (result as unknown as { rows: Record<string, string | number>[] }).rows;
      return {
        projects: Number(row?.projects ?? 0),
        developers: Number(row?.developers ?? 0),
        sellerCents: Number(row?.seller_cents ?? 0),
      };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
