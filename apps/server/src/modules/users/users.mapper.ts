import { categoryLabel, type PublicUser } from '@codebazaar/shared';

import type { AuthorTotals, PublicUserRow } from './users.repository';

export interface AuthorStats extends AuthorTotals {
  topCategories: { category: string; count: number }[];
  topTags: { tag: string; count: number }[];
}

/** The public profile of an author (never email or secrets). Picks fields explicitly. */
export function toPublicUserDto(row: PublicUserRow, stats: AuthorStats): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    profileImage: row.profileImage,
    reputation: row.reputation,
    createdAt: row.createdAt.toISOString(),
    githubProfile: row.githubUsername
      ? {
          username: row.githubUsername,
          url: `https://github.com/${encodeURIComponent(row.githubUsername)}`,
        }
      : null,
    website: row.website,
    profile: { displayName: row.displayName, bio: row.bio },
    projectsCount: stats.projectsCount,
    stats: {
      projectsCount: stats.projectsCount,
      totalViews: stats.totalViews,
      totalDownloads: stats.totalDownloads,
      totalStars: stats.totalStars,
      topCategories: stats.topCategories.map((c) => ({
        category: c.category,
        label: categoryLabel(c.category),
        count: c.count,
      })),
      topTags: stats.topTags,
    },
  };
}
