import { createEventBus, type EventBus } from '../../lib/event-bus';

/**
 * What happens to a license that other modules react to (the GitHub module invites or removes
 * the buyer as a collaborator). The licenses/payments services emit with the license id;
 * listeners record their own retryable failures (licenses.access_error). `suspended`: the
 * payment is disputed; `restored`: the dispute ended in the seller's favour.
 */
export type LicenseEventName = 'activated' | 'refunded' | 'suspended' | 'restored';

export type LicenseEvents = EventBus<LicenseEventName>;

export const createLicenseEvents = (log: { error: (obj: object, msg: string) => void }) =>
  createEventBus<LicenseEventName>(['activated', 'refunded', 'suspended', 'restored'], log);
