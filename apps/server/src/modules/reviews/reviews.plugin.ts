import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createReviewsRepository } from './reviews.repository';
import { createReviewsService, type ReviewsService } from './reviews.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ratings and reviews of projects by their license holders (modules/reviews). */
    reviews: ReviewsService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'reviews',
      createReviewsService(createReviewsRepository(app.database.db), {
        // A review changes the project's average rating, shown in (cached) lists.
        onChange: () => app.changes.publish('projects'),
      }),
    );
  },
  { name: 'reviews-module', dependencies: ['changes'] },
);
