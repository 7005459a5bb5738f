/**
 * What happens to a license that other modules react to (the GitHub module invites or removes
 * the buyer as a collaborator). The licenses/payments services emit; listeners subscribe at
 * start-up. A listener must not make the license write fail: errors are caught and logged here,
 * and a listener records its own retryable failures (licenses.access_error).
 */
export type LicenseEventName = 'activated' | 'refunded';

export type LicenseListener = (licenseId: string) => Promise<void>;

export interface LicenseEvents {
  on(event: LicenseEventName, listener: LicenseListener): void;
  /** Runs every listener of the event after the license change has been committed. */
  emit(event: LicenseEventName, licenseId: string): Promise<void>;
}

export function createLicenseEvents(log: {
  error: (obj: object, msg: string) => void;
}): LicenseEvents {
  const listeners: Record<LicenseEventName, LicenseListener[]> = { activated: [], refunded: [] };
  return {
    on(event, listener) {
      listeners[event].push(listener);
    },
    async emit(event, licenseId) {
      for (const listener of listeners[event]) {
        try {
          await listener(licenseId);
        } catch (err) {
          log.error({ err, licenseId, event }, 'license listener failed');
        }
      }
    },
  };
}
