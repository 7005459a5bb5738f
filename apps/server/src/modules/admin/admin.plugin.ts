import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createAdminRepository } from './admin.repository';
import { createAdminService, type AdminService } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin console: users, projects, reviews and the audit log (modules/admin). */
    admin: AdminService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'admin',
      createAdminService(createAdminRepository(app.database.db), {
        // Suspensions, unpublished projects and removed reviews change the public lists.
        onProjectsChanged: () => app.changes.publish('projects'),
        // Suspensions and role changes change what the user's sessions resolve to.
        onSessionsChanged: () => app.changes.publish('sessions'),
        now: () => app.clock(),
      }),
    );
  },
  { name: 'admin-module', dependencies: ['changes'] },
);
