import {
  GITHUB_DAILY_INVITATIONS,
  GITHUB_MESSAGES,
  licenseAccessState,
  parseGitHubRepositoryUrl,
  type AccessEvent,
  type LicenseAccess,
  type ReconcileEntry,
  type ReconcileReport,
  type RepositoryLicenseRecord,
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
export const RELINK_JOB = 'github-access.relink';
export const RECONCILE_ALL_JOB = 'github-access.reconcile-all';
/** Sellers reconciled per scheduled run. */
const RECONCILE_SELLERS = 1_000;
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
  mailer: Mailer;
  /** The app's public URL (links in mails). */
  publicUrl: string;
}

/** GitHub's limit of 50 invitations a day for the repository is used up until `until`. */
export class DailyInvitationLimit extends Error {
  readonly statusCode = 429;
  readonly expose = true;
  constructor(readonly until: Date) {
    super(GITHUB_MESSAGES.dailyInvitationLimit);
    this.name = 'DailyInvitationLimit';
  }
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
  mailer,
  publicUrl,
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

  /** What the daily invitation limit counts by: GitHub's id, or the name while it is unknown. */
  function repositoryKey(ctx: AccessContext): string {
    const id = ctx.row.kind === 'paid' ? ctx.row.paidRepoGithubId : ctx.row.freeRepoGithubId;
    return id ? `id:${id}` : `name:${ctx.target!.fullName.toLowerCase()}`;
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

  /** When the job runs next after this failed attempt (the queue's own back-off). */
  const nextAttempt = (job: JobInfo) =>
    new Date(clock().getTime() + backoffDelay(GRANT_BACKOFF, job.attempt));

  /**
   * The grant job: invites the buyer. A passing GitHub failure is recorded with its next attempt
   * and thrown, so the queue retries it with back-off; any other failure waits for a person
   * (the seller reconnects, fixes the repository, or someone re-sends).
   */
  async function grantJob(payload: AccessJob, job: JobInfo): Promise<void> {
    const how: AccessJob = { ...payload, jobId: job.id };
    const ctx = await load(payload.licenseId);
    if (!ctx || ctx.row.status !== 'active' || !ctx.target) return;
    if (!ctx.row.buyerGithubUsername) {
      await repo.updateAccess(ctx.row.id, { accessState: 'waiting_for_github' });
      return;
    }
    await track(ctx);
    try {
      await invite(ctx, how, (err) =>
        recordFailure(ctx, err, how, passing(err) && !job.lastAttempt ? nextAttempt(job) : null),
      );
    } catch (err) {
      // Past the daily limit the grant is queued again for the next window (done by invite).
      if (passing(err) && !job.lastAttempt) throw err;
    }
  }

  /**
   * The relink job: the buyer linked another GitHub account. The old account's collaboration and
   * pending invitation go, then the new account is invited; each step is recorded once (a retried
   * run finds nothing left to remove).
   */
  async function relinkJob(payload: AccessJob, job: JobInfo): Promise<void> {
    const how: AccessJob = { ...payload, jobId: job.id };
    const ctx = await load(payload.licenseId);
    if (!ctx || ctx.row.status !== 'active' || !ctx.target || !ctx.seller) {
      if (ctx?.row.status === 'active') await queueGrant({ ...payload, oldLogin: undefined });
      return;
    }
    await track(ctx);
    const { owner, name } = ctx.target!;
    const old = how.oldLogin;
    try {
      if (old && old.toLowerCase() !== ctx.row.buyerGithubUsername?.toLowerCase()) {
        let removed = false;
        if (await ctx.seller.api.isCollaborator(owner, name, old)) {
          await ctx.seller.api.removeCollaborator(owner, name, old);
          removed = true;
        }
        for (const invitation of await ctx.seller.api.listInvitations(owner, name)) {
          if (invitation.invitee?.toLowerCase() === old.toLowerCase()) {
            await ctx.seller.api.deleteInvitation(owner, name, invitation.id);
            // An expired invitation gave nothing to remove.
            if (!invitation.expired) removed = true;
          }
        }
        if (removed) {
          await record(ctx, 'remove', how, 'The buyer linked another GitHub account', old);
        }
      }
    } catch (err) {
      if (passing(err) && !job.lastAttempt) throw err;
      await recordFailure(ctx, err, how);
      return;
    }
    if (!ctx.row.buyerGithubUsername) return;
    try {
      await invite(ctx, how, (err) =>
        recordFailure(ctx, err, how, passing(err) && !job.lastAttempt ? nextAttempt(job) : null),
      );
    } catch (err) {
      if (passing(err) && !job.lastAttempt) throw err;
    }
  }

  /** The revoke job: removes the collaborator; every failure is retried with back-off. */
  async function revokeJob(payload: AccessJob, job: JobInfo): Promise<void> {
    const how: AccessJob = { ...payload, jobId: job.id };
    const ctx = await load(payload.licenseId);
    if (!ctx || ctx.row.status === 'active') return;
    await track(ctx);
    try {
      await remove(ctx, how);
    } catch (err) {
      await recordFailure(ctx, err, how, job.lastAttempt ? null : nextAttempt(job));
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

  /**
   * Compares each repository of the seller's projects (one with `projectId`) with the licenses that
   * should reach it: access seen on GitHub is recorded, missing access re-granted (cause
   * reconciliation), expired invitations handled, and GitHub accounts without a license reported,
   * never removed. The report is stored as the seller's last.
   */
  async function reconcile(
    sellerId: string,
    projectId: string | undefined,
  ): Promise<ReconcileReport> {
    const at = clock();
    const report: ReconcileReport = {
      at: at.toISOString(),
      projectId: projectId ?? null,
      checked: 0,
      regranted: [],
      unexpected: [],
      pending: [],
      errors: [],
    };
    const rows = (await repo.sellerLicenses(sellerId, MAX_SELLER_LICENSES)).filter(
      (r) => !projectId || r.projectId === projectId,
    );
    const seller = await sellerApi(sellerId);
    const sellerLogin = (await repo.findLink(sellerId))?.githubUsername?.toLowerCase() ?? null;
    // One pass per repository: several licenses (and projects) may share one.
    const groups = new Map<string, AccessContext[]>();
    for (const row of rows) {
      const target = targetOf(row);
      if (!target) continue;
      const ctx: AccessContext = { row, target, seller };
      const key = target.fullName.toLowerCase();
      groups.set(key, [...(groups.get(key) ?? []), ctx]);
    }
    const entry = (
      ctx: AccessContext | null,
      repository: string,
      account: string | null,
      reason: string,
    ): ReconcileEntry => ({
      repository,
      githubAccount: account,
      licenseId: ctx?.row.id ?? null,
      projectId: ctx?.row.projectId ?? null,
      buyerUsername: ctx?.row.buyerUsername ?? null,
      reason,
    });
    for (const group of groups.values()) {
      const first = group[0]!;
      if (!seller) {
        report.errors.push({
          repository: first.target!.fullName,
          error: GITHUB_MESSAGES.notConnected,
        });
        continue;
      }
      await track(first);
      for (const ctx of group) ctx.target = first.target;
      const { owner, name, fullName } = first.target!;
      let collaborators: Set<string>;
      let invitees: Set<string>;
      try {
        collaborators = new Set(
          (await seller.api.listCollaborators(owner, name)).map((l) => l.toLowerCase()),
        );
        // Only pending invitations: one GitHub expired is listed until deleted but gives nothing.
        invitees = new Set(
          (await seller.api.listInvitations(owner, name)).flatMap((i) =>
            i.invitee && !i.expired ? [i.invitee.toLowerCase()] : [],
          ),
        );
      } catch (err) {
        report.errors.push({ repository: fullName, error: accessErrorMessage(err) });
        continue;
      }
      const expected = new Set<string>();
      for (const ctx of group) {
        const { row } = ctx;
        report.checked += 1;
        const login = row.buyerGithubUsername?.toLowerCase();
        if (!login) continue;
        expected.add(login);
        // A removal the seller asked for stands.
        if (row.accessState === 'revoked') continue;
        if (collaborators.has(login)) {
          if (row.accessState !== 'active') {
            await repo.updateAccess(row.id, {
              repositoryFullName: fullName,
              accessState: 'active',
              accessGrantedAt: row.accessGrantedAt ?? at,
              accessError: null,
              accessAttempts: 0,
              accessNextAttemptAt: null,
            });
            await record(ctx, 'accept_seen', { cause: 'reconciliation', actorId: null });
          }
        } else if (invitees.has(login)) {
          report.pending.push(
            entry(ctx, fullName, row.buyerGithubUsername, 'Invitation sent, not accepted yet'),
          );
        } else if (row.accessState === 'invited') {
          const outcome = await expire(ctx);
          if (outcome === null) {
            report.pending.push(
              entry(
                ctx,
                fullName,
                row.buyerGithubUsername,
                'The invitation expired; another check is handling it',
              ),
            );
          } else if (outcome === 'resent') {
            report.regranted.push(
              entry(
                ctx,
                fullName,
                row.buyerGithubUsername,
                'The invitation expired; a new one is on its way',
              ),
            );
          } else {
            report.pending.push(
              entry(
                ctx,
                fullName,
                row.buyerGithubUsername,
                'The invitation expired again; the buyer can re-send it',
              ),
            );
          }
        } else if (row.accessState === 'invitation_expired') {
          report.pending.push(
            entry(
              ctx,
              fullName,
              row.buyerGithubUsername,
              'The invitation expired; the buyer can re-send it',
            ),
          );
        } else if (row.accessState === 'queued' && row.accessNextAttemptAt) {
          report.pending.push(
            entry(
              ctx,
              fullName,
              row.buyerGithubUsername,
              row.accessError ?? 'Waiting for its turn',
            ),
          );
        } else {
          const reason =
            row.accessState === 'active'
              ? 'Was a collaborator, no longer is: invited again'
              : 'No access on GitHub: invited';
          await queueGrant({ licenseId: row.id, cause: 'reconciliation', actorId: null });
          report.regranted.push(entry(ctx, fullName, row.buyerGithubUsername, reason));
        }
      }
      const owners = new Set([owner.toLowerCase(), ...(sellerLogin ? [sellerLogin] : [])]);
      for (const login of collaborators) {
        if (!expected.has(login) && !owners.has(login)) {
          report.unexpected.push(entry(null, fullName, login, 'Collaborator without a license'));
        }
      }
      for (const login of invitees) {
        if (!expected.has(login) && !owners.has(login)) {
          report.unexpected.push(entry(null, fullName, login, 'Invitation without a license'));
        }
      }
    }
    await repo.saveReconcileReport(sellerId, at, report);
    return report;
  }

  let running: Promise<void> | null = null;

  const service = {
    /** Registers the job handlers (the plugin calls it once). */
    async registerJobs(): Promise<void> {
      await jobs.work<AccessJob>(GRANT_JOB, grantJob);
      await jobs.work<AccessJob>(REVOKE_JOB, revokeJob);
      await jobs.work<AccessJob>(RELINK_JOB, relinkJob);
      await jobs.work<Record<string, never>>(RECONCILE_ALL_JOB, async () => {
        for (const sellerId of await repo.sellersWithLicenses(RECONCILE_SELLERS)) {
          try {
            await reconcile(sellerId, undefined);
          } catch (err) {
            log.warn({ err, sellerId }, 'scheduled reconciliation of a seller failed');
          }
        }
      });
    },

    /**
     * The buyer linked a different GitHub account (`oldLogin` was linked before): each license the
     * engine worked on moves to the new account, as a job.
     */
    async onRelinked(buyerId: string, oldLogin: string): Promise<void> {
      try {
        for (const licenseId of await repo.attemptedOfBuyer(buyerId, JOB_BATCH)) {
          await repo.updateAccess(licenseId, { accessState: 'queued' });
          await jobs.enqueue(
            RELINK_JOB,
            { licenseId, cause: 'buyer_relink', actorId: buyerId, oldLogin } satisfies AccessJob,
            { retryLimit: GRANT_RETRIES, backoff: GRANT_BACKOFF },
          );
        }
      } catch (err) {
        log.error({ err, buyerId }, 'moving access to a relinked GitHub account failed');
      }
    },

    /** POST /seller/reconcile: compares GitHub with the licenses, now. */
    async reconcile(sellerId: string, projectId: string | undefined): Promise<ReconcileReport> {
      if (projectId && (await repo.projectAuthor(projectId)) !== sellerId) {
        throw httpErrors.notFound(GITHUB_MESSAGES.projectNotFound);
      }
      return reconcile(sellerId, projectId);
    },

    /** Queues the scheduled reconciliation of every seller (one job across instances). */
    async queueReconcileAll(): Promise<void> {
      await jobs.enqueue(RECONCILE_ALL_JOB, {}, { singletonKey: 'all', retryLimit: 0 });
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
  // The stored state, else what the stored booleans say (the shared rule, as every page reads
  // it); whether the server has GitHub is for the page to weigh. None without a repository.
  const stored = licenseAccessState(
    {
      accessState: row.accessState,
      accessGranted: row.accessGranted,
      invitationSent: row.invitationSent,
      hasError: row.accessError !== null,
      buyerHasGithub: row.buyerGithubUsername !== null,
    },
    true,
  );
  const state =
    row.accessState ??
    (row.status === 'active' && target && stored !== 'github_not_configured' ? stored : null);
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
