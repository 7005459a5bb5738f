import type { RepositoryLicenseRecord } from '@codebazaar/shared';

import { createGitHubAccessEngine, type GitHubAccessDeps } from './github-access-engine';
import { checkedSellerLicenses } from './github-access-list';
import { createGitHubAccessStrategy } from './github-access.strategy';
import { createGitHubReconcile } from './github-reconcile';

/**
 * Repository access per license, built once by the GitHub plugin from its parts: the engine
 * (github-access-engine.ts: invite, watch, expire, remove, recorded on the license's grant), the
 * entitlement strategy and what people ask of one license (github-access.strategy.ts), the
 * reconciliation with GitHub (github-reconcile.ts) and the seller's list (github-access-list.ts).
 */
export function createGitHubAccessService(deps: GitHubAccessDeps) {
  const engine = createGitHubAccessEngine(deps);
  const strategy = createGitHubAccessStrategy(engine);
  const reconcile = createGitHubReconcile(engine);
  return {
    ...strategy,
    /** Registers every job handler of repository access (the plugin calls it once). */
    async registerJobs(): Promise<void> {
      await strategy.registerJobs();
      await reconcile.registerJobs();
    },
    reconcile: reconcile.reconcile,
    queueReconcileAll: reconcile.queueReconcileAll,
    /** GET /payments/seller-licenses-github */
    sellerLicenses: (sellerId: string): Promise<RepositoryLicenseRecord[]> =>
      checkedSellerLicenses(engine, sellerId),
  };
}

export type GitHubAccessService = ReturnType<typeof createGitHubAccessService>;
