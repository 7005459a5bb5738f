import type { EntitlementStrategy } from '../entitlements/entitlement-strategy';

/**
 * Downloads as an entitlement (modules/entitlements): nothing to hand over or take back, since a
 * download link is signed on request and checks the license's status when it is made and when it
 * is used (downloads.service.ts). The grant records that the license may download.
 */
export function createDownloadsStrategy(): EntitlementStrategy {
  return {
    kind: 'downloads',
    grant: async () => 'active',
    revoke: async () => 'revoked',
    state: async (license) => (license.status === 'active' ? 'active' : 'revoked'),
  };
}
