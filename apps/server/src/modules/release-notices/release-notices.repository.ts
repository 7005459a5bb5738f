import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { licenses, projects, releaseMailOptOuts, users } from '../../db/schema';

/** The holder of an active license of a project, as a release mail needs them. */
export interface HolderRow {
  licenseId: string;
  userId: string;
  email: string;
  username: string;
  updatesUntil: Date | null;
  optedOut: boolean;
}

/** A published project as its changelog shows it. */
export interface ChangelogProjectRow {
  id: string;
  title: string;
  publishedAt: Date | null;
  updatedAt: Date;
  authorUsername: string;
  authorDisplayName: string | null;
}

const holderColumns = {
  licenseId: licenses.id,
  userId: users.id,
  email: users.email,
  username: users.username,
  updatesUntil: licenses.updatesUntil,
  optedOut: sql<boolean>`${releaseMailOptOuts.userId} is not null`,
};

/** Queries of release notices and the changelog (release mails, opt-outs, webhooks, feed). */
export function createReleaseNoticesRepository(db: Db) {
  /**
   * Active licenses of the project (only `userId`'s when given), except its author's own, with
   * their holders' opt-outs.
   */
  const holdersOf = (projectId: string, userId?: string) =>
    db
      .select(holderColumns)
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .innerJoin(users, eq(users.id, licenses.buyerId))
      .leftJoin(
        releaseMailOptOuts,
        and(
          eq(releaseMailOptOuts.userId, licenses.buyerId),
          eq(releaseMailOptOuts.projectId, licenses.projectId),
        ),
      )
      .where(
        and(
          eq(licenses.projectId, projectId),
          eq(licenses.status, 'active'),
          ne(licenses.buyerId, projects.authorId),
          userId === undefined ? undefined : eq(licenses.buyerId, userId),
        ),
      );

  return {
    /** Holders of an active license of the project, in a stable order (by user id). */
    holders(projectId: string): Promise<HolderRow[]> {
      return holdersOf(projectId).orderBy(asc(users.id));
    },

    /** One user's active license of the project, with their opt-out; null when they hold none. */
    async holder(projectId: string, userId: string): Promise<HolderRow | null> {
      const [row] = await holdersOf(projectId, userId).limit(1);
      return row ?? null;
    },

    async project(
      id: string,
    ): Promise<{ id: string; title: string; status: 'draft' | 'published' } | null> {
      const [row] = await db
        .select({ id: projects.id, title: projects.title, status: projects.status })
        .from(projects)
        .where(eq(projects.id, id))
        .limit(1);
      return row ?? null;
    },

    async publishedProject(id: string): Promise<ChangelogProjectRow | null> {
      const [row] = await db
        .select({
          id: projects.id,
          title: projects.title,
          publishedAt: projects.publishedAt,
          updatedAt: projects.updatedAt,
          authorUsername: users.username,
          authorDisplayName: users.displayName,
        })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(and(eq(projects.id, id), eq(projects.status, 'published')))
        .limit(1);
      return row ?? null;
    },

    async isOptedOut(userId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: releaseMailOptOuts.userId })
        .from(releaseMailOptOuts)
        .where(
          and(eq(releaseMailOptOuts.userId, userId), eq(releaseMailOptOuts.projectId, projectId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the opt-out (once: a second one changes nothing). A user or project deleted
     * since the link was mailed records nothing, rather than failing on the foreign keys.
     */
    async optOut(userId: string, projectId: string): Promise<void> {
      await db.execute(sql`
        insert into ${releaseMailOptOuts} (user_id, project_id)
        select u.id, p.id from ${users} u, ${projects} p
        where u.id = ${userId} and p.id = ${projectId}
        on conflict do nothing`);
    },

    async optIn(userId: string, projectId: string): Promise<void> {
      await db
        .delete(releaseMailOptOuts)
        .where(
          and(eq(releaseMailOptOuts.userId, userId), eq(releaseMailOptOuts.projectId, projectId)),
        );
    },

    /** Runs `work` in one transaction; repository calls given the `tx` take part in it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

export type ReleaseNoticesRepository = ReturnType<typeof createReleaseNoticesRepository>;
