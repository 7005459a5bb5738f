import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is stopping: readiness answers 503 from then on (main.ts drains). */
    lifecycle: { readonly draining: boolean; drain(): void };
  }
}

/**
 * The instance's draining state. `main.ts` calls `drain()` on SIGTERM before it closes the app, so
 * `GET /api/health/ready` turns 503 first and a load balancer stops sending traffic; closing the
 * app any other way drains too (preClose).
 */
export default fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    });
    app.addHook('preClose', async () => {
      draining = true;
    });
    // A kept-alive connection would hold the closing server open until its keep-alive time-out:
    // while draining, each answer closes its connection, and once it is sent the connections
    // left idle are closed too.
    app.addHook('onSend', async (_req, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async () => {
      if (draining && app.server.listening === false) app.server.closeIdleConnections();
    });
  },
  { name: 'lifecycle' },
);
