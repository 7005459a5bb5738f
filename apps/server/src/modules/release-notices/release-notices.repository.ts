import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  licenses,
  projects,
  releaseFiles,
  releaseMailOptOuts,
  releases,
  users,
} from '../../db/schema';

/** A release as its notices need it: its project's title, status and author with it. */
export interface NoticeReleaseRow {
  id: string;
  projectId: string;
  version: string;
  notes: string;
  publishedAt: Date;
  backdatedTo: Date | null;
  yankedAt: Date | null;
  projectTitle: string;
  projectStatus: 'draft' | 'published';
  authorId: string;
}

export interface NoticeFileRow {
  releaseId: string;
  name: string;
  sizeBytes: number;
  sha256: string;
}

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

export interface ChangelogReleaseRow {
  id: string;
  version: string;
  notes: string;
  publishedAt: Date;
}

const releaseColumns = {
  id: releases.id,
  projectId: releases.projectId,
  version: releases.version,
  notes: releases.notes,
  publishedAt: releases.publishedAt,
  backdatedTo: releases.backdatedTo,
  yankedAt: releases.yankedAt,
  projectTitle: projects.title,
  projectStatus: projects.status,
  authorId: projects.authorId,
};

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
    async release(id: string): Promise<NoticeReleaseRow | null> {
      const [row] = await db
        .select(releaseColumns)
        .from(releases)
        .innerJoin(projects, eq(projects.id, releases.projectId))
        .where(eq(releases.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The files of these releases, by name. */
    files(releaseIds: string[]): Promise<NoticeFileRow[]> {
      if (releaseIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          releaseId: releaseFiles.releaseId,
          name: releaseFiles.name,
          sizeBytes: releaseFiles.sizeBytes,
          sha256: releaseFiles.sha256,
        })
        .from(releaseFiles)
        .where(inArray(releaseFiles.releaseId, releaseIds))
        .orderBy(asc(releaseFiles.name), asc(releaseFiles.createdAt));
    },

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

    /** The project's releases that are not yanked, newest first (releases_project_published_idx). */
    changelog(projectId: string, limit: number): Promise<ChangelogReleaseRow[]> {
      return db
        .select({
          id: releases.id,
          version: releases.version,
          notes: releases.notes,
          publishedAt: releases.publishedAt,
        })
        .from(releases)
        .where(and(eq(releases.projectId, projectId), isNull(releases.yankedAt)))
        .orderBy(desc(releases.publishedAt), desc(releases.createdAt))
        .limit(limit);
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
