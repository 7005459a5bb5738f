import { DOWNLOAD_MESSAGES as M, parseGitHubRepositoryUrl } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import {
  isGitHubApiError,
  type ArchiveFormat,
  type GitHubArchive,
  type GitHubClient,
  type GitHubRelease,
} from '../../integrations/github/github-client';
import type { TokenCipher } from '../../integrations/github/token-crypto';
import type { GitHubRepository } from './github.repository';

/** Releases listed per repository (the newest; a sync adds them as releases). */
const RELEASES_LISTED = 30;

export interface GitHubArchivesDeps {
  repo: Pick<GitHubRepository, 'findTokenOf' | 'clearToken'>;
  client: GitHubClient;
  cipher: TokenCipher;
  webUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Source archives and releases of a seller's repository, read with the seller's stored token
 * (docs/license-keys.md#downloads). The token never leaves the server: archives are streamed
 * through it. Failures are HTTP errors worded for the buyer.
 */
export function createGitHubArchives({ repo, client, cipher, webUrl, log }: GitHubArchivesDeps) {
  async function sellerApi(sellerId: string) {
    const encrypted = await repo.findTokenOf(sellerId);
    const token = encrypted ? cipher.decrypt(encrypted) : null;
    if (!token || !encrypted) {
      throw httpErrors.createError(503, M.sellerNotConnected, { expose: true });
    }
    return { api: client.forToken(token), encrypted };
  }

  function target(repositoryUrl: string | null) {
    const parsed = repositoryUrl ? parseGitHubRepositoryUrl(repositoryUrl, webUrl) : null;
    if (!parsed) throw httpErrors.notFound(M.noRepository);
    return parsed;
  }

  /** The file name of the archive at `ref` (null: the default branch); asks GitHub nothing. */
  function fileName(repositoryUrl: string | null, format: ArchiveFormat, ref: string | null) {
    const version = (ref ?? 'default').replace(/[^A-Za-z0-9._-]+/g, '-');
    return `${target(repositoryUrl).name}-${version}.${format}`;
  }

  async function failure(sellerId: string, encrypted: string, err: unknown): Promise<Error> {
    if (!isGitHubApiError(err)) return err as Error;
    log.warn({ err, sellerId }, 'GitHub archive or releases request failed');
    switch (err.kind) {
      case 'unauthorized':
        // The seller revoked the token: forget it, as repository access does.
        await repo.clearToken(sellerId, encrypted);
        return httpErrors.createError(503, M.sellerNotConnected, { expose: true });
      case 'notFound':
        return httpErrors.notFound(M.notFoundOnGitHub);
      case 'rateLimited':
        return httpErrors.createError(429, M.githubRateLimited, {
          expose: true,
          headers: { 'retry-after': String(err.retryAfterSeconds ?? 60) },
        });
      case 'forbidden':
      case 'oauth':
      case 'unavailable':
        return httpErrors.createError(502, M.githubUnavailable, { expose: true });
    }
  }

  return {
    /**
     * Published releases of the repository, newest first. Read afresh each time: the releases
     * sync (modules/releases) calls it once per period, and when an author asks for it.
     */
    async releases(sellerId: string, repositoryUrl: string | null): Promise<GitHubRelease[]> {
      const { owner, name } = target(repositoryUrl);
      const { api, encrypted } = await sellerApi(sellerId);
      try {
        return await api.listReleases(owner, name, RELEASES_LISTED);
      } catch (err) {
        throw await failure(sellerId, encrypted, err);
      }
    },

    fileName,

    /** The archive at `ref` (null: the default branch), to be streamed to the buyer. */
    async archive(
      sellerId: string,
      repositoryUrl: string | null,
      format: ArchiveFormat,
      ref: string | null,
    ): Promise<GitHubArchive & { fileName: string }> {
      const { owner, name } = target(repositoryUrl);
      const { api, encrypted } = await sellerApi(sellerId);
      try {
        const archive = await api.archive(owner, name, format, ref);
        return { ...archive, fileName: fileName(repositoryUrl, format, ref) };
      } catch (err) {
        throw await failure(sellerId, encrypted, err);
      }
    },
  };
}

export type GitHubArchives = ReturnType<typeof createGitHubArchives>;
