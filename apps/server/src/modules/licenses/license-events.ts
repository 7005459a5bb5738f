import { createEventBus, type EventBus } from '../../lib/event-bus';

/**
 * What happens to a license that other modules react to (the GitHub module invites or removes
 * the buyer as a collaborator). The licenses/payments services emit with the license id;
 * listeners record their own retryable failures (entitlement_grants). `suspended`: its payment
 * is disputed (access goes, keys stop validating); `restored`: the dispute was won and the license
 * is active again (docs/product-rules.md#disputes).
 */
export type LicenseEventName = 'activated' | 'refunded' | 'suspended' | 'restored';

export type LicenseEvents = EventBus<LicenseEventName>;

export const createLicenseEvents = (log: { error: (obj: object, msg: string) => void }) =>
  createEventBus<LicenseEventName>(['activated', 'refunded', 'suspended', 'restored'], log);
