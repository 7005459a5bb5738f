import {
  RELEASE_MESSAGES as M,
  type ArchivesAvailability,
  type ProjectReleasesResponse,
  type ReleaseResponse,
  type SyncReleasesResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { ReleaseStorage } from '../../integrations/media/release-storage';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { discardIncoming, type IncomingFile } from './release-files';
import type { ReleasePublisher } from './release-publisher';
import {
  createReleaseReads,
  pickFile,
  toDownloadable,
  type DownloadableFile,
} from './release-reads';
import { repositoryOf, type GitHubReleases } from './releases-github';
import { toProjectRelease, type ReleaseViewer } from './releases.mapper';
import type {
  ReleaseProjectRow,
  ReleasesRepository,
  ViewerLicenseRow,
} from './releases.repository';

/** The fields of a new release, parsed (POST /projects/{id}/releases). */
export interface ReleaseFields {
  version: string;
  notes: string;
  backdatedTo?: string;
}

export interface ReleasesServiceDeps {
  storage: ReleaseStorage;
  publisher: ReleasePublisher;
  github: GitHubReleases;
  /** Whether this server has GitHub (the `archives` answer of the list). */
  githubConfigured: () => boolean;
  onChange: () => Promise<void>;
  clock: () => Date;
}

/**
 * Releases of projects (docs/product-rules.md#releases): the author publishes (an upload or a
 * GitHub tag), syncs from GitHub and yanks; everyone lists; holders download what their term
 * of updates reaches.
 */
export function createReleasesService(repo: ReleasesRepository, deps: ReleasesServiceDeps) {
  const { publisher, github, clock } = deps;

  /** The project, when `user` is its author: 404 for a missing (or someone's draft), else 403. */
  async function authorsProject(user: AuthUser, projectId: string): Promise<ReleaseProjectRow> {
    const project = isUuid(projectId) ? await repo.project(projectId) : null;
    if (!project) throw httpErrors.notFound(M.projectNotFound);
    if (project.authorId !== user.id) {
      if (project.status !== 'published') throw httpErrors.notFound(M.projectNotFound);
      throw httpErrors.forbidden(M.notAuthor);
    }
    return project;
  }

  /** A backdating date: a valid moment before now. */
  function backdated(value: string | undefined): Date | null {
    if (value === undefined) return null;
    const at = new Date(value);
    if (Number.isNaN(at.getTime()) || at.getTime() >= clock().getTime()) {
      throw httpErrors.badRequest(M.backdatedInvalid);
    }
    return at;
  }

  async function assertVersionFree(projectId: string, version: string): Promise<void> {
    if (await repo.releaseByVersion(projectId, version)) throw httpErrors.conflict(M.versionTaken);
  }

  async function authorRelease(projectId: string, releaseId: string): Promise<ReleaseResponse> {
    const row = isUuid(releaseId) ? await repo.releaseById(projectId, releaseId) : null;
    if (!row) throw httpErrors.notFound(M.releaseNotFound);
    return { release: toProjectRelease(row, { kind: 'author' }) };
  }

  async function publishFile(
    project: ReleaseProjectRow,
    user: AuthUser,
    fields: ReleaseFields & { githubTag: string | null },
    incoming: IncomingFile,
  ): Promise<ReleaseResponse> {
    const outcome = await publisher.publish(
      project,
      {
        projectId: project.id,
        version: fields.version,
        notes: fields.notes,
        source: fields.githubTag ? 'github_tag' : 'upload',
        githubTag: fields.githubTag,
        githubReleaseId: null,
        publishedAt: clock(),
        backdatedTo: backdated(fields.backdatedTo),
        createdBy: user.id,
      },
      incoming,
    );
    if (outcome.kind !== 'published') throw httpErrors.conflict(M.versionTaken);
    return authorRelease(project.id, outcome.id);
  }

  function archivesOf(
    project: ReleaseProjectRow,
    license: ViewerLicenseRow | null,
  ): ArchivesAvailability {
    const url =
      license?.kind === 'free'
        ? (project.freeRepoUrl ?? project.paidRepoUrl)
        : repositoryOf(project);
    if (!url) return 'no_repository';
    return deps.githubConfigured() ? 'available' : 'github_not_configured';
  }

  return {
    ...createReleaseReads(repo),

    /** Where uploads are written while they arrive. */
    incomingDir: deps.storage.incomingDir,

    /** Refuses anyone but the author before an upload is read (its bytes are not stored). */
    async assertAuthor(user: AuthUser, projectId: string): Promise<void> {
      await authorsProject(user, projectId);
    },

    /** POST /projects/{id}/releases (multipart): the uploaded file, arrived in full. */
    async publishUpload(
      user: AuthUser,
      projectId: string,
      fields: ReleaseFields,
      incoming: IncomingFile,
    ): Promise<ReleaseResponse> {
      try {
        const project = await authorsProject(user, projectId);
        backdated(fields.backdatedTo);
        await assertVersionFree(project.id, fields.version);
        return await publishFile(project, user, { ...fields, githubTag: null }, incoming);
      } finally {
        await discardIncoming(incoming);
      }
    },

    /** POST /projects/{id}/releases (JSON): a tag of the project's GitHub repository. */
    async publishTag(
      user: AuthUser,
      projectId: string,
      fields: ReleaseFields & { githubTag: string },
    ): Promise<ReleaseResponse> {
      const project = await authorsProject(user, projectId);
      backdated(fields.backdatedTo);
      await assertVersionFree(project.id, fields.version);
      const incoming = await github.tagArchive(project, fields.githubTag);
      return publishFile(project, user, fields, incoming);
    },

    /** POST /projects/{id}/releases/sync: "Sync now". */
    async syncNow(user: AuthUser, projectId: string): Promise<SyncReleasesResponse> {
      const project = await authorsProject(user, projectId);
      const { added, skipped } = await github.sync(project);
      const rows = await repo.releasesOf(project.id, { yanked: true });
      return {
        added,
        skipped,
        releases: rows.map((r) => toProjectRelease(r, { kind: 'author' })),
      };
    },

    /** The scheduled sync of one project (a job): nothing when it went away. */
    async syncProject(projectId: string): Promise<{ added: string[]; skipped: string[] }> {
      const project = await repo.project(projectId);
      if (!project) return { added: [], skipped: [] };
      return github.sync(project);
    },

    /** The projects the scheduled sync visits. */
    syncedProjects: () => repo.syncedProjects(),

    /** DELETE /projects/{id}/releases/{releaseId}: yanks it (again: nothing changes). */
    async yank(user: AuthUser, projectId: string, releaseId: string): Promise<ReleaseResponse> {
      const project = await authorsProject(user, projectId);
      const row = isUuid(releaseId) ? await repo.releaseById(project.id, releaseId) : null;
      if (!row) throw httpErrors.notFound(M.releaseNotFound);
      if (!row.yankedAt) {
        await repo.yank(project.id, row.id, clock());
        await deps.onChange();
      }
      return authorRelease(project.id, row.id);
    },

    /**
     * GET /projects/{id}/releases for every visitor. Yanked releases are shown to the author,
     * and to a holder who downloaded them (their history); a project that is not published
     * answers its author and its holders alone.
     */
    async listFor(viewer: AuthUser | null, projectId: string): Promise<ProjectReleasesResponse> {
      const project = isUuid(projectId) ? await repo.project(projectId) : null;
      if (!project) throw httpErrors.notFound(M.projectNotFound);
      const isAuthor = viewer?.id === project.authorId;
      const license = viewer && !isAuthor ? await repo.activeLicense(project.id, viewer.id) : null;
      if (project.status !== 'published' && !isAuthor && !license) {
        throw httpErrors.notFound(M.projectNotFound);
      }
      const rows = await repo.releasesOf(project.id, { yanked: true });
      const history =
        viewer && !isAuthor && rows.some((r) => r.yankedAt)
          ? await repo.downloadedFileIds(project.id, viewer.id)
          : new Set<string>();
      const shown = rows.filter(
        (r) => !r.yankedAt || isAuthor || r.files.some((f) => history.has(f.id)),
      );
      const as: ReleaseViewer = isAuthor
        ? { kind: 'author' }
        : license
          ? { kind: 'holder', updatesUntil: license.updatesUntil }
          : { kind: 'other' };
      return {
        releases: shown.map((r) => toProjectRelease(r, as)),
        licenseId: license?.id ?? null,
        updatesUntil: license?.updatesUntil?.toISOString() ?? null,
        canManage: isAuthor,
        archives: archivesOf(project, license),
      };
    },

    /** The stored bytes of a release file. */
    open: (file: Pick<DownloadableFile, 'storageKey'>) => deps.storage.open(file.storageKey),

    /**
     * GET /projects/{id}/releases/{releaseId}/download: the author downloads their own release
     * (yanked ones too), straight from storage.
     */
    async authorFile(user: AuthUser, projectId: string, releaseId: string) {
      const project = await authorsProject(user, projectId);
      const row = isUuid(releaseId) ? await repo.releaseById(project.id, releaseId) : null;
      const file = row && pickFile(row);
      if (!row || !file) throw httpErrors.notFound(M.releaseNotFound);
      return toDownloadable(file, row.version);
    },
  };
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
