import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { projects, type StoredProjectMedia } from '../../db/schema';

export interface MediaOwnerRow {
  authorId: string;
  media: StoredProjectMedia;
}

function createMediaQueries(db: Db) {
  return {
    async find(projectId: string): Promise<MediaOwnerRow | null> {
      const [row] = await db
        .select({ authorId: projects.authorId, media: projects.media })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row ?? null;
    },

    /** The project's media, locked until the transaction ends (writes of one project queue). */
    async lock(projectId: string): Promise<MediaOwnerRow | null> {
      const [row] = await db
        .select({ authorId: projects.authorId, media: projects.media })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('update');
      return row ?? null;
    },

    async save(projectId: string, media: StoredProjectMedia): Promise<void> {
      await db
        .update(projects)
        .set({ media, updatedAt: new Date() })
        .where(eq(projects.id, projectId));
    },
  };
}

export type MediaQueries = ReturnType<typeof createMediaQueries>;

export function createMediaRepository(db: Db) {
  return {
    ...createMediaQueries(db),
    /** Runs `fn` in one transaction, with the queries bound to it. */
    transaction<T>(fn: (tx: MediaQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(createMediaQueries(tx as unknown as Db)));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
