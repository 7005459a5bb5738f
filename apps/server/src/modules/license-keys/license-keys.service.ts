import crypto from 'node:crypto';

import {
  LICENSE_KEY_MESSAGES as M,
  type LicenseKeySettings,
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
  type CertificateFields,
} from './license-certificate';
import {
  generateLicenseKey,
  hashLicenseKey,
  keyFingerprint,
  keyTail,
  maskedKey,
  normaliseLicenseKey,
} from './license-key-format';
import type {
  KeyWithLicenseRow,
  LicenseKeyRow,
  LicenseKeysRepository,
  SigningKeyRow,
} from './license-keys.repository';

const DAY_MS = 86_400_000;
/** Checks of one key a minute (validate, activate, deactivate together). */
export const KEY_CHECKS_PER_MINUTE = 60;
const MAX_LISTED_KEYS = 500;

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

/** The answer for a key that is unknown here or belongs to another project: one shape. */
const NOT_A_KEY: ValidateKeyResponse = {
  valid: false,
  status: 'revoked',
  license: null,
  activations: { used: 0, limit: null },
};

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
    if (found.key) return found.key;
    const { license, settings } = found;
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
      throw httpErrors.tooManyRequests(M.tooManyChecks);
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
    row: Omit<KeyWithLicenseRow, 'keyHash' | 'keyEncrypted' | 'projectId'> & {
      buyerName: string;
      activations: number;
    },
  ): SellerLicenseKey => ({
    licenseId: row.licenseId,
    maskedKey: maskedKey(row.keyTail),
    buyer: row.buyerName,
    status: keyStatus(row, clock()),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    activations: { used: row.activations, limit: row.activationLimit },
  });

  async function sellerView(projectId: string): Promise<SellerLicenseKeysResponse> {
    const settings = (await repo.settings(projectId)) ?? {
      enabled: false,
      activationLimit: null,
      validityDays: null,
    };
    if (settings.enabled) {
      for (const id of await repo.licensesWithoutKey(projectId, MAX_LISTED_KEYS)) {
        await ensureKey(id);
      }
    }
    const rows = await repo.projectKeys(projectId, MAX_LISTED_KEYS);
    return {
      settings,
      keys: rows.map((r) =>
        toSellerKey({
          ...r,
          enabled: settings.enabled,
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

  const toPublicKey = (k: SigningKeyRow) => ({
    id: k.id,
    pem: k.publicKeyPem,
    jwk: publicJwk(k.publicKeyPem, k.id),
    current: k.current,
    createdAt: k.createdAt.toISOString(),
  });

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

    async putSettings(
      user: AuthUser,
      projectId: string,
      settings: LicenseKeySettings,
    ): Promise<{ settings: LicenseKeySettings }> {
      await authorOf(projectId, user);
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
      if (!sameProject(row, projectId) || !row) return NOT_A_KEY;
      const status = keyStatus(row, clock());
      const used = await repo.activationCount(row.licenseId);
      const instanceOk = instanceId ? await repo.hasActivation(row.licenseId, instanceId) : true;
      return {
        valid: status === 'active' && instanceOk,
        status,
        license: {
          projectId: row.projectId,
          issuedAt: row.issuedAt.toISOString(),
          expiresAt: row.expiresAt?.toISOString() ?? null,
        },
        activations: { used, limit: row.activationLimit },
      };
    },

    /**
     * POST /license-keys/activate: the key's row is locked while its activations are counted
     * and one is added, so concurrent activations never pass the limit.
     */
    async activate(
      key: string,
      projectId: string,
      instanceName: string,
    ): Promise<{ instanceId: string }> {
      const presented = await findPresented(key);
      if (!sameProject(presented, projectId) || !presented) {
        throw httpErrors.badRequest(M.invalidKey);
      }
      const instanceId = await repo.transaction(async (tx) => {
        const row = await repo.keyByHash(presented.keyHash, tx, true);
        if (!row) throw httpErrors.badRequest(M.invalidKey);
        const status = keyStatus(row, clock());
        if (status !== 'active') throw httpErrors.forbidden(`The license key is ${status}`);
        if (row.activationLimit !== null) {
          const used = await repo.activationCount(row.licenseId, tx);
          if (used >= row.activationLimit) throw httpErrors.conflict(M.limitReached);
        }
        return repo.addActivation(row.licenseId, instanceName, tx);
      });
      return { instanceId };
    },

    /** POST /license-keys/deactivate: frees the instance's place. */
    async deactivate(key: string, instanceId: string): Promise<{ deactivated: true }> {
      const row = await findPresented(key);
      if (!row) throw httpErrors.badRequest(M.invalidKey);
      if (!(await repo.removeActivation(row.licenseId, instanceId))) {
        throw httpErrors.notFound(M.instanceNotFound);
      }
      return { deactivated: true };
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

    /** GET /licenses/{id}/certificate: the holder's signed license file. */
    async certificate(user: AuthUser, licenseId: string): Promise<string> {
      const license = isUuid(licenseId) ? await repo.license(licenseId) : null;
      if (!license || license.buyerId !== user.id) throw httpErrors.notFound(M.licenseNotFound);
      if (license.status !== 'active') throw httpErrors.forbidden('This license is not active');
      const key = await ensureKey(licenseId);
      if (!key) throw httpErrors.badRequest(M.keysDisabled);
      const plain = cipher.decrypt(key.keyEncrypted);
      if (!plain) throw new Error(`license key of ${licenseId} cannot be decrypted`);
      const signing = await currentSigningKey(license.authorId);
      const privateKeyPem = cipher.decrypt(signing.privateKeyEncrypted);
      if (!privateKeyPem) throw new Error(`signing key ${signing.id} cannot be decrypted`);
      const fields: CertificateFields = {
        projectId: license.projectId,
        licenseId,
        keyFingerprint: keyFingerprint(normaliseLicenseKey(plain)!),
        buyer: license.buyerName,
        issuedAt: key.issuedAt,
        expiresAt: key.expiresAt,
        signingKeyId: signing.id,
      };
      return signCertificate(fields, privateKeyPem);
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
