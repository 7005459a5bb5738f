import type { User } from '@codebazaar/shared';

import type { users } from '../../db/schema';

type UserTable = typeof users.$inferSelect;

/** The columns toUserDto reads: select exactly these, never the password hash or tokens. */
export type UserDtoRow = Pick<
  UserTable,
  | 'id'
  | 'username'
  | 'email'
  | 'role'
  | 'reputation'
  | 'displayName'
  | 'bio'
  | 'profileImage'
  | 'website'
  | 'githubUsername'
  | 'emailVerifiedAt'
  | 'pendingEmail'
  | 'createdAt'
>;

export interface UserCounts {
  /** The user's published projects. */
  projectsCount: number;
  /** Active licenses the user bought or claimed. */
  purchasesCount: number;
}

/** The signed-in user's own view of their account (shared userSchema). Picks fields explicitly. */
export function toUserDto(row: UserDtoRow, counts: UserCounts): User {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    reputation: row.reputation,
    projectsCount: counts.projectsCount,
    purchasesCount: counts.purchasesCount,
    isVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    profileImage: row.profileImage,
    website: row.website,
    githubProfile: row.githubUsername ? { username: row.githubUsername } : null,
    profile: { displayName: row.displayName, bio: row.bio },
  };
}
