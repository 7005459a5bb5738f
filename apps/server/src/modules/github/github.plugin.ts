import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createGitHubClient } from '../../integrations/github/github-client';
import { createTokenCipher, loadTokenKey } from '../../integrations/github/token-crypto';
import { runEachPeriod } from '../../plugins/each-period';
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

    // One instance per period queues the reconciliation job, and one runs the access sync.
    runEachPeriod(app, {
      name: 'access-reconcile',
      seconds: config.ACCESS_RECONCILE_INTERVAL,
      work: () => access.queueReconcileAll(),
      log,
      failure: 'scheduled reconciliation could not be queued',
    });
    runEachPeriod(app, {
      name: 'github-access-sync',
      seconds: config.GITHUB_ACCESS_SYNC_SECONDS,
      work: () => access.sync(),
      log,
      failure: 'GitHub access sync could not start',
    });
    // A sync started by a page (not the timer) is waited for too.
    app.addHook('onClose', async () => access.idle());
  },
  { name: 'github-module', dependencies: ['auth', 'auth-module', 'jobs', 'entitlements-module'] },
);
