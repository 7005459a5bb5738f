import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { projects, users } from '../../db/schema';

export interface SandboxProjectRow {
  id: string;
  title: string;
  status: 'draft' | 'published';
  demoUrl: string | null;
  authorId: string;
  authorUsername: string;
  authorDisplayName: string | null;
}

export function createSandboxRepository(db: Db) {
  return {
    /** The few columns the demo page shows; the caller checks the status. */
    async findProject(id: string): Promise<SandboxProjectRow | null> {
      const [row] = await db
        .select({
          id: projects.id,
          title: projects.title,
          status: projects.status,
          demoUrl: projects.demoUrl,
          authorId: projects.authorId,
          authorUsername: users.username,
          authorDisplayName: users.displayName,
        })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(eq(projects.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
