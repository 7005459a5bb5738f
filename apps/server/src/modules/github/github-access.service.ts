import {
  GITHUB_MESSAGES,
  parseGitHubRepositoryUrl,
  type RepositoryLicenseRecord,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import {
  isGitHubApiError,
  type GitHubClient,
  type GitHubUserApi,
} from '../../integrations/github/github-client';
import type { TokenCipher } from '../../integrations/github/token-crypto';
import { toRepositoryLicenseRecord } from './github.mapper';
import type { GitHubRepository, LicenseAccessRow } from './github.repository';

/** How long a page may wait for GitHub to confirm pending invitations before answering anyway. */
export const VIEWER_CHECK_TIMEOUT_MS = 2_000;
/** Pending invitations checked when a seller opens the access page. */
const SELLER_CHECK_MAX = 10;
/** Licenses handled per periodic run, per kind (pending checks, retries). */
const JOB_BATCH = 100;
const MAX_SELLER_LICENSES = 500;

interface Target {
  owner: string;
  name: string;
  fullName: string;
}

interface AccessContext {
  row: LicenseAccessRow;
  target: Target | null;
  /** The seller's API, or null when the seller has no usable token. */
  seller: { api: GitHubUserApi; encrypted: string } | null;
}

export interface GitHubAccessDeps {
  repo: GitHubRepository;
  client: GitHubClient;
  cipher: TokenCipher;
  webUrl: string;
  log: FastifyBaseLogger;
}

/** The text stored in licenses.access_error (and shown to the seller) for a failed GitHub call. */
export function accessErrorMessage(err: unknown): string {
  if (!isGitHubApiError(err)) {
    // Our own 4xx (e.g. the seller is not connected) carries its text.
    const { statusCode, message } = err as { statusCode?: number; message?: string };
    return statusCode && statusCode < 500 && message ? message : GITHUB_MESSAGES.unavailable;
  }
  switch (err.kind) {
    case 'unauthorized':
      return GITHUB_MESSAGES.tokenRevoked;
    case 'rateLimited':
      return GITHUB_MESSAGES.rateLimited;
    case 'notFound':
      return GITHUB_MESSAGES.repositoryNotFound;
    case 'forbidden':
      return GITHUB_MESSAGES.noAdminAccess;
    case 'oauth':
    case 'unavailable':
      return GITHUB_MESSAGES.unavailable;
  }
}

/** The HTTP error a person sees for a failed GitHub call they made. */
export function githubHttpError(err: unknown): Error {
  const message = accessErrorMessage(err);
  const kind = isGitHubApiError(err) ? err.kind : 'unavailable';
  const status =
    kind === 'unauthorized'
      ? 409
      : kind === 'rateLimited'
        ? 429
        : kind === 'notFound'
          ? 404
          : kind === 'forbidden'
            ? 403
            : 502;
  // Written for the person, so its text goes out even as a 502; GitHub's wait goes along.
  const retryAfter = isGitHubApiError(err) ? err.retryAfterSeconds : undefined;
  return httpErrors.createError(status, message, {
    expose: true,
    headers: retryAfter ? { 'retry-after': String(retryAfter) } : {},
  });
}

/** Resolves after `ms` or when `work` settles, whichever is first; never rejects. */
export async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Repository access per license (docs/product-rules.md#repository-access): invites the buyer to the
 * seller's repository with pull permission, watches the invitation until GitHub reports a
 * collaborator, removes access on refund or on the seller's request. Failures are recorded on the
 * license and retried.
 */
/** The repository a license gives access to: the paid one for paid licenses, else the free one. */
function accessTarget(row: LicenseAccessRow, webUrl: string): Target | null {
  const url = row.kind === 'paid' ? row.paidRepoUrl : row.freeRepoUrl;
  const parsed = url ? parseGitHubRepositoryUrl(url, webUrl) : null;
  return parsed ? { ...parsed, fullName: `${parsed.owner}/${parsed.name}` } : null;
}

/**
 * The seller's licenses on GitHub repositories as stored, without asking GitHub: what the access
 * manager lists when the server has no GitHub app (and the service lists after its checks).
 */
export async function storedSellerLicenses(
  repo: Pick<GitHubRepository, 'sellerLicenses'>,
  webUrl: string,
  sellerId: string,
): Promise<RepositoryLicenseRecord[]> {
  const rows = await repo.sellerLicenses(sellerId, MAX_SELLER_LICENSES);
  return rows.flatMap((row) => {
    const target = accessTarget(row, webUrl);
    return target ? [toRepositoryLicenseRecord(row, target.fullName)] : [];
  });
}

export function createGitHubAccessService({ repo, client, cipher, webUrl, log }: GitHubAccessDeps) {
  const targetOf = (row: LicenseAccessRow): Target | null => accessTarget(row, webUrl);

  async function sellerApi(sellerId: string, timeoutMs?: number): Promise<AccessContext['seller']> {
    const encrypted = await repo.findTokenOf(sellerId);
    const token = encrypted ? cipher.decrypt(encrypted) : null;
    return token && encrypted ? { api: client.forToken(token, { timeoutMs }), encrypted } : null;
  }

  async function load(licenseId: string, timeoutMs?: number): Promise<AccessContext | null> {
    const row = await repo.findAccessRow(licenseId);
    if (!row) return null;
    const target = targetOf(row);
    return { row, target, seller: target ? await sellerApi(row.sellerId, timeoutMs) : null };
  }

  /** Records a failure on the license; a revoked seller token is forgotten. */
  async function recordFailure(ctx: AccessContext, err: unknown): Promise<void> {
    log.warn(
      { err, licenseId: ctx.row.id, repository: ctx.target?.fullName },
      'GitHub repository access failed',
    );
    if (isGitHubApiError(err) && err.kind === 'unauthorized' && ctx.seller) {
      await repo.clearToken(ctx.row.sellerId, ctx.seller.encrypted);
    }
    await repo.updateAccess(ctx.row.id, {
      repositoryFullName: ctx.target?.fullName ?? ctx.row.repositoryFullName,
      accessError: accessErrorMessage(err),
    });
  }

  /** Invites (or re-invites) the buyer. Throws the GitHub error after recording it. */
  async function invite(ctx: AccessContext): Promise<void> {
    const { row, target } = ctx;
    if (!target || !row.buyerGithubUsername) return;
    if (!ctx.seller) {
      await repo.updateAccess(row.id, {
        repositoryFullName: target.fullName,
        accessError: GITHUB_MESSAGES.notConnected,
      });
      throw httpErrors.badRequest(GITHUB_MESSAGES.notConnected);
    }
    try {
      const result = await ctx.seller.api.addCollaborator(
        target.owner,
        target.name,
        row.buyerGithubUsername,
      );
      const granted = result === 'collaborator';
      await repo.updateAccess(row.id, {
        repositoryFullName: target.fullName,
        invitationSent: true,
        accessGranted: granted,
        accessGrantedAt: granted ? (row.accessGrantedAt ?? new Date()) : null,
        accessError: null,
      });
    } catch (err) {
      await recordFailure(ctx, err);
      throw err;
    }
  }

  /** Removes the collaborator and cancels a pending invitation. Throws on a GitHub error. */
  async function remove(ctx: AccessContext): Promise<void> {
    const { row, target } = ctx;
    const cleared = {
      invitationSent: false,
      accessGranted: false,
      accessGrantedAt: null,
      accessError: null,
    };
    if (!target || !row.buyerGithubUsername) {
      await repo.updateAccess(row.id, cleared);
      return;
    }
    if (!ctx.seller) throw httpErrors.badRequest(GITHUB_MESSAGES.notConnected);
    const buyer = row.buyerGithubUsername.toLowerCase();
    try {
      await ctx.seller.api.removeCollaborator(target.owner, target.name, row.buyerGithubUsername);
      const invitations = await ctx.seller.api.listInvitations(target.owner, target.name);
      for (const invitation of invitations) {
        if (invitation.invitee?.toLowerCase() === buyer) {
          await ctx.seller.api.deleteInvitation(target.owner, target.name, invitation.id);
        }
      }
    } catch (err) {
      // The repository is gone (or no longer visible to the seller): nobody can read it through us.
      if (!(isGitHubApiError(err) && err.kind === 'notFound')) throw err;
    }
    await repo.updateAccess(row.id, { ...cleared, repositoryFullName: target.fullName });
  }

  /** Whether the invited buyer became a collaborator; records it. Errors are left to the caller. */
  async function check(ctx: AccessContext): Promise<boolean> {
    const { row, target } = ctx;
    if (row.status !== 'active' || !row.invitationSent || row.accessGranted)
      return row.accessGranted;
    if (!target || !row.buyerGithubUsername || !ctx.seller) return false;
    const yes = await ctx.seller.api.isCollaborator(
      target.owner,
      target.name,
      row.buyerGithubUsername,
    );
    if (yes) {
      await repo.updateAccess(row.id, {
        accessGranted: true,
        accessGrantedAt: new Date(),
        accessError: null,
      });
    }
    return yes;
  }

  /** A check whose failures are recorded only when they need the seller (token, repository). */
  async function checkQuietly(licenseId: string, timeoutMs?: number): Promise<boolean> {
    const ctx = await load(licenseId, timeoutMs);
    if (!ctx) return false;
    try {
      return await check(ctx);
    } catch (err) {
      const kind = isGitHubApiError(err) ? err.kind : 'unavailable';
      if (kind === 'unauthorized' || kind === 'notFound' || kind === 'forbidden') {
        await recordFailure(ctx, err);
      } else {
        log.debug({ err, licenseId }, 'GitHub collaborator check failed; will retry');
      }
      return false;
    }
  }

  /** Automatic path: what an activation (or a retry of one) does. Never throws. */
  async function autoGrant(licenseId: string): Promise<void> {
    try {
      const ctx = await load(licenseId);
      if (!ctx || ctx.row.status !== 'active') return;
      await invite(ctx);
    } catch (err) {
      // GitHub failures and a missing seller token are already recorded on the license.
      if (!isGitHubApiError(err) && !(err as { statusCode?: number }).statusCode) {
        log.error({ err, licenseId }, 'repository invitation failed');
      }
    }
  }

  /** Automatic path: what a refund (or a retry of one) does. Never throws; failures are recorded. */
  async function autoRevoke(licenseId: string): Promise<void> {
    let ctx: AccessContext | null = null;
    try {
      ctx = await load(licenseId);
      if (!ctx || ctx.row.status === 'active') return;
      await remove(ctx);
    } catch (err) {
      if (!ctx) {
        log.error({ err, licenseId }, 'removing repository access failed');
        return;
      }
      await recordFailure(ctx, err).catch((e: unknown) => {
        log.error({ err: e, licenseId }, 'recording a repository access failure failed');
      });
    }
  }

  let running: Promise<void> | null = null;

  const service = {
    /** License 'activated': invite the buyer when everything needed is there. */
    onActivated: autoGrant,
    /** License 'refunded': remove the collaborator and cancel a pending invitation. */
    onRefunded: autoRevoke,

    /** The periodic job: confirm pending invitations, retry failed calls. One run at a time. */
    sync(): Promise<void> {
      running ??= (async () => {
        try {
          for (const id of await repo.pendingIds(JOB_BATCH)) await checkQuietly(id);
          for (const id of await repo.erroredIds(JOB_BATCH)) {
            const row = await repo.findAccessRow(id);
            if (row?.status === 'active') await autoGrant(id);
            else if (row) await autoRevoke(id);
          }
          await repo.purgeExpiredStates();
        } catch (err) {
          log.error({ err }, 'GitHub access sync failed');
        } finally {
          running = null;
        }
      })();
      return running;
    },

    /** Resolves when no periodic run is in progress (used on shutdown). */
    async idle(): Promise<void> {
      await running;
    },

    /**
     * After a user connects GitHub: invite them to what they bought before connecting, and, as a
     * seller, send what could not be sent while they were not connected. Never throws.
     */
    async afterConnected(userId: string): Promise<void> {
      try {
        const ids = new Set([
          ...(await repo.unattemptedOfBuyer(userId, JOB_BATCH)),
          ...(await repo.retryableOfSeller(userId, JOB_BATCH)),
        ]);
        for (const id of ids) await autoGrant(id);
      } catch (err) {
        log.error({ err, userId }, 'sending invitations after a GitHub connection failed');
      }
    },

    /** The buyer opened the project: a quick look whether the pending invitation was accepted. */
    async checkForViewer(licenseId: string): Promise<boolean> {
      let granted = false;
      await within(
        checkQuietly(licenseId, VIEWER_CHECK_TIMEOUT_MS).then((yes) => {
          granted = yes;
        }),
        VIEWER_CHECK_TIMEOUT_MS,
      );
      return granted;
    },

    /** GET /payments/seller-licenses-github: licenses of the seller's projects with a GitHub repository. */
    async sellerLicenses(sellerId: string): Promise<RepositoryLicenseRecord[]> {
      const list = async () =>
        (await repo.sellerLicenses(sellerId, MAX_SELLER_LICENSES)).filter(
          (row) => targetOf(row) !== null,
        );
      const pending = (await list())
        .filter((r) => r.invitationSent && !r.accessGranted && !r.accessError)
        .slice(0, SELLER_CHECK_MAX);
      if (pending.length > 0) {
        await within(
          Promise.all(pending.map((r) => checkQuietly(r.id, VIEWER_CHECK_TIMEOUT_MS))),
          VIEWER_CHECK_TIMEOUT_MS,
        );
      }
      return storedSellerLicenses(repo, webUrl, sellerId);
    },

    /** POST /payments/manage-github-access: the project's seller grants or revokes by hand. */
    async manage(
      sellerId: string,
      licenseId: string,
      action: 'grant' | 'revoke',
    ): Promise<{ message: string; license: RepositoryLicenseRecord }> {
      const ctx = await load(licenseId);
      if (!ctx || ctx.row.sellerId !== sellerId || ctx.row.status !== 'active') {
        throw httpErrors.notFound(GITHUB_MESSAGES.licenseNotFound);
      }
      if (!ctx.target) throw httpErrors.badRequest(GITHUB_MESSAGES.noRepository);
      if (!ctx.row.buyerGithubUsername) throw httpErrors.badRequest(GITHUB_MESSAGES.buyerNoGithub);
      if (!ctx.seller) throw httpErrors.badRequest(GITHUB_MESSAGES.notConnected);
      try {
        if (action === 'grant') await invite(ctx);
        else await remove(ctx);
      } catch (err) {
        if (isGitHubApiError(err)) {
          if (action === 'revoke' && err.kind === 'unauthorized') {
            await repo.clearToken(sellerId, ctx.seller.encrypted);
          }
          throw githubHttpError(err);
        }
        throw err;
      }
      const row = await repo.findAccessRow(licenseId);
      return {
        message: action === 'grant' ? GITHUB_MESSAGES.granted : GITHUB_MESSAGES.revoked,
        license: toRepositoryLicenseRecord(row!, ctx.target.fullName),
      };
    },
  };
  return service;
}

export type GitHubAccessService = ReturnType<typeof createGitHubAccessService>;
