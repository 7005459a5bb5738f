import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createAuthRepository } from './auth.repository';
import { createAuthService, type AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, passwords, sessions, verification and reset mails (modules/auth). */
    auth: AuthService;
  }
}

/** Builds the auth service once; the auth routes and the GitHub sign-in both use this one. */
export default fp(
  async (app: FastifyInstance) => {
    const service = createAuthService({
      repo: createAuthRepository(app.database.db),
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      // Sign-outs, password changes and new names clear the cached sessions of every instance.
      onSessionsChanged: () => app.changes.publish('sessions'),
    });
    app.decorate('auth', service);
  },
  { name: 'auth-module', dependencies: ['changes'] },
);
