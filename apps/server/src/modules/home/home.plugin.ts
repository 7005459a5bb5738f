import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createHomeRepository } from './home.repository';
import { createHomeService, type HomeService } from './home.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The home page's featured project and counts (modules/home). */
    home: HomeService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('home', createHomeService(createHomeRepository(app.database.db)));
  },
  { name: 'home-module' },
);
