import { TOP_CATEGORIES, TOP_TAGS, type PublicUser } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isUuid } from '../../lib/ids';
import { toPublicUserDto } from './users.mapper';
import type { UsersRepository } from './users.repository';

export const AUTHOR_NOT_FOUND = 'Author not found';

export function createUsersService(repo: UsersRepository) {
  return {
    /**
     * GET /users/{id}: an author's public profile with stats over published projects. The
     * reference is an id when it is a uuid, else a username in any letter case (author pages
     * live at /author/{username}, docs/product-rules.md#screens-and-routes); the answer carries
     * the canonical username either way.
     */
    async getPublicProfile(ref: string): Promise<PublicUser> {
      const row = await repo.findPublic(isUuid(ref) ? { id: ref } : { username: ref });
      if (!row) throw httpErrors.notFound(AUTHOR_NOT_FOUND);
      const [totals, topCategories, topTags] = await Promise.all([
        repo.totals(row.id),
        repo.topCategories(row.id, TOP_CATEGORIES),
        repo.topTags(row.id, TOP_TAGS),
      ]);
      return toPublicUserDto(row, { ...totals, topCategories, topTags });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
