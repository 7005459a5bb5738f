import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  licenseDownloads,
  licenses,
  projects,
  releaseFiles,
  releases,
  users,
  type ReleaseSource,
} from '../../db/schema';

/** A project as releases need it: who may publish, where its code is on GitHub. */
export interface ReleaseProjectRow {
  id: string;
  title: string;
  authorId: string;
  status: 'draft' | 'published';
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
}

export interface ReleaseFileRow {
  id: string;
  releaseId: string;
  name: string;
  storageKey: string;
  format: 'zip' | 'tar.gz';
  sizeBytes: number;
  sha256: string;
}

export interface ReleaseRow {
  id: string;
  projectId: string;
  version: string;
  notes: string;
  source: ReleaseSource;
  githubTag: string | null;
  githubReleaseId: string | null;
  publishedAt: Date;
  backdatedTo: Date | null;
  yankedAt: Date | null;
}

export type ReleaseWithFiles = ReleaseRow & { files: ReleaseFileRow[] };

/** The viewer's active license of a project: the one they download with. */
export interface ViewerLicenseRow {
  id: string;
  kind: 'free' | 'paid';
  updatesUntil: Date | null;
}

export interface NewRelease {
  projectId: string;
  version: string;
  notes: string;
  source: ReleaseSource;
  githubTag: string | null;
  githubReleaseId: string | null;
  publishedAt: Date;
  backdatedTo: Date | null;
  createdBy: string | null;
}

export interface NewReleaseFile {
  name: string;
  storageKey: string;
  format: 'zip' | 'tar.gz';
  sizeBytes: number;
  sha256: string;
}

const projectColumns = {
  id: projects.id,
  title: projects.title,
  authorId: projects.authorId,
  status: projects.status,
  freeRepoUrl: projects.freeRepoUrl,
  paidRepoUrl: projects.paidRepoUrl,
};

const releaseColumns = {
  id: releases.id,
  projectId: releases.projectId,
  version: releases.version,
  notes: releases.notes,
  source: releases.source,
  githubTag: releases.githubTag,
  githubReleaseId: releases.githubReleaseId,
  publishedAt: releases.publishedAt,
  backdatedTo: releases.backdatedTo,
  yankedAt: releases.yankedAt,
};

const fileColumns = {
  id: releaseFiles.id,
  releaseId: releaseFiles.releaseId,
  name: releaseFiles.name,
  storageKey: releaseFiles.storageKey,
  format: releaseFiles.format,
  sizeBytes: releaseFiles.sizeBytes,
  sha256: releaseFiles.sha256,
};

/** Newest first; releases published at the same moment by version text, for a stable order. */
const newestFirst = [desc(releases.publishedAt), desc(releases.version)];

/** Releases, their files, and the reads of licenses and downloads their lists need. */
export function createReleasesRepository(db: Db) {
  async function withFiles(rows: ReleaseRow[], tx: Db = db): Promise<ReleaseWithFiles[]> {
    if (rows.length === 0) return [];
    const files = await tx
      .select(fileColumns)
      .from(releaseFiles)
      .where(
        inArray(
          releaseFiles.releaseId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(releaseFiles.createdAt), asc(releaseFiles.name));
    return rows.map((r) => ({ ...r, files: files.filter((f) => f.releaseId === r.id) }));
  }

  return {
    /** Runs `work` in one transaction; repository calls given the `tx` take part in it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async project(projectId: string): Promise<ReleaseProjectRow | null> {
      const [row] = await db
        .select(projectColumns)
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row ?? null;
    },

    async activeLicense(projectId: string, userId: string): Promise<ViewerLicenseRow | null> {
      const [row] = await db
        .select({ id: licenses.id, kind: licenses.kind, updatesUntil: licenses.updatesUntil })
        .from(licenses)
        .where(
          and(
            eq(licenses.projectId, projectId),
            eq(licenses.buyerId, userId),
            eq(licenses.status, 'active'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The release files the user's licenses of the project downloaded (served links). */
    async downloadedFileIds(projectId: string, userId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ fileId: licenseDownloads.releaseFileId })
        .from(licenseDownloads)
        .innerJoin(licenses, eq(licenses.id, licenseDownloads.licenseId))
        .where(
          and(
            eq(licenseDownloads.projectId, projectId),
            eq(licenses.buyerId, userId),
            isNotNull(licenseDownloads.releaseFileId),
            isNotNull(licenseDownloads.servedAt),
          ),
        );
      return new Set(rows.map((r) => r.fileId!));
    },

    /** The project's releases with their files, newest first; yanked ones only when asked. */
    async releasesOf(
      projectId: string,
      opts: { yanked: boolean } = { yanked: false },
    ): Promise<ReleaseWithFiles[]> {
      const rows = await db
        .select(releaseColumns)
        .from(releases)
        .where(
          and(
            eq(releases.projectId, projectId),
            opts.yanked ? undefined : isNull(releases.yankedAt),
          ),
        )
        .orderBy(...newestFirst);
      return withFiles(rows);
    },

    async releaseById(projectId: string, releaseId: string): Promise<ReleaseWithFiles | null> {
      const rows = await db
        .select(releaseColumns)
        .from(releases)
        .where(and(eq(releases.projectId, projectId), eq(releases.id, releaseId)))
        .limit(1);
      return (await withFiles(rows))[0] ?? null;
    },

    /** A release by id alone, with its project's title (effects of `release.published`). */
    async releaseWithProject(releaseId: string) {
      const [row] = await db
        .select({
          ...releaseColumns,
          projectTitle: projects.title,
          projectStatus: projects.status,
          authorId: projects.authorId,
        })
        .from(releases)
        .innerJoin(projects, eq(projects.id, releases.projectId))
        .where(eq(releases.id, releaseId))
        .limit(1);
      if (!row) return null;
      const [withFilesRow] = await withFiles([row]);
      return { ...row, files: withFilesRow!.files };
    },

    async releaseByVersion(projectId: string, version: string): Promise<ReleaseWithFiles | null> {
      const rows = await db
        .select(releaseColumns)
        .from(releases)
        .where(and(eq(releases.projectId, projectId), eq(releases.version, version)))
        .limit(1);
      return (await withFiles(rows))[0] ?? null;
    },

    /** The versions and GitHub release ids the project already has (yanked ones included). */
    async known(projectId: string): Promise<{ versions: Set<string>; githubIds: Set<string> }> {
      const rows = await db
        .select({ version: releases.version, githubReleaseId: releases.githubReleaseId })
        .from(releases)
        .where(eq(releases.projectId, projectId));
      return {
        versions: new Set(rows.map((r) => r.version)),
        githubIds: new Set(rows.flatMap((r) => (r.githubReleaseId ? [r.githubReleaseId] : []))),
      };
    },

    /**
     * Serialises the publications of one project (two syncs, or uploads of one version, at
     * once) until the transaction ends; the unique indexes stay the last word.
     */
    async lockProject(projectId: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`releases:${projectId}`}))`);
    },

    /**
     * Serialises the use and the removal of one stored file until the transaction ends: a file
     * is removed only when no row names it, and a row is added only while the file exists.
     */
    async lockStorageKey(storageKey: string, tx: Db): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`release-file:${storageKey}`}))`,
      );
    },

    /** What already holds the version or the GitHub release, if anything. */
    async conflict(
      projectId: string,
      version: string,
      githubReleaseId: string | null,
      tx: Db,
    ): Promise<'version' | 'github_release' | null> {
      const [row] = await tx
        .select({ version: releases.version, githubReleaseId: releases.githubReleaseId })
        .from(releases)
        .where(
          and(
            eq(releases.projectId, projectId),
            githubReleaseId
              ? or(eq(releases.version, version), eq(releases.githubReleaseId, githubReleaseId))
              : eq(releases.version, version),
          ),
        )
        .limit(1);
      if (!row) return null;
      return githubReleaseId && row.githubReleaseId === githubReleaseId
        ? 'github_release'
        : 'version';
    },

    async insert(release: NewRelease, file: NewReleaseFile, tx: Db): Promise<string> {
      const [row] = await tx.insert(releases).values(release).returning({ id: releases.id });
      await tx.insert(releaseFiles).values({ ...file, releaseId: row!.id });
      return row!.id;
    },

    async storageKeyInUse(storageKey: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: releaseFiles.id })
        .from(releaseFiles)
        .where(eq(releaseFiles.storageKey, storageKey))
        .limit(1);
      return row !== undefined;
    },

    /** Marks the release yanked (once: a yanked release keeps its first date). */
    async yank(projectId: string, releaseId: string, at: Date): Promise<void> {
      await db
        .update(releases)
        .set({ yankedAt: at })
        .where(
          and(
            eq(releases.projectId, projectId),
            eq(releases.id, releaseId),
            isNull(releases.yankedAt),
          ),
        );
    },

    /** A release file with its release, for a download. */
    async file(fileId: string) {
      const [row] = await db
        .select({
          ...fileColumns,
          version: releases.version,
          projectId: releases.projectId,
          yankedAt: releases.yankedAt,
        })
        .from(releaseFiles)
        .innerJoin(releases, eq(releases.id, releaseFiles.releaseId))
        .where(eq(releaseFiles.id, fileId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Projects whose releases come from GitHub on their own: a repository URL and an author
     * with a connected GitHub account.
     */
    async syncedProjects(): Promise<string[]> {
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(
          and(
            isNotNull(users.githubTokenEncrypted),
            or(isNotNull(projects.paidRepoUrl), isNotNull(projects.freeRepoUrl)),
          ),
        )
        .orderBy(asc(projects.createdAt));
      return rows.map((r) => r.id);
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;
