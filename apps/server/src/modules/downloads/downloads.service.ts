import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  DOWNLOAD_LINK_SECONDS,
  DOWNLOAD_MESSAGES as M,
  DOWNLOADS_PER_DAY,
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
  releases(
    sellerId: string,
    repositoryUrl: string | null,
  ): Promise<
    { tag: string; name: string | null; publishedAt: string | null; notes: string | null }[]
  >;
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

export interface DownloadsDeps {
  /** Read at each call: null when the server has no GitHub app. */
  source: () => ArchiveSource | null;
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
}

export interface ServedArchive extends ArchiveHeaders {
  stream: Readable;
  contentLength: number | null;
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
 * the link (signed, five minutes, one use, bound to the license) streams the archive from GitHub
 * with the seller's token. Each link is logged in license_downloads, which also counts the daily
 * limit.
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

  return {
    /** GET /licenses/{id}/download: a link for the holder of an active license. */
    async requestLink(
      user: AuthUser,
      licenseId: string,
      query: { ref?: string; format: ArchiveFormat },
    ): Promise<DownloadLinkResponse> {
      const license = isUuid(licenseId) ? await repo.license(licenseId) : null;
      if (!license || license.buyerId !== user.id) throw httpErrors.notFound(M.licenseNotFound);
      if (license.status !== 'active') throw httpErrors.forbidden(M.notActive);
      if (!repositoryOf(license)) throw httpErrors.notFound(M.noRepository);
      sourceOrUnavailable();
      const now = clock();
      const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000);
      const issued = await repo.issue(
        {
          licenseId,
          projectId: license.projectId,
          userId: user.id,
          ref: query.ref ? query.ref : null,
          format: query.format,
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
        remainingToday: DOWNLOADS_PER_DAY - issued.used,
      };
    },

    /**
     * HEAD /downloads/{token}: the headers GET would send, with the same refusals, without
     * using the link (mail scanners and link previews ask before the buyer clicks).
     */
    async describe(token: string): Promise<ArchiveHeaders> {
      const { link, license } = await usableLink(token);
      return {
        contentType: CONTENT_TYPES[link.format],
        fileName: sourceOrUnavailable().fileName(repositoryOf(license), link.format, link.ref),
      };
    },

    /**
     * GET /downloads/{token}: streams the archive once, while the link and license are good.
     * The link is used up only once GitHub has answered with the archive, right before its
     * bytes stream: a failure before that leaves it usable. Of two requests at once, one
     * marks it and streams; the other lets go of its archive and answers 410.
     */
    async serve(token: string): Promise<ServedArchive> {
      const { link, license, now } = await usableLink(token);
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
      };
    },

    /** The license's download log, oldest first. */
    downloadsOf: (licenseId: string) => repo.downloadsOf(licenseId),
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
