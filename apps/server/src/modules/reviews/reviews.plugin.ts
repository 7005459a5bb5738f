import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createReviewEvents, type ReviewEvents } from './review-events';
import { createReviewsRepository } from './reviews.repository';
import { createReviewsService, type ReviewsService } from './reviews.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ratings and reviews of projects by their license holders (modules/reviews). */
    reviews: ReviewsService;
    /** Review changes other modules react to (webhooks). */
    reviewEvents: ReviewEvents;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const events = createReviewEvents(app.log);
    app.decorate('reviewEvents', events);
    app.decorate(
      'reviews',
      createReviewsService(createReviewsRepository(app.database.db), {
        // A review changes the project's average rating, shown in (cached) lists.
        onChange: () => app.changes.publish('projects'),
        onCreated: (id) => events.emit('created', id),
      }),
    );
  },
  { name: 'reviews-module', dependencies: ['changes'] },
);
