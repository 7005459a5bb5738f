import {
  GITHUB_MESSAGES,
  licenseAccessState,
  type AccessEvent,
  type LicenseAccess,
  type RepositoryLicenseRecord,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { within } from './github-access-errors';
import {
  accessTarget,
  INVITATION_LIFETIME_MS,
  VIEWER_CHECK_TIMEOUT_MS,
  type GitHubAccessEngine,
} from './github-access-engine';
import { toAccessEvent, toRepositoryLicenseRecord } from './github.mapper';
import type { AccessEventRow, GitHubRepository } from './github.repository';

/** Pending invitations checked when a seller opens the access page. */
const SELLER_CHECK_MAX = 10;
export const MAX_SELLER_LICENSES = 500;
/** Events listed with one license, and in the seller's trail. */
const LICENSE_EVENTS = 100;
const SELLER_EVENTS = 5_000;

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

/**
 * GET /payments/seller-licenses-github: licenses of the seller's projects with a GitHub
 * repository, after a short look whether pending invitations were accepted.
 */
export async function checkedSellerLicenses(
  engine: GitHubAccessEngine,
  sellerId: string,
): Promise<RepositoryLicenseRecord[]> {
  const { repo, webUrl } = engine.deps;
  const list = async () =>
    (await repo.sellerLicenses(sellerId, MAX_SELLER_LICENSES)).filter(
      (row) => engine.targetOf(row) !== null,
    );
  const pending = (await list())
    .filter((r) => r.invitationSent && !r.accessGranted && !r.accessError)
    .slice(0, SELLER_CHECK_MAX);
  if (pending.length > 0) {
    await within(
      Promise.all(pending.map((r) => engine.checkQuietly(r.id, VIEWER_CHECK_TIMEOUT_MS))),
      VIEWER_CHECK_TIMEOUT_MS,
    );
  }
  return storedSellerLicenses(repo, webUrl, sellerId);
}

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
