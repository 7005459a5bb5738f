import {
  GITHUB_DAILY_INVITATIONS,
  GITHUB_MESSAGES,
  parseGitHubRepositoryUrl,
  updatesTermRuns,
  type AccessEvent,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import {
  isGitHubApiError,
  type GitHubClient,
  type GitHubInvitation,
  type GitHubUserApi,
} from '../../integrations/github/github-client';
import type { TokenCipher } from '../../integrations/github/token-crypto';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobQueue } from '../../integrations/jobs/job-queue';
import type { AccessEvents } from './access-events';
import { accessErrorMessage, DailyInvitationLimit } from './github-access-errors';
import type { GitHubRepository, LicenseAccessPatch, LicenseAccessRow } from './github.repository';

/**
 * The access engine's moves on one license's repository access (docs/product-rules.md#repository-
 * access): invite, watch the invitation, expire it, remove; each recorded on the license's
 * `github_repository` grant and in the access trail. The strategy (github-access.strategy.ts) runs
 * them as jobs, the reconciliation (github-reconcile.ts) compares them with GitHub.
 */

/** How long a page may wait for GitHub to confirm pending invitations before answering anyway. */
export const VIEWER_CHECK_TIMEOUT_MS = 2_000;
/** GitHub lets an invitation wait this long for an answer. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/** Job names of the access engine. */
export const GRANT_JOB = 'github-access.grant';
export const REVOKE_JOB = 'github-access.revoke';
export const RELINK_JOB = 'github-access.relink';
export const RECONCILE_ALL_JOB = 'github-access.reconcile-all';
/** Sellers reconciled per scheduled run. */
export const RECONCILE_SELLERS = 1_000;
/** Retries of a GitHub call that failed for a passing reason (5xx, rate limit). */
export const GRANT_RETRIES = 8;
export const GRANT_BACKOFF = { delayMs: 30_000, maxDelayMs: 6 * 3600_000 };

export type AccessCause = AccessEvent['cause'];
export type AccessAction = AccessEvent['action'];

export interface AccessJob {
  licenseId: string;
  cause: AccessCause;
  /** The user who asked (null: the system). */
  actorId: string | null;
  /** A re-send (recorded as such). */
  resend?: boolean;
  /** A relink: the GitHub account whose access goes. */
  oldLogin?: string;
  /**
   * Set while a job runs (never queued): the run's job id, the same on every retry. The trail
   * holds one event of each action per job, so a run that died after recording (before the
   * queue heard it finish) and ran again records nothing twice.
   */
  jobId?: string;
}

export interface Target {
  owner: string;
  name: string;
  fullName: string;
}

export interface AccessContext {
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
  mailer: Mailer;
  /** The app's public URL (links in mails). */
  publicUrl: string;
}

/** The repository a license gives access to: the paid one for paid licenses, else the free one. */
export function accessTarget(row: LicenseAccessRow, webUrl: string): Target | null {
  const url = row.kind === 'paid' ? row.paidRepoUrl : row.freeRepoUrl;
  const parsed = url ? parseGitHubRepositoryUrl(url, webUrl) : null;
  return parsed ? { ...parsed, fullName: `${parsed.owner}/${parsed.name}` } : null;
}

/**
 * Whether the license should reach its repository now: it is active and its term of updates
 * (null: for life) has not ended (docs/decisions/021-updates-for-a-term.md). Every grant, re-grant
 * and revoke of the engine asks this, so neither a reconciliation, a retry, a dispute won nor a
 * new GitHub connection gives access back after the term; a renewal does.
 */
export const reachesRepository = (
  row: Pick<LicenseAccessRow, 'status' | 'updatesUntil'>,
  now: Date,
): boolean => row.status === 'active' && updatesTermRuns(row.updatesUntil, now);

/** What the system does on its own: the trail says 'purchase' and no actor. */
export const SYSTEM: Pick<AccessJob, 'cause' | 'actorId'> = { cause: 'purchase', actorId: null };

export function createGitHubAccessEngine(deps: GitHubAccessDeps) {
  const { repo, cipher, client, webUrl, log, jobs, clock, events, mailer, publicUrl } = deps;
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
    how: Pick<AccessJob, 'cause' | 'actorId' | 'jobId'>,
    detail: string | null = null,
    githubAccount: string | null = ctx.row.buyerGithubUsername,
  ): Promise<void> {
    const id = await repo.insertAccessEvent({
      jobId: how.jobId ?? null,
      createdAt: clock(),
      licenseId: ctx.row.id,
      projectId: ctx.row.projectId,
      sellerId: ctx.row.sellerId,
      buyerId: ctx.row.buyerId,
      githubAccount,
      repository: ctx.target?.fullName ?? ctx.row.repositoryFullName,
      action,
      cause: how.cause,
      actorId: how.actorId,
      detail,
    });
    if (id) await events?.emit('recorded', id);
  }

  /**
   * Records a failure on the license's grant and in the trail; a revoked seller token is forgotten.
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

  /** The buyer's invitations to the target repository as GitHub lists them, expired ones included. */
  async function buyerInvitations(ctx: AccessContext): Promise<GitHubInvitation[]> {
    const login = ctx.row.buyerGithubUsername!.toLowerCase();
    const { owner, name } = ctx.target!;
    const invitations = await ctx.seller!.api.listInvitations(owner, name);
    return invitations.filter((i) => i.invitee?.toLowerCase() === login);
  }

  /**
   * Deletes the buyer's invitation that GitHub expired: it stays listed, cannot be accepted, and
   * inviting again would not renew it. A run that dies after this and runs again finds nothing
   * left to delete and invites once.
   */
  async function clearExpiredInvitation(ctx: AccessContext): Promise<void> {
    const { owner, name } = ctx.target!;
    for (const invitation of await buyerInvitations(ctx)) {
      if (invitation.expired) await ctx.seller!.api.deleteInvitation(owner, name, invitation.id);
    }
  }

  /**
   * Invites (or re-invites) the buyer. Throws the GitHub error after recording it, unless
   * `onFailure` records it (the job, which knows the next attempt).
   */
  async function invite(
    ctx: AccessContext,
    how: Pick<AccessJob, 'cause' | 'actorId' | 'resend' | 'jobId'> = SYSTEM,
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
      // Only an invitation this license sent before can be lying there expired; a first one
      // saves the listing.
      if (how.resend || row.accessInvitedAt) await clearExpiredInvitation(ctx);
      const until = await repo.reserveInvitation(
        repositoryKey(ctx),
        clock(),
        GITHUB_DAILY_INVITATIONS,
        how.jobId ?? null,
      );
      if (until) throw new DailyInvitationLimit(until);
      const result = await ctx.seller.api.addCollaborator(
        target.owner,
        target.name,
        row.buyerGithubUsername,
      );
      const granted = result === 'collaborator';
      const now = clock();
      await repo.updateAccess(row.id, {
        repositoryFullName: target.fullName,
        account: row.buyerGithubUsername,
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
      if (err instanceof DailyInvitationLimit) await deferForLimit(ctx, how, err.until);
      else if (onFailure) await onFailure(err);
      else await recordFailure(ctx, err, how);
      throw err;
    }
  }

  /** GitHub's daily limit is used up: the license waits, saying so, and its grant runs at `until`. */
  async function deferForLimit(
    ctx: AccessContext,
    how: Pick<AccessJob, 'cause' | 'actorId' | 'resend'>,
    until: Date,
  ): Promise<void> {
    await repo.updateAccess(ctx.row.id, {
      repositoryFullName: ctx.target?.fullName ?? ctx.row.repositoryFullName,
      accessState: 'queued',
      accessError: GITHUB_MESSAGES.dailyInvitationLimit,
      accessNextAttemptAt: until,
    });
    await jobs.enqueue(
      GRANT_JOB,
      { licenseId: ctx.row.id, cause: how.cause, actorId: how.actorId, resend: how.resend },
      {
        singletonKey: ctx.row.id,
        startAfter: until,
        retryLimit: GRANT_RETRIES,
        backoff: GRANT_BACKOFF,
      },
    );
  }

  /**
   * What the daily invitation limit counts by: the project's paid or free repository. Keyed by
   * the project, not by GitHub's id or the name, so invitations sent before and after the first
   * successful look-up of the repository (or across a rename) share one count.
   */
  function repositoryKey(ctx: AccessContext): string {
    return `project:${ctx.row.projectId}:${ctx.row.kind === 'paid' ? 'paid' : 'free'}`;
  }

  /**
   * Finds the repository on GitHub by its id (by its name the first time) and, when it was renamed
   * or transferred, stores its new name on the project, so access keeps working. A failure is left
   * to the call that follows (it fails the same way and is recorded there).
   */
  async function track(ctx: AccessContext): Promise<void> {
    const { row, target, seller } = ctx;
    if (!target || !seller) return;
    const which = row.kind === 'paid' ? 'paid' : 'free';
    const storedId = which === 'paid' ? row.paidRepoGithubId : row.freeRepoGithubId;
    let found;
    try {
      found = storedId
        ? await seller.api.getRepositoryById(storedId)
        : await seller.api.getRepository(target.owner, target.name);
    } catch (err) {
      log.debug({ err, licenseId: row.id }, 'looking up the repository on GitHub failed');
      return;
    }
    if (storedId === found.id && found.fullName.toLowerCase() === target.fullName.toLowerCase()) {
      return;
    }
    const [owner, name] = found.fullName.split('/') as [string, string];
    const base = webUrl.replace(/\/$/, '');
    await repo.setProjectRepository(row.projectId, which, `${base}/${found.fullName}`, found.id);
    if (which === 'paid') {
      row.paidRepoGithubId = found.id;
      row.paidRepoUrl = `${base}/${found.fullName}`;
    } else {
      row.freeRepoGithubId = found.id;
      row.freeRepoUrl = `${base}/${found.fullName}`;
    }
    if (found.fullName.toLowerCase() !== target.fullName.toLowerCase()) {
      log.info({ from: target.fullName, to: found.fullName }, 'repository renamed or transferred');
      if (row.repositoryFullName) {
        await repo.updateAccess(row.id, { repositoryFullName: found.fullName });
        row.repositoryFullName = found.fullName;
      }
    }
    ctx.target = { owner, name, fullName: found.fullName };
  }

  /** A short mail to the buyer about their invitation; a mail failure changes nothing. */
  async function mailBuyer(ctx: AccessContext, again: boolean): Promise<void> {
    const repository = ctx.target?.fullName ?? ctx.row.repositoryFullName ?? '';
    const accept = `${webUrl.replace(/\/$/, '')}/${repository}/invitations`;
    const text = again
      ? `Your GitHub invitation to ${repository} (${ctx.row.projectTitle}) expired again without ` +
        `being accepted. Open your purchases to send a new one:\n\n${publicUrl}/dashboard\n`
      : `Your GitHub invitation to ${repository} (${ctx.row.projectTitle}) expired before it ` +
        `was accepted, so we sent a new one. Accept it on GitHub within 7 days:\n\n${accept}\n`;
    try {
      await mailer.send({
        to: ctx.row.buyerEmail,
        subject: again
          ? `Your invitation to ${repository} expired`
          : `A new invitation to ${repository}`,
        text,
      });
    } catch (err) {
      log.warn(
        { err, licenseId: ctx.row.id },
        'mailing the buyer about an expired invitation failed',
      );
    }
  }

  /**
   * The invitation is no longer pending (GitHub lists it as expired, or not at all) and the buyer
   * is not a collaborator: recorded, re-sent once on its own (the grant deletes the expired
   * invitation first), and the buyer mailed. After that, the buyer or the seller re-sends by hand.
   * Runs once per invitation however many checks see it at once: null for the ones that came late.
   */
  async function expire(ctx: AccessContext): Promise<'resent' | 'expired' | null> {
    const how = { cause: 'reconciliation' as const, actorId: null };
    if (!(await repo.markInvitationExpired(ctx.row.id, ctx.row.accessInvitedAt))) return null;
    ctx.row.accessState = 'invitation_expired';
    await record(ctx, 'expire', how, 'The invitation expired without being accepted');
    const first = (await repo.countAccessEvents(ctx.row.id, 'expire')) === 1;
    if (first) await queueGrant({ licenseId: ctx.row.id, ...how, resend: true });
    await mailBuyer(ctx, !first);
    return first ? 'resent' : 'expired';
  }

  /** Whether GitHub still holds a pending invitation of the buyer (an expired one is not). */
  async function invitationPending(ctx: AccessContext): Promise<boolean> {
    return (await buyerInvitations(ctx)).some((i) => !i.expired);
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
    if (!reachesRepository(row, clock()) || !row.invitationSent || row.accessGranted)
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
    } else if (
      row.accessState === 'invited' &&
      row.accessInvitedAt &&
      clock().getTime() - row.accessInvitedAt.getTime() >= INVITATION_LIFETIME_MS &&
      !(await invitationPending(ctx))
    ) {
      await expire(ctx);
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

  /** Queues the grant of one license (one queued grant per license). */
  async function queueGrant(payload: AccessJob): Promise<void> {
    const row = await repo.findAccessRow(payload.licenseId);
    if (!row || !reachesRepository(row, clock()) || !targetOf(row)) return;
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

  return {
    deps,
    /** Whether the license should reach its repository now (reachesRepository on the clock). */
    reaches: (row: Pick<LicenseAccessRow, 'status' | 'updatesUntil'>) =>
      reachesRepository(row, clock()),
    targetOf,
    sellerApi,
    load,
    record,
    recordFailure,
    invite,
    track,
    expire,
    remove,
    check,
    checkQuietly,
    queueGrant,
    queueRevoke,
  };
}

export type GitHubAccessEngine = ReturnType<typeof createGitHubAccessEngine>;
