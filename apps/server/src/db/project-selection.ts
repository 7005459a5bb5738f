import { licenses, projects, users } from './schema';

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
 * The columns of a license as its holder sees it on a project (the projects repository's
 * ViewerLicenseRow); the licenses repository selects them with more.
 */
export const viewerLicenseColumns = {
  id: licenses.id,
  kind: licenses.kind,
  status: licenses.status,
  createdAt: licenses.createdAt,
  repositoryFullName: licenses.repositoryFullName,
  invitationSent: licenses.invitationSent,
  accessGranted: licenses.accessGranted,
  accessState: licenses.accessState,
};
