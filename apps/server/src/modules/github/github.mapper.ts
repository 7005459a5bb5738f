import type {
  AccessEvent,
  GitHubRepository as GitHubRepositoryDto,
  RepositoryLicenseRecord,
  VerifiedRepository,
} from '@codebazaar/shared';

import type { GitHubRepo } from '../../integrations/github/github-client';
import type { AccessEventRow, LicenseAccessRow } from './github.repository';

/** One entry of the access trail. */
export function toAccessEvent(row: AccessEventRow): AccessEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    licenseId: row.licenseId,
    projectId: row.projectId,
    githubAccount: row.githubAccount,
    repository: row.repository,
    action: row.action,
    cause: row.cause,
    actorId: row.actorId,
    detail: row.detail,
  };
}

/** Code-hosting repository. */
export function toRepositoryDto(repo: GitHubRepo): GitHubRepositoryDto {
  return {
    id: repo.id,
    name: repo.name,
    fullName: repo.fullName,
    description: repo.description,
    language: repo.language,
    stars: repo.stars,
    forks: repo.forks,
    updatedAt: repo.updatedAt ?? '',
    htmlUrl: repo.htmlUrl,
    isPrivate: repo.isPrivate,
    hasAccess: repo.isAdmin,
  };
}

/** Verified repository response. */
export function toVerifiedRepository(repo: GitHubRepo): VerifiedRepository {
  return {
    fullName: repo.fullName,
    description: repo.description,
    language: repo.language,
    stars: repo.stars,
    isPrivate: repo.isPrivate,
    htmlUrl: repo.htmlUrl,
  };
}

/** Repository license record; `repositoryFullName` falls back to the project's repository. */
export function toRepositoryLicenseRecord(
  row: LicenseAccessRow,
  projectRepository: string | null,
): RepositoryLicenseRecord {
  return {
    _id: row.id,
    accessState: row.accessState,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    buyerUsername: row.buyerUsername,
    buyerGithubUsername: row.buyerGithubUsername,
    repositoryFullName: row.repositoryFullName ?? projectRepository,
    accessGranted: row.accessGranted,
    invitationSent: row.invitationSent,
    accessGrantedAt: row.accessGrantedAt?.toISOString() ?? null,
    licenseType: row.kind,
    price: row.totalCents / 100,
    purchaseDate: row.createdAt.toISOString(),
    accessError: row.accessError,
  };
}
