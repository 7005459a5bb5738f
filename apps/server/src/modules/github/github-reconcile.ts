import { GITHUB_MESSAGES, type ReconcileEntry, type ReconcileReport } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { accessErrorMessage } from './github-access-errors';
import {
  RECONCILE_ALL_JOB,
  RECONCILE_SELLERS,
  type AccessContext,
  type GitHubAccessEngine,
} from './github-access-engine';
import { MAX_SELLER_LICENSES } from './github-access-list';

/**
 * The reconciliation of repository access with GitHub: one seller's repositories now (the
 * seller asks), or every seller's on a schedule (one job across instances).
 */
export function createGitHubReconcile(engine: GitHubAccessEngine) {
  const { repo, log, jobs, clock } = engine.deps;
  const { targetOf, sellerApi, track, record, expire, queueGrant } = engine;

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
        // A removal the seller asked for stands, and so does the end of the license's term of
        // updates (its own effect removes the access; a renewal gives it back).
        if (row.accessState === 'revoked' || !engine.reaches(row)) continue;
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

  return {
    /** Registers the scheduled run's job handler (the plugin calls it once). */
    async registerJobs(): Promise<void> {
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
  };
}

export type GitHubReconcile = ReturnType<typeof createGitHubReconcile>;
