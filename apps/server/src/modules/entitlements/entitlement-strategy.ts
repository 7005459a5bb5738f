import type { EntitlementKind, LicenseStatus } from '../../db/schema';

export type { EntitlementKind } from '../../db/schema';

/**
 * Why a grant or revoke happens (access events' causes): the license event behind it, or the
 * license's term of updates (`updates_ended` takes repository access away when the term is over,
 * `renewal` gives it back; docs/decisions/021-updates-for-a-term.md).
 */
export type EntitlementCause = 'purchase' | 'refund' | 'dispute' | 'updates_ended' | 'renewal';

/** What the entitlements service hands a strategy: the license and its grant of that kind. */
export interface EntitledLicense {
  id: string;
  projectId: string;
  buyerId: string;
  kind: 'free' | 'paid';
  status: LicenseStatus;
  /** The state recorded on the license's grant of the strategy's kind (null: none yet). */
  grantState: string | null;
}

/**
 * What a strategy's grant or revoke leaves for the entitlements service to record on the grant:
 * `active` or `revoked`; null when the strategy records its own state (its work runs as jobs).
 */
export type SettledState = 'active' | 'revoked' | null;

/**
 * One kind of what a license grants, behind one protocol (ADR 017). The module that owns the kind
 * registers its strategy (`app.entitlements.register`); the entitlements service calls it on
 * license events: activated and restored grant, refunded and suspended revoke. Both must be
 * idempotent: a grant of what is granted, or a revoke of what is revoked, changes nothing.
 */
export interface EntitlementStrategy {
  readonly kind: EntitlementKind;
  grant(license: EntitledLicense, cause: EntitlementCause): Promise<SettledState>;
  revoke(license: EntitledLicense, cause: EntitlementCause): Promise<SettledState>;
  /** The kind's state for the license as its owner sees it now (null: nothing to grant). */
  state(license: EntitledLicense): Promise<string | null>;
}

/** What the entitlements module lends the modules that own a kind. */
export interface EntitlementRegistry {
  register(strategy: EntitlementStrategy): void;
}
