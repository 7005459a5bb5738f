import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createNewsletterRepository } from './newsletter.repository';
import { createNewsletterService, type NewsletterService } from './newsletter.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Newsletter subscriptions and the admin's export (modules/newsletter). */
    newsletter: NewsletterService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'newsletter',
      createNewsletterService(createNewsletterRepository(app.database.db)),
    );
  },
  { name: 'newsletter-module' },
);
