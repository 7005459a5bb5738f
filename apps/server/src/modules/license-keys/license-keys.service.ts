import crypto from 'node:crypto';

import {
  DEFAULT_CERTIFICATE_DAYS,
  LICENSE_KEY_MESSAGES as M,
  RELEASE_MESSAGES,
  type ActivateKeyResponse,
  type DeactivateKeyResponse,
  type KeyInstancesResponse,
  type KeyLicense,
  type LicenseKeySettings,
  type LicenseKeySettingsInput,
  type LicenseKeyStatus,
  type LicensePublicKeyResponse,
  type SellerLicenseKey,
  type SellerLicenseKeysResponse,
  type ValidateKeyResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { TokenCipher } from '../../integrations/github/token-crypto';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import {
  generateSigningKeyPair,
  publicJwk,
  signCertificate,
  signRevocationList,
  type CertificateFields,
} from './license-certificate';
import { keyError, STATUS_CODE } from './license-key-errors';
import {
  generateLicenseKey,
  hashLicenseKey,
  keyFingerprint,
  keyTail,
  maskedKey,
  normaliseLicenseKey,
} from './license-key-format';
import type {
  KeySettingsRow,
  KeyWithLicenseRow,
  LicenseKeyRow,
  LicenseOwnerRow,
  LicenseKeysRepository,
  SigningKeyRow,
  UnusableKeyRow,
} from './license-keys.repository';

const DAY_MS = 86_400_000;
/** Checks of one key a minute (validate, activate, deactivate together). */
export const KEY_CHECKS_PER_MINUTE = 60;
const MAX_LISTED_KEYS = 500;
/** How long a revocation list is current: verifiers refuse it after its next-update. */
export const REVOCATIONS_VALID_MS = DAY_MS;
/** Matches no license: a deactivation of an unknown key still does its one delete. */
const NO_LICENSE = '00000000-0000-0000-0000-000000000000';

/** The terms of a project that never saved any: keys off. */
const DEFAULT_SETTINGS: KeySettingsRow = {
  enabled: false,
  activationLimit: null,
  validityDays: null,
  freeClaims: true,
  certificateDays: DEFAULT_CERTIFICATE_DAYS,
};

export interface LicenseKeysDeps {
  cipher: TokenCipher;
  clock: () => Date;
  /** Counts one check of a key (by its hash) in the current minute; answers the count. */
  countKeyCheck: (keyHash: string) => Promise<number>;
}

/** A key's state from its license, its own revocation, the project's terms and the time. */
export function keyStatus(
  row: Pick<KeyWithLicenseRow, 'licenseStatus' | 'revokedAt' | 'enabled' | 'expiresAt'>,
  now: Date,
): LicenseKeyStatus {
  // Any license state other than active (refunded, or a dispute's) revokes its key at once.
  if (row.licenseStatus !== 'active' || row.revokedAt) return 'revoked';
  if (!row.enabled) return 'disabled';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/**
 * Whether the key is handed out: a free claim's key is not while its project gives free claims
 * none (docs/license-keys.md#free-claims); the key is kept for when they are on again.
 */
const handedOut = (row: Pick<KeyWithLicenseRow, 'kind' | 'freeClaims'>) =>
  row.kind === 'paid' || row.freeClaims !== false;

/** The answer for a key that is unknown here, another project's, or not handed out: one shape. */
const NOT_A_KEY: ValidateKeyResponse = {
  valid: false,
  status: 'revoked',
  code: 'NOT_FOUND',
  license: null,
  activations: { used: 0, limit: null },
};

const toKeyLicense = (row: KeyWithLicenseRow): KeyLicense => ({
  id: row.licenseId,
  projectId: row.projectId,
  kind: row.kind,
  issuedAt: row.issuedAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  updatesUntil: row.updatesUntil?.toISOString() ?? null,
});

/** Since when a listed license's key is unusable, as far as its rows tell. */
const unusableSince = (r: UnusableKeyRow): Date =>
  r.revokedAt ??
  (r.licenseStatus !== 'active' ? r.licenseUpdatedAt : (r.settingsUpdatedAt ?? r.licenseUpdatedAt));

/**
 * License keys, their online checks and offline certificates (docs/license-keys.md,
 * docs/license-certificates.md).
 */
export function createLicenseKeysService(repo: LicenseKeysRepository, deps: LicenseKeysDeps) {
  const { cipher, clock } = deps;

  async function authorOf(projectId: string, user: AuthUser): Promise<void> {
    const authorId = isUuid(projectId) ? await repo.projectAuthor(projectId) : null;
    if (!authorId) throw httpErrors.notFound(M.projectNotFound);
    if (authorId !== user.id) throw httpErrors.forbidden(M.notAuthor);
  }

  /**
   * The license's key, made the first time it is needed: concurrent first uses race on the
   * primary key and all read the one that won. Null when keys are off or the license is not
   * active and never had one.
   */
  async function ensureKey(licenseId: string): Promise<LicenseKeyRow | null> {
    // One round trip when there is nothing to issue: every project page a holder opens asks.
    const found = await repo.keyOrTerms(licenseId);
    if (!found) return null;
    const { license, settings } = found;
    if (!handedOut({ kind: license.kind, freeClaims: settings?.freeClaims ?? null })) return null;
    if (found.key) return found.key;
    if (license.status !== 'active' || !settings?.enabled) return null;
    const key = generateLicenseKey();
    const normalised = normaliseLicenseKey(key)!;
    await repo.insertKey({
      licenseId,
      projectId: license.projectId,
      keyHash: hashLicenseKey(normalised),
      keyEncrypted: cipher.encrypt(key),
      keyTail: keyTail(key),
      issuedAt: license.createdAt,
      expiresAt: settings.validityDays
        ? new Date(license.createdAt.getTime() + settings.validityDays * DAY_MS)
        : null,
    });
    return repo.keyOf(licenseId);
  }

  /** Looks a presented key up; the per-key limit counts every check, known key or not. */
  async function findPresented(key: string): Promise<KeyWithLicenseRow | null> {
    const normalised = normaliseLicenseKey(key);
    // Malformed input still costs one hash and one lookup, like a well-formed unknown key.
    const hash = hashLicenseKey(normalised ?? `invalid:${key}`);
    if ((await deps.countKeyCheck(hash)) > KEY_CHECKS_PER_MINUTE) {
      throw keyError(429, M.tooManyChecks, 'RATE_LIMITED');
    }
    return repo.keyByHash(hash);
  }

  /** True when the key row is for this project, compared in constant time. */
  const sameProject = (row: KeyWithLicenseRow | null, projectId: string) => {
    const a = Buffer.from((row?.projectId ?? '00000000-0000-0000-0000-000000000000').toLowerCase());
    const b = Buffer.from(projectId.toLowerCase().padEnd(a.length).slice(0, a.length));
    return crypto.timingSafeEqual(a, b) && row !== null;
  };

  const toSellerKey = (
    row: Omit<
      KeyWithLicenseRow,
      'keyHash' | 'keyEncrypted' | 'projectId' | 'freeClaims' | 'updatesUntil'
    > & {
      buyerName: string;
      activations: number;
    },
  ): SellerLicenseKey => ({
    licenseId: row.licenseId,
    maskedKey: maskedKey(row.keyTail),
    buyer: row.buyerName,
    kind: row.kind,
    status: keyStatus(row, clock()),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    activations: { used: row.activations, limit: row.activationLimit },
  });

  async function sellerView(projectId: string): Promise<SellerLicenseKeysResponse> {
    const settings = (await repo.settings(projectId)) ?? DEFAULT_SETTINGS;
    if (settings.enabled) {
      const ids = await repo.licensesWithoutKey(projectId, MAX_LISTED_KEYS, settings.freeClaims);
      for (const id of ids) await ensureKey(id);
    }
    const rows = await repo.projectKeys(projectId, MAX_LISTED_KEYS);
    return {
      settings,
      keys: rows.map((r) =>
        toSellerKey({
          ...r,
          // A free claim's key is off while the project gives free claims none.
          enabled: settings.enabled && handedOut({ kind: r.kind, freeClaims: settings.freeClaims }),
          activationLimit: settings.activationLimit,
        }),
      ),
    };
  }

  async function currentSigningKey(sellerId: string): Promise<SigningKeyRow> {
    const existing = await repo.currentSigningKey(sellerId);
    if (existing) return existing;
    const pair = generateSigningKeyPair();
    // Concurrent first uses: the partial unique index keeps one current key; all read it.
    await repo.insertCurrentSigningKey(
      sellerId,
      pair.publicKeyPem,
      cipher.encrypt(pair.privateKeyPem),
    );
    const made = await repo.currentSigningKey(sellerId);
    if (!made) throw new Error(`no signing key for seller ${sellerId}`);
    return made;
  }

  const privateKeyOf = (signing: SigningKeyRow): string => {
    const pem = cipher.decrypt(signing.privateKeyEncrypted);
    if (!pem) throw new Error(`signing key ${signing.id} cannot be decrypted`);
    return pem;
  };

  const toPublicKey = (k: SigningKeyRow) => ({
    id: k.id,
    pem: k.publicKeyPem,
    jwk: publicJwk(k.publicKeyPem, k.id),
    current: k.current,
    createdAt: k.createdAt.toISOString(),
  });

  /** The signed-in user's own license; anyone else's (or an unknown one) is not found. */
  async function holderLicense(user: AuthUser, licenseId: string): Promise<LicenseOwnerRow> {
    const license = isUuid(licenseId) ? await repo.license(licenseId) : null;
    if (!license || license.buyerId !== user.id) throw httpErrors.notFound(M.licenseNotFound);
    return license;
  }

  async function instancesOf(license: LicenseOwnerRow): Promise<KeyInstancesResponse> {
    const rows = await repo.instances(license.id);
    return {
      instances: rows.map((r) => ({
        id: r.id,
        name: r.instanceName,
        fingerprint: r.fingerprint,
        activatedAt: r.createdAt.toISOString(),
      })),
      limit: license.settings?.activationLimit ?? null,
    };
  }

  return {
    ensureKey,

    /** The key its holder sees (userLicense.licenseKey); null when keys are off. */
    async keyForHolder(licenseId: string): Promise<string | null> {
      const row = await ensureKey(licenseId);
      return row ? cipher.decrypt(row.keyEncrypted) : null;
    },

    async getSettings(user: AuthUser, projectId: string): Promise<SellerLicenseKeysResponse> {
      await authorOf(projectId, user);
      return sellerView(projectId);
    },

    /** Saves the terms; a term the request leaves out keeps its saved value (or default). */
    async putSettings(
      user: AuthUser,
      projectId: string,
      input: LicenseKeySettingsInput,
    ): Promise<{ settings: LicenseKeySettings }> {
      await authorOf(projectId, user);
      const saved = (await repo.settings(projectId)) ?? DEFAULT_SETTINGS;
      const settings: LicenseKeySettings = {
        enabled: input.enabled,
        activationLimit: input.activationLimit,
        validityDays: input.validityDays,
        freeClaims: input.freeClaims ?? saved.freeClaims,
        certificateDays: input.certificateDays ?? saved.certificateDays,
      };
      await repo.saveSettings(projectId, settings);
      return { settings };
    },

    /** POST /license-keys/validate: unknown keys and other projects' keys answer alike. */
    async validate(
      key: string,
      projectId: string,
      instanceId?: string,
    ): Promise<ValidateKeyResponse> {
      const row = await findPresented(key);
      if (!sameProject(row, projectId) || !row || !handedOut(row)) return NOT_A_KEY;
      const status = keyStatus(row, clock());
      const used = await repo.activationCount(row.licenseId);
      const instanceOk = instanceId ? await repo.hasActivation(row.licenseId, instanceId) : true;
      // A key that is not active says why; an active one whose instance is gone says that.
      const code =
        status !== 'active' ? STATUS_CODE[status] : instanceOk ? 'VALID' : 'INSTANCE_NOT_FOUND';
      return {
        valid: code === 'VALID',
        status,
        code,
        license: toKeyLicense(row),
        activations: { used, limit: row.activationLimit },
      };
    },

    /**
     * POST /license-keys/activate: the key's row is locked while its activations are counted
     * and one is added, so concurrent activations never pass the limit. A fingerprint names the
     * machine: activating again with the same one answers the same instance and takes no second
     * place (its name follows the latest activation).
     */
    async activate(
      key: string,
      projectId: string,
      instanceName: string,
      fingerprint?: string,
    ): Promise<ActivateKeyResponse> {
      const presented = await findPresented(key);
      if (!sameProject(presented, projectId) || !presented || !handedOut(presented)) {
        throw keyError(400, M.invalidKey, 'NOT_FOUND');
      }
      return repo.transaction(async (tx) => {
        const row = await repo.keyByHash(presented.keyHash, tx, true);
        if (!row || !handedOut(row)) throw keyError(400, M.invalidKey, 'NOT_FOUND');
        const status = keyStatus(row, clock());
        if (status !== 'active') {
          throw keyError(403, `The license key is ${status}`, STATUS_CODE[status]);
        }
        const answer = (instanceId: string) => ({
          instanceId,
          code: 'VALID' as const,
          license: toKeyLicense(row),
        });
        // Under the key's lock, so concurrent activations of one machine find the first one.
        const known = fingerprint
          ? await repo.activationByFingerprint(row.licenseId, fingerprint, tx)
          : null;
        if (known) {
          if (known.instanceName !== instanceName) {
            await repo.renameActivation(known.id, instanceName, tx);
          }
          return answer(known.id);
        }
        if (row.activationLimit !== null) {
          const used = await repo.activationCount(row.licenseId, tx);
          if (used >= row.activationLimit) {
            throw keyError(409, M.limitReached, 'TOO_MANY_INSTANCES');
          }
        }
        return answer(
          await repo.addActivation(row.licenseId, instanceName, fingerprint ?? null, tx),
        );
      });
    },

    /**
     * POST /license-keys/deactivate: frees the instance's place. An unknown key, another
     * project's key and an unknown instance answer alike, after the same work (one delete).
     */
    async deactivate(
      key: string,
      projectId: string,
      instanceId: string,
    ): Promise<DeactivateKeyResponse> {
      const presented = await findPresented(key);
      const row =
        sameProject(presented, projectId) && presented && handedOut(presented) ? presented : null;
      const removed = await repo.removeActivation(row?.licenseId ?? NO_LICENSE, instanceId);
      if (!row || !removed) throw keyError(404, M.activationNotFound, 'INSTANCE_NOT_FOUND');
      return { deactivated: true, code: STATUS_CODE[keyStatus(row, clock())] };
    },

    /** GET /licenses/{id}/instances: where the holder's key is activated, and its limit. */
    async instances(user: AuthUser, licenseId: string): Promise<KeyInstancesResponse> {
      const license = await holderLicense(user, licenseId);
      return instancesOf(license);
    },

    /**
     * DELETE /licenses/{id}/instances/{instanceId}: the holder frees one place (logged in the key
     * log and the access trail); answers the instances left.
     */
    async freeInstance(
      user: AuthUser,
      licenseId: string,
      instanceId: string,
    ): Promise<KeyInstancesResponse> {
      const license = await holderLicense(user, licenseId);
      const freed =
        isUuid(instanceId) &&
        (await repo.freeInstance({
          licenseId,
          projectId: license.projectId,
          instanceId,
          actorId: user.id,
        })) !== null;
      if (!freed) throw httpErrors.notFound(RELEASE_MESSAGES.instanceNotFound);
      return instancesOf(license);
    },

    /** The seller revokes one key (logged). */
    async revoke(user: AuthUser, projectId: string, licenseId: string) {
      await authorOf(projectId, user);
      const key = isUuid(licenseId) ? await repo.keyOf(licenseId) : null;
      if (!key || key.projectId !== projectId) throw httpErrors.notFound(M.licenseNotFound);
      if (await repo.revoke(licenseId, clock())) {
        await repo.logSellerAction({
          licenseId,
          projectId,
          actorId: user.id,
          action: 'key.revoked',
        });
      }
      return this.sellerKey(projectId, licenseId);
    },

    /** The seller frees every activation of a key (logged). */
    async resetActivations(user: AuthUser, projectId: string, licenseId: string) {
      await authorOf(projectId, user);
      const key = isUuid(licenseId) ? await repo.keyOf(licenseId) : null;
      if (!key || key.projectId !== projectId) throw httpErrors.notFound(M.licenseNotFound);
      const removed = await repo.resetActivations(licenseId);
      await repo.logSellerAction({
        licenseId,
        projectId,
        actorId: user.id,
        action: 'key.activations_reset',
        detail: `${removed} activation(s) removed`,
      });
      return this.sellerKey(projectId, licenseId);
    },

    async sellerKey(projectId: string, licenseId: string): Promise<{ key: SellerLicenseKey }> {
      const view = await sellerView(projectId);
      const key = view.keys.find((k) => k.licenseId === licenseId);
      if (!key) throw httpErrors.notFound(M.licenseNotFound);
      return { key };
    },

    /** A refund (or any end of the license) revokes its key at once; logged once. */
    async onLicenseEnded(licenseId: string, reason: string): Promise<void> {
      const key = await repo.keyOf(licenseId);
      if (!key) return;
      if (await repo.revoke(licenseId, clock())) {
        await repo.logEvent({
          licenseId,
          projectId: key.projectId,
          actorId: null,
          action: 'key.revoked',
          detail: reason,
        });
      }
    },

    /**
     * The license's payment is disputed ('key.suspended') or the dispute was won
     * ('key.restored'): the key's validity follows the license's status, so nothing is revoked;
     * the key log records the change.
     */
    async onLicenseHeld(
      licenseId: string,
      action: 'key.suspended' | 'key.restored',
      reason: string,
    ): Promise<void> {
      const key = await repo.keyOf(licenseId);
      if (!key) return;
      await repo.logEvent({
        licenseId,
        projectId: key.projectId,
        actorId: null,
        action,
        detail: reason,
      });
    },

    /** The license's key as its checks see it now; null while it has none (made on first need). */
    async keyState(licenseId: string): Promise<LicenseKeyStatus | null> {
      const [license, key] = await Promise.all([repo.license(licenseId), repo.keyOf(licenseId)]);
      if (!license || !key) return null;
      const enabled = (license.settings ?? DEFAULT_SETTINGS).enabled;
      return keyStatus({ ...key, licenseStatus: license.status, enabled }, clock());
    },

    /** GET /licenses/{id}/certificate: the holder's signed license file. */
    async certificate(user: AuthUser, licenseId: string): Promise<string> {
      const license = await holderLicense(user, licenseId);
      if (license.status !== 'active') throw httpErrors.forbidden('This license is not active');
      const settings = license.settings ?? DEFAULT_SETTINGS;
      if (!handedOut({ kind: license.kind, freeClaims: settings.freeClaims })) {
        throw httpErrors.forbidden(M.freeClaimsOff);
      }
      const key = await ensureKey(licenseId);
      const signedAt = clock();
      const status = key
        ? keyStatus({ ...key, licenseStatus: license.status, enabled: settings.enabled }, signedAt)
        : 'disabled';
      if (!key || status === 'disabled') throw httpErrors.badRequest(M.keysDisabled);
      // Signed afresh on each download, and only while the key validates.
      if (status !== 'active') throw httpErrors.forbidden(`The license key is ${status}`);
      const plain = cipher.decrypt(key.keyEncrypted);
      if (!plain) throw new Error(`license key of ${licenseId} cannot be decrypted`);
      const signing = await currentSigningKey(license.authorId);
      // The certificate's own end: certificateDays after signing, or the key's end if earlier.
      const ownEnd = new Date(signedAt.getTime() + settings.certificateDays * DAY_MS);
      const fields: CertificateFields = {
        projectId: license.projectId,
        licenseId,
        kind: license.kind,
        keyFingerprint: keyFingerprint(normaliseLicenseKey(plain)!),
        buyer: license.buyerName,
        issuedAt: key.issuedAt,
        signedAt,
        expiresAt: key.expiresAt && key.expiresAt < ownEnd ? key.expiresAt : ownEnd,
        signingKeyId: signing.id,
        updatesUntil: license.updatesUntil,
      };
      return signCertificate(fields, privateKeyOf(signing));
    },

    /**
     * GET /projects/{id}/license-revocations: the signed list of every license of the project's
     * author whose key no longer validates for a reason other than its expiry.
     */
    async revocationList(projectId: string): Promise<string> {
      const authorId = isUuid(projectId) ? await repo.projectAuthor(projectId) : null;
      if (!authorId) throw httpErrors.notFound(M.projectNotFound);
      const signing = await currentSigningKey(authorId);
      const rows = await repo.unusableKeys(authorId);
      const signedAt = clock();
      return signRevocationList(
        {
          sellerId: authorId,
          signedAt,
          nextUpdate: new Date(signedAt.getTime() + REVOCATIONS_VALID_MS),
          signingKeyId: signing.id,
          revoked: rows.map((r) => ({ licenseId: r.licenseId, revokedAt: unusableSince(r) })),
        },
        privateKeyOf(signing),
      );
    },

    /** GET /projects/{id}/license-public-key: the author's verifying keys. */
    async publicKeys(projectId: string): Promise<LicensePublicKeyResponse> {
      const authorId = isUuid(projectId) ? await repo.projectAuthor(projectId) : null;
      if (!authorId) throw httpErrors.notFound(M.projectNotFound);
      const current = await currentSigningKey(authorId);
      const all = await repo.signingKeys(authorId);
      return {
        current: toPublicKey(current),
        keys: all.filter((k) => !k.revokedAt).map(toPublicKey),
      };
    },

    /** The seller's signing keys: rotate makes a new current one; old ones verify until revoked. */
    async signingKeys(user: AuthUser) {
      await currentSigningKey(user.id);
      const all = await repo.signingKeys(user.id);
      return {
        keys: all.map((k) => ({
          ...toPublicKey(k),
          revokedAt: k.revokedAt?.toISOString() ?? null,
        })),
      };
    },

    async rotateSigningKey(user: AuthUser) {
      const pair = generateSigningKeyPair();
      await repo.rotateSigningKey(user.id, pair.publicKeyPem, cipher.encrypt(pair.privateKeyPem));
      return this.signingKeys(user);
    },

    async revokeSigningKey(user: AuthUser, keyId: string) {
      if (!isUuid(keyId) || !(await repo.revokeSigningKey(user.id, keyId, clock()))) {
        throw httpErrors.notFound(M.signingKeyNotFound);
      }
      return this.signingKeys(user);
    },
  };
}

export type LicenseKeysService = ReturnType<typeof createLicenseKeysService>;
