import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createTokenCipher, loadTokenKey } from '../../integrations/github/token-crypto';
import { createLicenseKeysRepository } from './license-keys.repository';
import { createLicenseKeysService, type LicenseKeysService } from './license-keys.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** License keys, their online checks and offline certificates (modules/license-keys). */
    licenseKeys: LicenseKeysService;
  }
}

/**
 * One license-keys service. Keys and signing keys are encrypted with the key that encrypts
 * stored GitHub tokens. A refund revokes the license's key; a dispute suspends it (license events).
 */
export default fp(
  async (app: FastifyInstance) => {
    const repo = createLicenseKeysRepository(app.database.db);
    const service = createLicenseKeysService(repo, {
      cipher: createTokenCipher(loadTokenKey(app.config, app.log)),
      clock: () => app.clock(),
      countKeyCheck: (hash) => repo.countKeyCheck(hash),
    });
    app.decorate('licenseKeys', service);
    app.licenseEvents.on('refunded', 'license-keys.stop', (id) =>
      service.onLicenseEnded(id, 'refunded'),
    );
    // A disputed payment suspends the license: its key stops validating until the dispute is won.
    app.licenseEvents.on('suspended', 'license-keys.suspend', (id) =>
      service.onLicenseHeld(id, 'key.suspended', 'dispute'),
    );
    app.licenseEvents.on('restored', 'license-keys.restore', (id) =>
      service.onLicenseHeld(id, 'key.restored', 'dispute won'),
    );
  },
  { name: 'license-keys-module' },
);
