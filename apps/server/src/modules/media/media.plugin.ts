import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createMediaRepository } from './media.repository';
import { createMediaService, type MediaService } from './media.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Project covers and screenshots, blog images (modules/media). */
    media: MediaService;
  }
}

/** Builds the media service once, on the storage the app was given (app.mediaStorage). */
export default fp(
  async (app: FastifyInstance) => {
    const service = createMediaService(createMediaRepository(app.database.db), app.mediaStorage, {
      // Lists and pages show the cover: a change clears their caches like any project write.
      onChange: () => app.changes.publish('projects'),
      onOrphans: (err, names) => app.log.warn({ err, names }, 'media files not removed'),
    });
    app.decorate('media', service);
  },
  { name: 'media-module', dependencies: ['changes'] },
);
