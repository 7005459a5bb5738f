import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createUsersRepository } from './users.repository';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Authors' public profiles (modules/users). */
    users: UsersService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('users', createUsersService(createUsersRepository(app.database.db)));
  },
  { name: 'users-module' },
);
