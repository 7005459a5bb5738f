import type { HomeResponse } from '@codebazaar/shared';

import type { AuthUser } from '../../plugins/auth';
import { toProjectDto } from '../projects/projects.mapper';
import type { HomeRepository } from './home.repository';

/** GET /home: a featured project wins over the most viewed one; counts come from the data. */
export function createHomeService(repo: HomeRepository) {
  return {
    async home(user: AuthUser | null): Promise<HomeResponse> {
      const [featured, stats] = await Promise.all([repo.featured(), repo.stats()]);
      const pick = featured ?? (await repo.mostViewed());
      return {
        featured: pick
          ? toProjectDto(pick, { showPrice: user !== null, showPaidUrl: false })
          : null,
        featuredBy: featured ? 'admin' : pick ? 'views' : null,
        stats: {
          projects: stats.projects,
          developers: stats.developers,
          // What sellers earned, not what was paid out: with Stripe the payouts are Stripe's.
          earnedBySellers: Math.round(stats.sellerCents) / 100,
        },
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
