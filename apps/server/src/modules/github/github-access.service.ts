import {
  GITHUB_MESSAGES,
  parseGitHubRepositoryUrl,
  type AccessEvent,
  type LicenseAccess,
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
import { backoffDelay, type JobInfo, type JobQueue } from '../../integrations/jobs/job-queue';
import type { AccessEvents } from './access-events';
import { toAccessEvent, toRepositoryLicenseRecord } from './github.mapper';
import type {
  AccessEventRow,
  GitHubRepository,
  LicenseAccessPatch,
  LicenseAccessRow,
} from './github.repository';

/** How long a page may wait for GitHub to confirm pending invitations before answering anyway. */
export const VIEWER_CHECK_TIMEOUT_MS = 2_000;
/** Pending invitations checked when a seller opens the access page. */
const SELLER_CHECK_MAX = 10;
/** Licenses handled per periodic run, per kind (pending checks, retries). */
const JOB_BATCH = 100;
const MAX_SELLER_LICENSES = 500;
/** Events listed with one license, and in the seller's trail. */
const LICENSE_EVENTS = 100;
const SELLER_EVENTS = 5_000;
/** GitHub lets an invitation wait this long for an answer. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/** Job names of the access engine. */
export const GRANT_JOB = 'github-access.grant';
export const REVOKE_JOB = 'github-access.revoke';
/** Retries of a GitHub call that failed for a passing reason (5xx, rate limit). */
const GRANT_RETRIES = 8;
const GRANT_BACKOFF = { delayMs: 30_000, maxDelayMs: 6 * 3600_000 };

export type AccessCause = AccessEvent['cause'];
export type AccessAction = AccessEvent['action'];

export interface AccessJob {
  licenseId: string;
  cause: AccessCause;
  /** The user who asked (null: the system). */
  actorId: string | null;
  /** A re-send asked for by a person (recorded as such). */
  resend?: boolean;
}

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
  jobs: JobQueue;
  clock: () => Date;
  /** Told about every row added to the access trail (webhooks). */
  events?: AccessEvents;
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

/** What the system does on its own: the trail says 'purchase' and no actor. */
const SYSTEM: Pick<AccessJob, 'cause' | 'actorId'> = { cause: 'purchase', actorId: null };

/** GitHub failures that pass on their own: worth a retry with back-off. */
function passing(err: unknown): boolean {
  return isGitHubApiError(err) && (err.kind === 'unavailable' || err.kind === 'rateLimited');
}

export function createGitHubAccessService({
  repo,
  client,
  cipher,
  webUrl,
  log,
  jobs,
  clock,
  events,
}: GitHubAccessDeps) {
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

  /** Appends to the access trail (never changed afterwards). */
  async function record(
    ctx: AccessContext,
    action: AccessAction,
    how: Pick<AccessJob, 'cause' | 'actorId'>,
    detail: string | null = null,
  ): Promise<void> {
    const id = await repo.insertAccessEvent({
      createdAt: clock(),
      licenseId: ctx.row.id,
      projectId: ctx.row.projectId,
      sellerId: ctx.row.sellerId,
      buyerId: ctx.row.buyerId,
      githubAccount: ctx.row.buyerGithubUsername,
      repository: ctx.target?.fullName ?? ctx.row.repositoryFullName,
      action,
      cause: how.cause,
      actorId: how.actorId,
      detail,
    });
    await events?.emit('recorded', id);
  }

  /**
   * Records a failure on the license and in the trail; a revoked seller token is forgotten.
   * `nextAttemptAt` is when the job tries again (null: not before someone acts).
   */
  async function recordFailure(
    ctx: AccessContext,
    err: unknown,
    how: Pick<AccessJob, 'cause' | 'actorId'> = SYSTEM,
    nextAttemptAt: Date | null = null,
  ): Promise<void> {
    log.warn(
      { err, licenseId: ctx.row.id, repository: ctx.target?.fullName },
      'GitHub repository access failed',
    );
    if (isGitHubApiError(err) && err.kind === 'unauthorized' && ctx.seller) {
      await repo.clearToken(ctx.row.sellerId, ctx.seller.encrypted);
    }
    const message = accessErrorMessage(err);
    await repo.updateAccess(ctx.row.id, {
      repositoryFullName: ctx.target?.fullName ?? ctx.row.repositoryFullName,
      accessError: message,
      accessState: 'failed',
      accessAttempts: ctx.row.accessAttempts + 1,
      accessNextAttemptAt: nextAttemptAt,
    });
    await record(ctx, 'fail', how, message);
  }

  /**
   * Invites (or re-invites) the buyer. Throws the GitHub error after recording it, unless
   * `onFailure` records it (the job, which knows the next attempt).
   */
  async function invite(
    ctx: AccessContext,
    how: Pick<AccessJob, 'cause' | 'actorId' | 'resend'> = SYSTEM,
    onFailure?: (err: unknown) => Promise<void>,
  ): Promise<void> {
    const { row, target } = ctx;
    if (!target || !row.buyerGithubUsername) return;
    if (!ctx.seller) {
      const err = httpErrors.badRequest(GITHUB_MESSAGES.notConnected);
      await recordFailure(ctx, err, how);
      throw err;
    }
    try {
      const result = await ctx.seller.api.addCollaborator(
        target.owner,
        target.name,
        row.buyerGithubUsername,
      );
      const granted = result === 'collaborator';
      const now = clock();
      await repo.updateAccess(row.id, {
        repositoryFullName: target.fullName,
        accessState: granted ? 'active' : 'invited',
        accessGrantedAt: granted ? (row.accessGrantedAt ?? now) : null,
        accessInvitedAt: granted ? row.accessInvitedAt : now,
        accessError: null,
        accessAttempts: 0,
        accessNextAttemptAt: null,
      });
      await record(
        ctx,
        granted ? 'accept_seen' : how.resend ? 'resend' : 'invite',
        how,
        granted ? 'Already a collaborator' : null,
      );
    } catch (err) {
      if (onFailure) await onFailure(err);
      else await recordFailure(ctx, err, how);
      throw err;
    }
  }

  /** Removes the collaborator and cancels a pending invitation. Throws on a GitHub error. */
  async function remove(
    ctx: AccessContext,
    how: Pick<AccessJob, 'cause' | 'actorId'> = { cause: 'refund', actorId: null },
  ): Promise<void> {
    const { row, target } = ctx;
    const cleared: LicenseAccessPatch = {
      accessState: 'revoked',
      accessGrantedAt: null,
      accessError: null,
      accessAttempts: 0,
      accessNextAttemptAt: null,
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
    const byPerson = how.cause === 'seller_action' || how.cause === 'admin';
    await record(ctx, byPerson ? 'remove' : 'revoke', how);
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
        accessState: 'active',
        accessGrantedAt: clock(),
        accessError: null,
      });
      await record(ctx, 'accept_seen', SYSTEM);
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

  /** When the job runs next after this failed attempt (the queue's own back-off). */
  const nextAttempt = (job: JobInfo) =>
    new Date(clock().getTime() + backoffDelay(GRANT_BACKOFF, job.attempt));

  /**
   * The grant job: invites the buyer. A passing GitHub failure is recorded with its next attempt
   * and thrown, so the queue retries it with back-off; any other failure waits for a person
   * (the seller reconnects, fixes the repository, or someone re-sends).
   */
  async function grantJob(payload: AccessJob, job: JobInfo): Promise<void> {
    const ctx = await load(payload.licenseId);
    if (!ctx || ctx.row.status !== 'active' || !ctx.target) return;
    if (!ctx.row.buyerGithubUsername) {
      await repo.updateAccess(ctx.row.id, { accessState: 'waiting_for_github' });
      return;
    }
    try {
      await invite(ctx, payload, (err) =>
        recordFailure(
          ctx,
          err,
          payload,
          passing(err) && !job.lastAttempt ? nextAttempt(job) : null,
        ),
      );
    } catch (err) {
      if (passing(err) && !job.lastAttempt) throw err;
    }
  }

  /** The revoke job: removes the collaborator; every failure is retried with back-off. */
  async function revokeJob(payload: AccessJob, job: JobInfo): Promise<void> {
    const ctx = await load(payload.licenseId);
    if (!ctx || ctx.row.status === 'active') return;
    try {
      await remove(ctx, payload);
    } catch (err) {
      await recordFailure(ctx, err, payload, job.lastAttempt ? null : nextAttempt(job));
      throw err;
    }
  }

  /** Queues the grant of one license (one queued grant per license). */
  async function queueGrant(payload: AccessJob): Promise<void> {
    const row = await repo.findAccessRow(payload.licenseId);
    if (!row || row.status !== 'active' || !targetOf(row)) return;
    if (!row.buyerGithubUsername) {
      await repo.updateAccess(row.id, { accessState: 'waiting_for_github' });
      return;
    }
    if (row.accessState !== 'active' && row.accessState !== 'invited') {
      await repo.updateAccess(row.id, { accessState: 'queued' });
    }
    await jobs.enqueue(GRANT_JOB, payload, {
      singletonKey: row.id,
      retryLimit: GRANT_RETRIES,
      backoff: GRANT_BACKOFF,
    });
  }

  async function queueRevoke(payload: AccessJob): Promise<void> {
    await jobs.enqueue(REVOKE_JOB, payload, {
      singletonKey: payload.licenseId,
      retryLimit: GRANT_RETRIES,
      backoff: GRANT_BACKOFF,
    });
  }

  /** Queues without throwing (event listeners). */
  const quietly = (work: Promise<void>, licenseId: string) =>
    work.catch((err: unknown) =>
      log.error({ err, licenseId }, 'queueing repository access failed'),
    );

  let running: Promise<void> | null = null;

  const service = {
    /** Registers the job handlers (the plugin calls it once). */
    async registerJobs(): Promise<void> {
      await jobs.work<AccessJob>(GRANT_JOB, grantJob);
      await jobs.work<AccessJob>(REVOKE_JOB, revokeJob);
    },

    /** License 'activated': queue the invitation when everything needed is there. */
    onActivated: (licenseId: string) =>
      quietly(queueGrant({ licenseId, cause: 'purchase', actorId: null }), licenseId),
    /** License 'refunded': queue the removal of the collaborator and pending invitation. */
    onRefunded: (licenseId: string) =>
      quietly(queueRevoke({ licenseId, cause: 'refund', actorId: null }), licenseId),
    /** License 'suspended' (its payment is disputed): queue the removal, recorded as a dispute. */
    onSuspended: (licenseId: string) =>
      quietly(queueRevoke({ licenseId, cause: 'dispute', actorId: null }), licenseId),
    /** License 'restored' (the dispute was won): queue the invitation again. */
    onRestored: (licenseId: string) =>
      quietly(queueGrant({ licenseId, cause: 'dispute', actorId: null }), licenseId),

    /** POST /licenses/:id/access/resend by the buyer or the seller: a new invitation, as a job. */
    async resend(user: { id: string; role: string }, licenseId: string): Promise<LicenseAccess> {
      const row = await repo.findAccessRow(licenseId);
      const buyer = row?.buyerId === user.id;
      if (!row || (!buyer && row.sellerId !== user.id)) {
        throw httpErrors.notFound(GITHUB_MESSAGES.licenseNotFound);
      }
      if (row.status !== 'active') throw httpErrors.conflict('This license has no access to send');
      if (!targetOf(row)) throw httpErrors.badRequest(GITHUB_MESSAGES.noRepository);
      if (!row.buyerGithubUsername) throw httpErrors.badRequest(GITHUB_MESSAGES.buyerNoGithub);
      if (row.accessState === 'active') {
        throw httpErrors.conflict('The buyer already has access to the repository');
      }
      await queueGrant({
        licenseId,
        cause: buyer ? 'buyer_action' : 'seller_action',
        actorId: user.id,
        resend: true,
      });
      return licenseAccess(repo, webUrl, user, licenseId);
    },

    /** The periodic job: confirm pending invitations, retry failed calls. One run at a time. */
    sync(): Promise<void> {
      running ??= (async () => {
        try {
          for (const id of await repo.pendingIds(JOB_BATCH)) await checkQuietly(id);
          for (const id of await repo.erroredIds(JOB_BATCH)) {
            const row = await repo.findAccessRow(id);
            // One that still waits for its retry is left to the queue.
            if (!row || (row.accessNextAttemptAt && row.accessNextAttemptAt > clock())) continue;
            const payload: AccessJob = { licenseId: id, cause: 'reconciliation', actorId: null };
            if (row.status === 'active') await queueGrant(payload);
            else await queueRevoke(payload);
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
        for (const id of ids) await queueGrant({ licenseId: id, cause: 'purchase', actorId: null });
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
        const how = { cause: 'seller_action' as const, actorId: sellerId };
        if (action === 'grant') await invite(ctx, how);
        else await remove(ctx, how);
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

/**
 * A license's access for its buyer and its project's seller; 404 for anyone else. Admins get 404
 * too: paid repositories and licenses stay between buyer and seller, as on every other route.
 */
export async function licenseAccess(
  repo: Pick<GitHubRepository, 'findAccessRow' | 'accessEventsOfLicense'>,
  webUrl: string,
  user: { id: string; role: string },
  licenseId: string,
): Promise<LicenseAccess> {
  const row = await repo.findAccessRow(licenseId);
  if (!row || (row.buyerId !== user.id && row.sellerId !== user.id)) {
    throw httpErrors.notFound(GITHUB_MESSAGES.licenseNotFound);
  }
  const target = accessTarget(row, webUrl);
  const events = await repo.accessEventsOfLicense(licenseId, LICENSE_EVENTS);
  const state =
    row.accessState ??
    (row.status === 'active' && target
      ? row.buyerGithubUsername
        ? 'queued'
        : 'waiting_for_github'
      : null);
  const invitedAt = row.accessInvitedAt;
  return {
    state,
    githubUsername: row.buyerGithubUsername,
    repositoryFullName: row.repositoryFullName ?? target?.fullName ?? null,
    invitedAt: invitedAt?.toISOString() ?? null,
    acceptedAt: row.accessGrantedAt?.toISOString() ?? null,
    expiresAt:
      state === 'invited' && invitedAt
        ? new Date(invitedAt.getTime() + INVITATION_LIFETIME_MS).toISOString()
        : null,
    lastError: row.accessError,
    attempts: row.accessAttempts,
    nextAttemptAt: row.accessNextAttemptAt?.toISOString() ?? null,
    events: events.map(toAccessEvent),
  };
}

/** The access trail of the seller's projects (one project with `projectId`), newest first. */
export async function sellerAccessEvents(
  repo: Pick<GitHubRepository, 'accessEventsOfSeller'>,
  sellerId: string,
  projectId: string | undefined,
): Promise<AccessEvent[]> {
  const rows: AccessEventRow[] = await repo.accessEventsOfSeller(
    sellerId,
    projectId,
    SELLER_EVENTS,
  );
  return rows.map(toAccessEvent);
}
