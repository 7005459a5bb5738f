import { sql } from 'drizzle-orm';

import { entitlementGrants, licenses, projects, users, type ACCESS_STATES } from './schema';

// Read by the projects repository and by the dashboard's (purchases and the user's projects), so
// that every project DTO is built from the same row shape without one module importing the
// other's repository.

/** The columns every project DTO is built from: the project and its author. */
export const projectSelection = {
  id: projects.id,
  authorId: projects.authorId,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  tags: projects.tags,
  techStack: projects.techStack,
  licenseType: projects.licenseType,
  priceCents: projects.priceCents,
  feePct: projects.feePct,
  payWhatYouWant: projects.payWhatYouWant,
  suggestedPriceCents: projects.suggestedPriceCents,
  refundWindowDays: projects.refundWindowDays,
  currency: projects.currency,
  freeFeatures: projects.freeFeatures,
  paidFeatures: projects.paidFeatures,
  freeRepoUrl: projects.freeRepoUrl,
  paidRepoUrl: projects.paidRepoUrl,
  demoUrl: projects.demoUrl,
  views: projects.views,
  downloads: projects.downloads,
  stars: projects.stars,
  ratingAvg: projects.ratingAvg,
  ratingCount: projects.ratingCount,
  status: projects.status,
  githubVerified: projects.githubVerified,
  sourceRepository: projects.sourceRepository,
  media: projects.media,
  publishedAt: projects.publishedAt,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  authorProfileImage: users.profileImage,
  authorReputation: users.reputation,
};

/**
 * One field of the license's repository-access grant (entitlement_grants), or `fallback`. The
 * license is named in full: Drizzle leaves a column's table out when a query reads one table.
 */
const accessField = <T>(column: string, fallback: 'null' | 'false') =>
  sql<T>`coalesce((select g.${sql.identifier(column)} from ${entitlementGrants} g
    where g.license_id = "licenses"."id" and g.kind = 'github_repository'), ${sql.raw(fallback)})`;

/**
 * The columns of a license as its holder sees it on a project (the projects repository's
 * ViewerLicenseRow); the licenses repository selects them with more. Repository access comes
 * from the license's grant (one indexed lookup each), so no query that selects these needs a join.
 */
export const viewerLicenseColumns = {
  id: licenses.id,
  kind: licenses.kind,
  status: licenses.status,
  createdAt: licenses.createdAt,
  updatesUntil: licenses.updatesUntil,
  repositoryFullName: accessField<string | null>('target', 'null'),
  invitationSent: accessField<boolean>('invitation_sent', 'false'),
  accessGranted: accessField<boolean>('granted', 'false'),
  accessState: accessField<(typeof ACCESS_STATES)[number] | null>('state', 'null'),
};
