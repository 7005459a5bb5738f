/**
 * The answers of Codebazaar's public license routes, as the server documents them
 * (docs/license-keys.md, docs/license-certificates.md; the zod schemas of packages/shared are
 * the source, and this package's tests check these types against them). Written out here so the
 * package depends on nothing.
 */

/** The machine-readable outcome of validate, activate and deactivate (docs/license-keys.md#codes). */
export type LicenseKeyCode =
  | 'VALID'
  | 'NOT_FOUND'
  | 'REVOKED'
  | 'EXPIRED'
  | 'DISABLED'
  | 'INSTANCE_NOT_FOUND'
  | 'TOO_MANY_INSTANCES'
  | 'RATE_LIMITED'
  | 'INVALID_REQUEST';

export type LicenseKeyStatus = 'active' | 'revoked' | 'expired' | 'disabled';

/** A free claim or a paid license: unlock paid features only for `paid`. */
export type LicenseKind = 'free' | 'paid';

/** The license a key belongs to. Times are ISO 8601 strings. */
export interface KeyLicense {
  id: string;
  projectId: string;
  kind: LicenseKind;
  /** The purchase (or claim) date. */
  issuedAt: string;
  /** When the key stops validating; null: never. */
  expiresAt: string | null;
  /** Until when the license gets new releases; null: for life (absent from older servers). */
  updatesUntil?: string | null;
}

export interface ValidateResult {
  valid: boolean;
  status: LicenseKeyStatus;
  code: LicenseKeyCode;
  /** Null for an unknown key (code `NOT_FOUND`). */
  license: KeyLicense | null;
  activations: { used: number; limit: number | null };
}

export interface ActivateResult {
  /** Keep it: validate and deactivate name the instance by it. */
  instanceId: string;
  code: LicenseKeyCode;
  license: KeyLicense;
}

export interface DeactivateResult {
  deactivated: true;
  /** The key's state after the instance left (`VALID`, or why it no longer validates). */
  code: LicenseKeyCode;
}

/** A release as the upgrade answer names it. */
export interface VersionInfo {
  version: string;
  publishedAt: string;
  /** Markdown, as the seller wrote it. */
  notes: string;
}

/** The answer of `POST /api/license-keys/upgrade`. */
export interface UpgradeResult {
  /** The key's state (`VALID`, or why not). */
  code: string;
  /** Whether `entitledLatest` is newer than the version the program runs. */
  updateAvailable: boolean;
  /** The newest release of the project. */
  latest: VersionInfo | null;
  /** The newest release this license may download. */
  entitledLatest: VersionInfo | null;
  /** Until when the license gets new releases; null: for life. */
  updatesUntil: string | null;
  /** A short-lived link to `entitledLatest`'s file, when an update is available. */
  download: { url: string; expiresAt: string } | null;
}

/** An Ed25519 public key as `GET /api/projects/{id}/license-public-key` lists it. */
export interface PublicKeyEntry {
  /** The id certificates name on their `signing-key` line. */
  id: string;
  /** SPKI PEM. */
  pem?: string;
  /**
   * RFC 8037 OKP JWK (`kty: 'OKP', crv: 'Ed25519'`); typed loosely so the answer saved as JSON and
   * imported as a module (whose strings are not literal types) is accepted as it is.
   */
  jwk?: { kty: string; crv: string; x: string; kid?: string };
  current?: boolean;
  createdAt?: string;
}

/** The whole answer of `GET /api/projects/{id}/license-public-key`. */
export interface PublicKeysResponse {
  current: PublicKeyEntry;
  keys: PublicKeyEntry[];
}

/**
 * The seller's verifying keys in any of the shapes a program may ship them in: the answer of
 * `GET /api/projects/{id}/license-public-key` as saved, one or more of its entries, or a bare
 * PEM string (then any `signing-key` line is tried against it).
 */
export type PublicKeyInput = PublicKeysResponse | PublicKeyEntry | PublicKeyEntry[] | string;
