import type { FastifyBaseLogger } from 'fastify';

import type { EntitlementKind } from '../../db/schema';
import type { LicenseEventName } from '../licenses/license-events';
import type {
  EntitlementCause,
  EntitlementStrategy,
  EntitledLicense,
} from './entitlement-strategy';
import type { EntitlementsRepository, GrantRow } from './entitlements.repository';

/** What each license event asks of every kind, and the cause it is recorded with. */
const ON_EVENT: Readonly<
  Record<LicenseEventName, { action: 'grant' | 'revoke'; cause: EntitlementCause }>
> = {
  activated: { action: 'grant', cause: 'purchase' },
  restored: { action: 'grant', cause: 'dispute' },
  refunded: { action: 'revoke', cause: 'refund' },
  suspended: { action: 'revoke', cause: 'dispute' },
};

export interface EntitlementsDeps {
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * What a license grants (ADR 017): one strategy per kind, registered by the module that owns the
 * kind, called on the license's events. Each kind's outcome is recorded on the license's grant of
 * that kind (entitlement_grants); a strategy whose work runs as jobs records its own.
 */
export function createEntitlementsService(repo: EntitlementsRepository, deps: EntitlementsDeps) {
  const strategies = new Map<EntitlementKind, EntitlementStrategy>();

  /** The license as each kind's strategy is handed it (with that kind's recorded state); null: gone. */
  async function loadEntitled(
    licenseId: string,
  ): Promise<((kind: EntitlementKind) => EntitledLicense) | null> {
    const license = await repo.license(licenseId);
    if (!license) return null;
    const states = new Map((await repo.grants(licenseId)).map((g) => [g.kind, g.state]));
    return (kind) => ({ ...license, grantState: states.get(kind) ?? null });
  }

  /**
   * Runs `action` of every kind for the license. One kind's failure does not stop the others; the
   * failures are thrown together at the end, so whoever runs this may run it again (every
   * strategy is idempotent).
   */
  async function apply(
    licenseId: string,
    action: 'grant' | 'revoke',
    cause: EntitlementCause,
  ): Promise<void> {
    const entitledAs = await loadEntitled(licenseId);
    if (!entitledAs) return;
    const failures: unknown[] = [];
    for (const strategy of strategies.values()) {
      try {
        const settled = await strategy[action](entitledAs(strategy.kind), cause);
        if (settled) await repo.settle(licenseId, strategy.kind, settled, deps.clock());
      } catch (err) {
        deps.log.error({ err, licenseId, kind: strategy.kind, action }, 'entitlement failed');
        failures.push(err);
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `${action} of license ${licenseId} failed`);
    }
  }

  return {
    /** A module that owns a kind registers its strategy once, at start-up. */
    register(strategy: EntitlementStrategy): void {
      if (strategies.has(strategy.kind)) {
        throw new Error(`an entitlement strategy for ${strategy.kind} is registered already`);
      }
      strategies.set(strategy.kind, strategy);
    },

    /** The kinds registered (GitHub's only when the server has a GitHub app). */
    kinds(): EntitlementKind[] {
      return [...strategies.keys()];
    },

    /** A license event: activated and restored grant every kind, refunded and suspended revoke. */
    onLicenseEvent(event: LicenseEventName, licenseId: string): Promise<void> {
      const { action, cause } = ON_EVENT[event];
      return apply(licenseId, action, cause);
    },

    /**
     * Grants or revokes one kind alone (the term of updates moves repository access only, ADR
     * 021): nothing when no strategy of that kind is registered (GitHub not configured). The
     * strategy is idempotent, as for license events; a failure is thrown for the caller's runner
     * (an outbox effect) to run it again.
     */
    async applyKind(
      licenseId: string,
      kind: EntitlementKind,
      action: 'grant' | 'revoke',
      cause: EntitlementCause,
    ): Promise<void> {
      const strategy = strategies.get(kind);
      if (!strategy) return;
      const entitledAs = await loadEntitled(licenseId);
      if (!entitledAs) return;
      const settled = await strategy[action](entitledAs(kind), cause);
      if (settled) await repo.settle(licenseId, kind, settled, deps.clock());
    },

    /** The license's grants as recorded, one per kind that has been settled. */
    grants: (licenseId: string): Promise<GrantRow[]> => repo.grants(licenseId),

    /** Each registered kind's state for the license as the kind's owner sees it now. */
    async stateOf(licenseId: string): Promise<Partial<Record<EntitlementKind, string | null>>> {
      const entitledAs = await loadEntitled(licenseId);
      if (!entitledAs) return {};
      const out: Partial<Record<EntitlementKind, string | null>> = {};
      for (const strategy of strategies.values()) {
        out[strategy.kind] = await strategy.state(entitledAs(strategy.kind));
      }
      return out;
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
