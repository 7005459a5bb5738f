import type { User } from '@codebazaar/shared';

let seq = 0;

/** A user as the API returns it (shared userSchema). */
export function buildUser(overrides: Partial<User> = {}): User {
  seq += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    username: `user${seq}`,
    email: `user${seq}@example.com`,
    role: 'user',
    createdAt: '2024-03-15T10:00:00.000Z',
    reputation: 12,
    projectsCount: 2,
    purchasesCount: 1,
    isVerified: true,
    profileImage: null,
    website: null,
    githubProfile: null,
    profile: { displayName: null, bio: null },
    ...overrides,
  };
}
