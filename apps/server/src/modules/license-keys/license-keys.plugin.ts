import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createTokenCipher, loadTokenKey } from '../../integrations/github/token-crypto';
import { createLicenseKeysRepository } from './license-keys.repository';
import { createLicenseKeysService, type LicenseKeysService } from './license-keys.service';
import { createLicenseKeyStrategy } from './license-keys.strategy';

declare module 'fastify' {
  interface FastifyInstance {
    /** License keys, their online checks and offline certificates (modules/license-keys). */
    licenseKeys: LicenseKeysService;
  }
}

/**
 * One license-keys service. Keys and signing keys are encrypted with the key that encrypts
 * stored GitHub tokens. A refund revokes the license's key; a dispute suspends it (the license-key
 * entitlement strategy).
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
    // License events reach keys through their entitlement strategy.
    app.entitlements.register(createLicenseKeyStrategy(service));
  },
  { name: 'license-keys-module', dependencies: ['entitlements-module'] },
);
