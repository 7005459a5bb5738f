import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';

import {
  DOWNLOAD_MESSAGES,
  isSemver,
  normalizeVersion,
  RELEASE_MESSAGES as M,
  RELEASE_NOTES_MAX,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import {
  asClientError,
  receiveArchive,
  ReleaseFileRefused,
  type IncomingFile,
} from './release-files';
import type { ReleasePublisher } from './release-publisher';
import type { ReleaseProjectRow, ReleasesRepository } from './releases.repository';

/** The format of archives taken from GitHub: zip opens everywhere without extra tools. */
export const GITHUB_ARCHIVE_FORMAT = 'zip';

/** What releases need of the GitHub module (app.github.archives; null without GitHub). */
export interface ReleaseArchiveSource {
  releases(
    sellerId: string,
    repositoryUrl: string | null,
  ): Promise<{ id: string; tag: string; publishedAt: string | null; notes: string | null }[]>;
  archive(
    sellerId: string,
    repositoryUrl: string | null,
    format: 'zip' | 'tar.gz',
    ref: string | null,
  ): Promise<{ body: ReadableStream<Uint8Array> }>;
}

export interface GitHubReleasesDeps {
  source: () => ReleaseArchiveSource | null;
  incomingDir: string;
  maxMb: number;
  clock: () => Date;
}

export interface SyncResult {
  /** Versions added, oldest first. */
  added: string[];
  /** GitHub tags left out: not a semantic version, a version the project has, or too large. */
  skipped: string[];
}

/** The repository a project's releases come from: the paid one, else the free one. */
export const repositoryOf = (p: Pick<ReleaseProjectRow, 'paidRepoUrl' | 'freeRepoUrl'>) =>
  p.paidRepoUrl ?? p.freeRepoUrl;

type HttpError = Error & { statusCode?: number };

/**
 * GitHub's side of releases (docs/product-rules.md#releases): a tag's archive as a release
 * file, and the repository's GitHub releases added as releases (the scheduled sync and "Sync
 * now"). Archives are fetched with the author's stored token and kept in release storage, so
 * buyers download them without GitHub.
 */
export function createGitHubReleases(
  repo: ReleasesRepository,
  publisher: ReleasePublisher,
  deps: GitHubReleasesDeps,
) {
  function sourceOrUnavailable(): ReleaseArchiveSource {
    const source = deps.source();
    if (!source) throw httpErrors.createError(503, M.githubNotConfigured, { expose: true });
    return source;
  }

  /**
   * GitHub's refusals in the author's words: no repository, or no connected account, is
   * `unreachable` (400); a tag GitHub does not know is `missing`; the rest (429, 502) as they are.
   */
  function worded(err: unknown, unreachable: string, missing: string): unknown {
    const e = err as HttpError;
    if (e.statusCode === 404) {
      return httpErrors.badRequest(
        e.message === DOWNLOAD_MESSAGES.noRepository ? unreachable : missing,
      );
    }
    if (e.statusCode === 503 && e.message === DOWNLOAD_MESSAGES.sellerNotConnected) {
      return httpErrors.badRequest(M.syncNeedsGitHub);
    }
    return err;
  }

  async function fetchArchive(
    source: ReleaseArchiveSource,
    project: ReleaseProjectRow,
    tag: string,
  ): Promise<IncomingFile> {
    const archive = await source.archive(
      project.authorId,
      repositoryOf(project),
      GITHUB_ARCHIVE_FORMAT,
      tag,
    );
    const body = Readable.fromWeb(archive.body as NodeWebStream<Uint8Array>);
    return receiveArchive(body, deps.incomingDir, deps.maxMb);
  }

  return {
    /** The archive of `tag` in the project's repository, arrived in full (POST …/releases). */
    async tagArchive(project: ReleaseProjectRow, tag: string): Promise<IncomingFile> {
      const source = sourceOrUnavailable();
      if (!repositoryOf(project)) throw httpErrors.badRequest(M.githubTagNoRepository);
      try {
        return await fetchArchive(source, project, tag);
      } catch (err) {
        // Too large, or not an archive: the author's error like an upload's.
        if (err instanceof ReleaseFileRefused) throw asClientError(err);
        throw worded(err, M.githubTagNoRepository, M.githubTagNotFound);
      }
    },

    /**
     * Adds the repository's GitHub releases the project does not have yet, oldest first: those
     * whose tag is a semantic version (a leading v dropped), with their notes and date. Two syncs
     * at once add each release once (the publisher's lock and the unique index of
     * githubReleaseId).
     */
    async sync(project: ReleaseProjectRow): Promise<SyncResult> {
      const source = sourceOrUnavailable();
      if (!repositoryOf(project)) throw httpErrors.badRequest(M.syncNeedsGitHub);
      let listed: Awaited<ReturnType<ReleaseArchiveSource['releases']>>;
      try {
        listed = await source.releases(project.authorId, repositoryOf(project));
      } catch (err) {
        throw worded(err, M.syncNeedsGitHub, M.syncNeedsGitHub);
      }
      const known = await repo.known(project.id);
      const result: SyncResult = { added: [], skipped: [] };
      for (const gh of [...listed].reverse()) {
        if (known.githubIds.has(gh.id)) continue;
        const version = normalizeVersion(gh.tag);
        if (!isSemver(version) || known.versions.has(version)) {
          result.skipped.push(gh.tag);
          continue;
        }
        let incoming: IncomingFile;
        try {
          incoming = await fetchArchive(source, project, gh.tag);
        } catch (err) {
          // A tag gone since the list, or an archive refused (too large): the others go on.
          const skip = err instanceof ReleaseFileRefused || (err as HttpError).statusCode === 404;
          if (!skip) throw worded(err, M.syncNeedsGitHub, M.syncNeedsGitHub);
          result.skipped.push(gh.tag);
          continue;
        }
        const outcome = await publisher.publish(
          project,
          {
            projectId: project.id,
            version,
            notes: (gh.notes ?? '').slice(0, RELEASE_NOTES_MAX),
            source: 'github_release',
            githubTag: gh.tag,
            githubReleaseId: gh.id,
            publishedAt: gh.publishedAt ? new Date(gh.publishedAt) : deps.clock(),
            backdatedTo: null,
            createdBy: null,
          },
          incoming,
        );
        if (outcome.kind === 'published') result.added.push(version);
        known.versions.add(version);
      }
      return result;
    },
  };
}

export type GitHubReleases = ReturnType<typeof createGitHubReleases>;
