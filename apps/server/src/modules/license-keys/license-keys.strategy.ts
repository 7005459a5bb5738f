import type { EntitlementStrategy } from '../entitlements/entitlement-strategy';
import type { LicenseKeysService } from './license-keys.service';

/**
 * License keys as an entitlement (modules/entitlements). A key is made the first time its
 * license needs it and validates while the license is active, so a grant has nothing to make:
 * after a won dispute it notes the key's return in the key log. A refund revokes the key for
 * good; a dispute holds it (it stops validating through the license's status) and says so in
 * the key log. A grant or revoke the license's grant already shows logs nothing again.
 */
export function createLicenseKeyStrategy(
  keys: Pick<LicenseKeysService, 'onLicenseEnded' | 'onLicenseHeld' | 'keyState'>,
): EntitlementStrategy {
  return {
    kind: 'license_key',
    async grant(license, cause) {
      if (cause === 'dispute' && license.grantState !== 'active') {
        await keys.onLicenseHeld(license.id, 'key.restored', 'dispute won');
      }
      return 'active';
    },
    async revoke(license, cause) {
      if (cause === 'refund') await keys.onLicenseEnded(license.id, 'refunded');
      else if (license.grantState !== 'revoked') {
        await keys.onLicenseHeld(license.id, 'key.suspended', 'dispute');
      }
      return 'revoked';
    },
    state: (license) => keys.keyState(license.id),
  };
}
