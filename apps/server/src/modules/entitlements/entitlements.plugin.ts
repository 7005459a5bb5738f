import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createEntitlementsRepository } from './entitlements.repository';
import { createEntitlementsService, type EntitlementsService } from './entitlements.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a license grants, one strategy per kind (modules/entitlements, ADR 017). */
    entitlements: EntitlementsService;
  }
}

/**
 * One entitlements service. The modules that own a kind register their strategy with it (GitHub
 * repository access, license keys, downloads); it runs them on license events.
 */
export default fp(
  async (app: FastifyInstance) => {
    const service = createEntitlementsService(createEntitlementsRepository(app.database.db), {
      clock: () => app.clock(),
      log: app.log.child({ module: 'entitlements' }),
    });
    app.decorate('entitlements', service);
    app.licenseEvents.on('activated', 'entitlements.activated', (id) =>
      service.onLicenseEvent('activated', id),
    );
    app.licenseEvents.on('restored', 'entitlements.restored', (id) =>
      service.onLicenseEvent('restored', id),
    );
    app.licenseEvents.on('refunded', 'entitlements.refunded', (id) =>
      service.onLicenseEvent('refunded', id),
    );
    app.licenseEvents.on('suspended', 'entitlements.suspended', (id) =>
      service.onLicenseEvent('suspended', id),
    );
  },
  { name: 'entitlements-module' },
);
