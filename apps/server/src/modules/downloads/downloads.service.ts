import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  DOWNLOAD_LINK_SECONDS,
  DOWNLOAD_MESSAGES as M,
  DOWNLOADS_PER_DAY,
  RELEASE_MESSAGES,
  type ArchiveFormat,
  type DownloadLinkResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isUuid } from '../../lib/ids';
import { tooManyRequests } from '../../lib/too-many-requests';
import type { AuthUser } from '../../plugins/auth';
import type { DownloadLicenseRow, DownloadsRepository } from './downloads.repository';

const DAY_MS = 86_400_000;

/** What the GitHub module lends for downloads (null when GitHub is not configured). */
export interface ArchiveSource {
  /** The archive's file name, known without asking GitHub. */
  fileName(repositoryUrl: string | null, format: ArchiveFormat, ref: string | null): string;
  archive(
    sellerId: string,
    repositoryUrl: string | null,
    format: ArchiveFormat,
    ref: string | null,
  ): Promise<{
    body: ReadableStream<Uint8Array>;
    contentType: string;
    contentLength: number | null;
    fileName: string;
  }>;
}

/** A release file as downloads serve it (modules/releases). */
export interface ReleaseFileForDownload {
  id: string;
  name: string;
  storageKey: string;
  format: ArchiveFormat;
  size: number;
  sha256: string;
  version: string;
}

/** What the releases module lends: which file a license downloads, and its stored bytes. */
export interface ReleaseFiles {
  fileForLicense(
    license: { projectId: string; updatesUntil: Date | null },
    version: string | null,
    format?: ArchiveFormat,
  ): Promise<ReleaseFileForDownload | null>;
  file(fileId: string): Promise<(ReleaseFileForDownload & { yanked: boolean }) | null>;
  open(file: { storageKey: string }): Promise<{ stream: Readable; size: number } | null>;
}

export interface DownloadsDeps {
  /** Read at each call: null when the server has no GitHub app. */
  source: () => ArchiveSource | null;
  releases: ReleaseFiles;
  /** 32 bytes that sign download links (derived from the stored-token key). */
  linkKey: Buffer;
  clock: () => Date;
  /** Turns GitHub's web stream into a Node stream (kept out of the service for tests). */
  toNodeStream: (body: ReadableStream<Uint8Array>) => Readable;
}

/** The headers of a download: what HEAD answers and GET sends with the bytes. */
export interface ArchiveHeaders {
  contentType: string;
  fileName: string;
  /** Known for a release file (its size and SHA-256), not for a GitHub archive. */
  contentLength: number | null;
  sha256: string | null;
}

export interface ServedArchive extends ArchiveHeaders {
  stream: Readable;
}

/**
 * The media type of each format, whatever GitHub labels it (it says application/x-gzip), so
 * that HEAD, which does not ask GitHub, announces what GET sends.
 */
const CONTENT_TYPES: Readonly<Record<ArchiveFormat, string>> = {
  zip: 'application/zip',
  'tar.gz': 'application/gzip',
};

/** The repository a license downloads: the paid one for paid licenses, else the free one. */
const repositoryOf = (l: Pick<DownloadLicenseRow, 'kind' | 'paidRepoUrl' | 'freeRepoUrl'>) =>
  l.kind === 'paid' ? l.paidRepoUrl : (l.freeRepoUrl ?? l.paidRepoUrl);

/**
 * Code downloads for license holders (docs/license-keys.md#downloads): a holder asks for a link,
 * the link (signed, five minutes, one use, bound to the license) streams a release file from
 * release storage, or the archive of the repository from GitHub with the seller's token. Each
 * link is logged in license_downloads, which also counts the daily limit.
 */
export function createDownloadsService(repo: DownloadsRepository, deps: DownloadsDeps) {
  const { clock, linkKey } = deps;

  const sign = (payload: string) =>
    crypto.createHmac('sha256', linkKey).update(`download:${payload}`).digest('base64url');

  function sourceOrUnavailable(): ArchiveSource {
    const source = deps.source();
    if (!source) throw httpErrors.createError(503, M.githubNotConfigured, { expose: true });
    return source;
  }

  /** Reads `{id}.{expires}.{signature}`; null when it was not made here. */
  function readToken(token: string): { id: string; expires: number } | null {
    const [id, expires, signature] = token.split('.');
    if (!id || !expires || !signature || !isUuid(id) || !/^\d{1,12}$/.test(expires)) return null;
    const expected = Buffer.from(sign(`${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { id, expires: Number(expires) };
  }

  /** The link of a token, while it is unexpired and unused and its license active. */
  async function usableLink(token: string) {
    const read = readToken(token);
    if (!read) throw httpErrors.notFound(M.linkInvalid);
    const now = clock();
    if (read.expires * 1000 <= now.getTime()) throw httpErrors.gone(M.linkExpired);
    const link = await repo.download(read.id);
    if (!link) throw httpErrors.notFound(M.linkInvalid);
    if (link.servedAt) throw httpErrors.gone(M.linkUsed);
    const license = await repo.license(link.licenseId);
    if (!license) throw httpErrors.notFound(M.linkInvalid);
    // A refund (or any end of the license) after the link was made stops it too.
    if (license.status !== 'active') throw httpErrors.forbidden(M.notActive);
    return { link, license, now };
  }

  /** The release file of a link: gone when the release was yanked after the link was made. */
  async function linkedFile(fileId: string) {
    const file = await deps.releases.file(fileId);
    if (!file) throw httpErrors.notFound(M.linkInvalid);
    if (file.yanked) throw httpErrors.gone(RELEASE_MESSAGES.releaseYanked);
    return file;
  }

  const fileHeaders = (file: ReleaseFileForDownload): ArchiveHeaders => ({
    contentType: CONTENT_TYPES[file.format],
    fileName: file.name,
    contentLength: file.size,
    sha256: file.sha256,
  });

  /**
   * Logs a link and signs it: the release file's, or the repository's at `ref`. The daily limit
   * counts every link of the license, whoever asked for it.
   */
  async function issueLink(
    license: DownloadLicenseRow,
    userId: string | null,
    what: { file: ReleaseFileForDownload } | { ref: string | null; format: ArchiveFormat },
  ): Promise<DownloadLinkResponse> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000);
    const file = 'file' in what ? what.file : null;
    const target =
      'file' in what
        ? { ref: null, format: what.file.format, releaseFileId: what.file.id }
        : { ref: what.ref, format: what.format, releaseFileId: null };
    const issued = await repo.issue(
      {
        licenseId: license.id,
        projectId: license.projectId,
        userId,
        ...target,
        createdAt: now,
        expiresAt,
      },
      new Date(now.getTime() - DAY_MS),
      DOWNLOADS_PER_DAY,
    );
    if ('oldest' in issued) {
      throw tooManyRequests(M.tooMany, issued.oldest.getTime() + DAY_MS - now.getTime());
    }
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const token = `${issued.id}.${expires}.${sign(`${issued.id}.${expires}`)}`;
    return {
      url: `/api/downloads/${token}`,
      expiresAt: expiresAt.toISOString(),
      file: file && {
        version: file.version,
        name: file.name,
        size: file.size,
        sha256: file.sha256,
      },
      remainingToday: DOWNLOADS_PER_DAY - issued.used,
    };
  }

  return {
    /**
     * GET /licenses/{id}/download: a link for the holder of an active license. With `release`,
     * that release's file (docs/product-rules.md#releases); with `ref`, the repository at that
     * branch or tag; with neither, the latest release the license's term reaches, else the
     * repository's default branch.
     */
    async requestLink(
      user: AuthUser,
      licenseId: string,
      query: { release?: string; ref?: string; format: ArchiveFormat },
    ): Promise<DownloadLinkResponse> {
      const license = isUuid(licenseId) ? await repo.license(licenseId) : null;
      if (!license || license.buyerId !== user.id) throw httpErrors.notFound(M.licenseNotFound);
      if (license.status !== 'active') throw httpErrors.forbidden(M.notActive);
      if (query.release || !query.ref) {
        const file = await deps.releases.fileForLicense(
          license,
          query.release ? query.release : null,
          query.format,
        );
        if (file) return issueLink(license, user.id, { file });
      }
      if (!repositoryOf(license)) throw httpErrors.notFound(M.noRepository);
      sourceOrUnavailable();
      return issueLink(license, user.id, {
        ref: query.ref ? query.ref : null,
        format: query.format,
      });
    },

    /**
     * A link to a release file for a license, without a user (the upgrade check of a license
     * key): the same checks as a holder's request (active license, the release within the term
     * and not yanked), logged and counted in the same daily limit.
     */
    async releaseLink(
      licenseId: string,
      version: string,
    ): Promise<{ url: string; expiresAt: string }> {
      const license = isUuid(licenseId) ? await repo.license(licenseId) : null;
      if (!license) throw httpErrors.notFound(M.licenseNotFound);
      if (license.status !== 'active') throw httpErrors.forbidden(M.notActive);
      const file = await deps.releases.fileForLicense(license, version);
      if (!file) throw httpErrors.notFound(RELEASE_MESSAGES.releaseNotFound);
      const { url, expiresAt } = await issueLink(license, null, { file });
      return { url, expiresAt };
    },

    /**
     * HEAD /downloads/{token}: the headers GET would send, with the same refusals, without
     * using the link (mail scanners and link previews ask before the buyer clicks).
     */
    async describe(token: string): Promise<ArchiveHeaders> {
      const { link, license } = await usableLink(token);
      if (link.releaseFileId) return fileHeaders(await linkedFile(link.releaseFileId));
      return {
        contentType: CONTENT_TYPES[link.format],
        fileName: sourceOrUnavailable().fileName(repositoryOf(license), link.format, link.ref),
        contentLength: null,
        sha256: null,
      };
    },

    /**
     * GET /downloads/{token}: streams the archive once, while the link and license are good: a
     * release file from release storage (no GitHub needed), else the repository from GitHub.
     * The link is used up only once the bytes are at hand, right before they stream: a failure
     * before that leaves it usable. Of two requests at once, one marks it and streams; the
     * other lets go of its bytes and answers 410.
     */
    async serve(token: string): Promise<ServedArchive> {
      const { link, license, now } = await usableLink(token);
      if (link.releaseFileId) {
        const file = await linkedFile(link.releaseFileId);
        const stored = await deps.releases.open(file);
        if (!stored) throw new Error(`release file ${file.storageKey} is missing from storage`);
        if (!(await repo.markServed(link.id, now))) {
          stored.stream.destroy();
          throw httpErrors.gone(M.linkUsed);
        }
        return { ...fileHeaders(file), stream: stored.stream };
      }
      const archive = await sourceOrUnavailable().archive(
        license.authorId,
        repositoryOf(license),
        link.format,
        link.ref,
      );
      if (!(await repo.markServed(link.id, now))) {
        await archive.body.cancel();
        throw httpErrors.gone(M.linkUsed);
      }
      return {
        stream: deps.toNodeStream(archive.body),
        contentType: CONTENT_TYPES[link.format],
        contentLength: archive.contentLength,
        fileName: archive.fileName,
        sha256: null,
      };
    },

    /** The license's download log, oldest first. */
    downloadsOf: (licenseId: string) => repo.downloadsOf(licenseId),
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
