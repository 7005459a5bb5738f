import {
  isEntitledToRelease,
  isPrerelease,
  isSemver,
  latestRelease as latestOf,
  updatesStanding,
  RELEASE_MESSAGES as M,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isUuid } from '../../lib/ids';
import type { ReleaseFileRow, ReleasesRepository, ReleaseWithFiles } from './releases.repository';

/** A release as other modules read it (app.releases.list, latest, …). */
export interface ReleaseInfo {
  id: string;
  version: string;
  /** Markdown as written. */
  notes: string;
  publishedAt: Date;
  backdatedTo: Date | null;
  /** A pre-release (1.4.0-beta.1) is listed but never offered as the latest. */
  prerelease: boolean;
  files: { name: string; size: number; sha256: string }[];
}

/** A release file to download, with its release's version. */
export interface DownloadableFile {
  id: string;
  name: string;
  storageKey: string;
  format: 'zip' | 'tar.gz';
  size: number;
  sha256: string;
  version: string;
}

const toInfo = (r: ReleaseWithFiles): ReleaseInfo => ({
  id: r.id,
  version: r.version,
  notes: r.notes,
  publishedAt: r.publishedAt,
  backdatedTo: r.backdatedTo,
  prerelease: isPrerelease(r.version),
  files: r.files.map((f) => ({ name: f.name, size: f.sizeBytes, sha256: f.sha256 })),
});

export const toDownloadable = (f: ReleaseFileRow, version: string): DownloadableFile => ({
  id: f.id,
  name: f.name,
  storageKey: f.storageKey,
  format: f.format,
  size: f.sizeBytes,
  sha256: f.sha256,
  version,
});

/** The file of a release in the format asked for, else its first. */
export const pickFile = (r: ReleaseWithFiles, format?: 'zip' | 'tar.gz') =>
  r.files.find((f) => f.format === format) ?? r.files[0] ?? null;

/**
 * What other modules read of releases (docs/product-rules.md#releases): the file a license
 * downloads, and the latest, entitled and missed releases of a project. Yanked releases are left
 * out of all of it but `get` and `file`.
 */
export function createReleaseReads(repo: ReleasesRepository) {
  const nonYanked = async (projectId: string) =>
    isUuid(projectId) ? repo.releasesOf(projectId) : [];

  return {
    /**
     * The file a license downloads (modules/downloads): the release `version` (404 unknown,
     * 410 yanked, 403 after the term), or with no version the latest release the term reaches
     * (null when there is none: the repository is downloaded instead).
     */
    async fileForLicense(
      license: { projectId: string; updatesUntil: Date | null },
      version: string | null,
      format?: 'zip' | 'tar.gz',
    ): Promise<DownloadableFile | null> {
      if (version === null) {
        const rows = (await repo.releasesOf(license.projectId)).filter((r) => r.files.length > 0);
        const latest = updatesStanding(rows, license.updatesUntil).latestEntitled;
        const file = latest && pickFile(latest, format);
        return latest && file ? toDownloadable(file, latest.version) : null;
      }
      const row = isSemver(version)
        ? await repo.releaseByVersion(license.projectId, version)
        : null;
      const file = row && pickFile(row, format);
      if (!row || !file) throw httpErrors.notFound(M.releaseNotFound);
      if (row.yankedAt) throw httpErrors.gone(M.releaseYanked);
      if (!isEntitledToRelease(license.updatesUntil, row)) {
        throw httpErrors.forbidden(M.notEntitled);
      }
      return toDownloadable(file, row.version);
    },

    /** A release file by id with its release's state (a download link being served). */
    async file(fileId: string) {
      const row = await repo.file(fileId);
      return row && { ...toDownloadable(row, row.version), yanked: row.yankedAt !== null };
    },

    /** The project's releases, newest first. */
    async list(projectId: string): Promise<ReleaseInfo[]> {
      return (await nonYanked(projectId)).map(toInfo);
    },

    /** The latest release (the highest version that is not a pre-release). */
    async latest(projectId: string): Promise<ReleaseInfo | null> {
      const latest = latestOf(await nonYanked(projectId));
      return latest && toInfo(latest);
    },

    /** One release with its project (the effects of `release.published`); yanked ones too. */
    async get(releaseId: string) {
      const row = isUuid(releaseId) ? await repo.releaseWithProject(releaseId) : null;
      if (!row) return null;
      return {
        ...toInfo(row),
        projectId: row.projectId,
        projectTitle: row.projectTitle,
        projectStatus: row.projectStatus,
        authorId: row.authorId,
        yanked: row.yankedAt !== null,
      };
    },
  };
}
