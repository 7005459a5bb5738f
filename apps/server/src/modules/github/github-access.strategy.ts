import {
  GITHUB_MESSAGES,
  RELEASE_MESSAGES,
  type LicenseAccess,
  type RepositoryLicenseRecord,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isGitHubApiError } from '../../integrations/github/github-client';
import { backoffDelay, type JobInfo } from '../../integrations/jobs/job-queue';
import type { EntitlementStrategy } from '../entitlements/entitlement-strategy';
import { githubHttpError, passing, within } from './github-access-errors';
import {
  GRANT_BACKOFF,
  GRANT_JOB,
  GRANT_RETRIES,
  RELINK_JOB,
  REVOKE_JOB,
  VIEWER_CHECK_TIMEOUT_MS,
  type AccessJob,
  type GitHubAccessEngine,
} from './github-access-engine';
import { licenseAccess } from './github-access-list';
import { toRepositoryLicenseRecord } from './github.mapper';

/** Licenses handled per periodic run, per kind (pending checks, retries). */
const JOB_BATCH = 100;

/**
 * Repository access as an entitlement (modules/entitlements): a grant queues the invitation, a
 * revoke the removal, each a job of the access engine that records its own state on the grant.
 * Also what people and the periodic job ask of one license's access: re-send, relink, the checks
 * after a connection or on a page, the seller's manual grant and revoke.
 */
export function createGitHubAccessStrategy(engine: GitHubAccessEngine) {
  const { repo, webUrl, log, jobs, clock } = engine.deps;
  const {
    load,
    record,
    recordFailure,
    invite,
    track,
    remove,
    checkQuietly,
    queueGrant,
    queueRevoke,
    targetOf,
    reaches,
  } = engine;

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
    if (!ctx || !reaches(ctx.row) || !ctx.target) return;
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
    if (!ctx || !reaches(ctx.row) || !ctx.target || !ctx.seller) {
      if (ctx && reaches(ctx.row)) await queueGrant({ ...payload, oldLogin: undefined });
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

  /**
   * The revoke job: removes the collaborator of a license that should no longer reach the
   * repository (not active, or its term of updates ended); every failure is retried with back-off.
   */
  async function revokeJob(payload: AccessJob, job: JobInfo): Promise<void> {
    const how: AccessJob = { ...payload, jobId: job.id };
    const ctx = await load(payload.licenseId);
    if (!ctx || reaches(ctx.row)) return;
    await track(ctx);
    try {
      await remove(ctx, how);
    } catch (err) {
      await recordFailure(ctx, err, how, job.lastAttempt ? null : nextAttempt(job));
      throw err;
    }
  }

  let running: Promise<void> | null = null;

  const entitlement: EntitlementStrategy = {
    kind: 'github_repository',
    async grant(license, cause) {
      // A renewal gives back only what the end of the term took: a removal by the seller, or
      // access never granted, stays as it is (docs/decisions/021-updates-for-a-term.md).
      if (cause === 'renewal') {
        const [latest] = await repo.accessEventsOfLicense(license.id, 1);
        if (latest?.cause !== 'updates_ended') return null;
      }
      await queueGrant({ licenseId: license.id, cause, actorId: null });
      return null;
    },
    async revoke(license, cause) {
      await queueRevoke({ licenseId: license.id, cause, actorId: null });
      return null;
    },
    async state(license) {
      return (await repo.findAccessRow(license.id))?.accessState ?? null;
    },
  };

  return {
    /** The entitlement strategy of repository access (registered by the GitHub plugin). */
    entitlement,

    /** Registers the job handlers (the plugin calls it once). */
    async registerJobs(): Promise<void> {
      await jobs.work<AccessJob>(GRANT_JOB, grantJob);
      await jobs.work<AccessJob>(REVOKE_JOB, revokeJob);
      await jobs.work<AccessJob>(RELINK_JOB, relinkJob);
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

    /** POST /licenses/:id/access/resend by the buyer or the seller: a new invitation, as a job. */
    async resend(user: { id: string; role: string }, licenseId: string): Promise<LicenseAccess> {
      const row = await repo.findAccessRow(licenseId);
      const buyer = row?.buyerId === user.id;
      if (!row || (!buyer && row.sellerId !== user.id)) {
        throw httpErrors.notFound(GITHUB_MESSAGES.licenseNotFound);
      }
      if (row.status !== 'active') throw httpErrors.conflict('This license has no access to send');
      if (!reaches(row)) throw httpErrors.conflict(RELEASE_MESSAGES.updatesEnded);
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
            if (reaches(row)) await queueGrant(payload);
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
}

export type GitHubAccessStrategy = ReturnType<typeof createGitHubAccessStrategy>;
