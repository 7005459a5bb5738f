import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { claimPeriod } from '../../db/rate-limit-counters';
import { createGitHubClient } from '../../integrations/github/github-client';
import { createTokenCipher, loadTokenKey } from '../../integrations/github/token-crypto';
import type { AccessEvent, LicenseAccess } from '@codebazaar/shared';

import { licenseAccess, sellerAccessEvents, storedSellerLicenses } from './github-access-list';
import { createGitHubAccessService, type GitHubAccessService } from './github-access.service';
import { createGitHubArchives, type GitHubArchives } from './github-archives';
import { createGitHubRepository } from './github.repository';
import { createGitHubService, type GitHubService } from './github.service';

/** The GitHub integration as the rest of the app sees it; services are null when unconfigured. */
export interface GitHubModule {
  configured: boolean;
  service: GitHubService | null;
  access: GitHubAccessService | null;
  /** Source archives and releases with the seller's token (code downloads); null when unconfigured. */
  archives: GitHubArchives | null;
  /** The seller's licenses with the access states last stored: answers without GitHub too. */
  storedSellerLicenses(sellerId: string): ReturnType<typeof storedSellerLicenses>;
  /** GET /licenses/:id/access: from what is stored, so it answers without GitHub too. */
  licenseAccess(user: { id: string; role: string }, licenseId: string): Promise<LicenseAccess>;
  /** GET /seller/access-events */
  sellerAccessEvents(sellerId: string, projectId: string | undefined): Promise<AccessEvent[]>;
  /** GET /seller/reconcile/last */
  lastReconcileReport(sellerId: string): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    github: GitHubModule;
  }
}

/**
 * Builds the GitHub services when GITHUB_CLIENT_ID is set, registers repository access as an
 * entitlement strategy (modules/entitlements) and runs the periodic access job (GITHUB_ACCESS_SYNC_SECONDS, 0 = off).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const repo = createGitHubRepository(app.database.db);
    const stored = (sellerId: string) =>
      storedSellerLicenses(repo, config.GITHUB_WEB_URL, sellerId);
    const reads = {
      licenseAccess: (user: { id: string; role: string }, licenseId: string) =>
        licenseAccess(repo, config.GITHUB_WEB_URL, user, licenseId),
      sellerAccessEvents: (sellerId: string, projectId: string | undefined) =>
        sellerAccessEvents(repo, sellerId, projectId),
      lastReconcileReport: (sellerId: string) => repo.lastReconcileReport(sellerId),
    };
    if (!config.GITHUB_CLIENT_ID || !config.GITHUB_CLIENT_SECRET) {
      app.decorate<GitHubModule>('github', {
        configured: false,
        service: null,
        access: null,
        archives: null,
        storedSellerLicenses: stored,
        ...reads,
      });
      return;
    }
    const cipher = createTokenCipher(loadTokenKey(config, app.log));
    const client = createGitHubClient({
      apiUrl: config.GITHUB_API_URL,
      webUrl: config.GITHUB_WEB_URL,
      clientId: config.GITHUB_CLIENT_ID,
      clientSecret: config.GITHUB_CLIENT_SECRET,
      log: app.log,
    });
    const log = app.log.child({ module: 'github' });
    const access = createGitHubAccessService({
      repo,
      client,
      cipher,
      webUrl: config.GITHUB_WEB_URL,
      log,
      jobs: app.jobs,
      clock: () => app.clock(),
      events: app.accessEvents,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
    });
    await access.registerJobs();
    const service = createGitHubService({
      repo,
      client,
      cipher,
      access,
      auth: app.auth,
      publicUrl: config.publicUrl,
      webUrl: config.GITHUB_WEB_URL,
      log,
    });
    app.decorate<GitHubModule>('github', {
      configured: true,
      service,
      access,
      archives: createGitHubArchives({
        repo,
        client,
        cipher,
        webUrl: config.GITHUB_WEB_URL,
        log,
      }),
      storedSellerLicenses: stored,
      ...reads,
    });

    // License events reach repository access through its entitlement strategy.
    app.entitlements.register(access.entitlement);

    const every = config.ACCESS_RECONCILE_INTERVAL;
    if (every > 0) {
      // Each instance looks; the first in each period queues the job (one run across instances).
      const reconcileIfOurTurn = async () => {
        try {
          if (await claimPeriod(app.database.db, 'access-reconcile', every * 900)) {
            await access.queueReconcileAll();
          }
        } catch (err) {
          log.error({ err }, 'scheduled reconciliation could not be queued');
        }
      };
      const timer = setInterval(() => void reconcileIfOurTurn(), every * 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    const seconds = config.GITHUB_ACCESS_SYNC_SECONDS;
    if (seconds > 0) {
      // With several instances, one of them runs the job per period (a lease in the shared
      // rate_limits table); the window is a little shorter than the period so timer drift never
      // makes the instance that ran last time skip its turn.
      const runIfOurTurn = async () => {
        try {
          if (await claimPeriod(app.database.db, 'github-access-sync', seconds * 900)) {
            await access.sync();
          }
        } catch (err) {
          log.error({ err }, 'GitHub access sync could not start');
        }
      };
      const timer = setInterval(() => void runIfOurTurn(), seconds * 1000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await access.idle();
      });
    }
  },
  { name: 'github-module', dependencies: ['auth', 'auth-module', 'jobs', 'entitlements-module'] },
);
