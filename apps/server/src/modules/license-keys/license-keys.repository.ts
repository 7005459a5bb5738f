import { and, asc, count, desc, eq, isNotNull, isNull, ne, not, or } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { hitCounter } from '../../db/rate-limit-counters';
import {
  accessEvents,
  licenseKeyActivations,
  licenseKeyEvents,
  licenseKeys,
  licenses,
  projectLicenseKeySettings,
  projects,
  sellerSigningKeys,
  users,
} from '../../db/schema';

export interface KeySettingsRow {
  enabled: boolean;
  activationLimit: number | null;
  validityDays: number | null;
  freeClaims: boolean;
  certificateDays: number;
}

type LicenseKind = 'free' | 'paid';

export interface LicenseKeyRow {
  licenseId: string;
  projectId: string;
  keyHash: string;
  keyEncrypted: string;
  keyTail: string;
  revokedAt: Date | null;
  issuedAt: Date;
  expiresAt: Date | null;
}

/** A key with what its checks need: the license's status and kind, and the project's terms. */
export interface KeyWithLicenseRow extends LicenseKeyRow {
  licenseStatus: string;
  kind: LicenseKind;
  /** Until when the license is entitled to new releases; null: for life. */
  updatesUntil: Date | null;
  enabled: boolean | null;
  freeClaims: boolean | null;
  activationLimit: number | null;
}

/** A license with its project's author and the buyer's name (certificates, key issuing). */
export interface LicenseOwnerRow {
  id: string;
  projectId: string;
  buyerId: string;
  status: string;
  kind: LicenseKind;
  createdAt: Date;
  /** Until when the license is entitled to new releases; null: for life. */
  updatesUntil: Date | null;
  authorId: string;
  buyerName: string;
  /** The project's key terms; null when it never had any. */
  settings: {
    enabled: boolean;
    freeClaims: boolean;
    certificateDays: number;
    activationLimit: number | null;
  } | null;
}

/** An instance a key is activated on, as its holder sees it. */
export interface InstanceRow {
  id: string;
  instanceName: string;
  fingerprint: string | null;
  createdAt: Date;
}

/** A license of a seller whose key no longer validates, with the dates of what changed. */
export interface UnusableKeyRow {
  licenseId: string;
  revokedAt: Date | null;
  licenseStatus: string;
  kind: LicenseKind;
  licenseUpdatedAt: Date;
  enabled: boolean | null;
  freeClaims: boolean | null;
  settingsUpdatedAt: Date | null;
}

export interface SigningKeyRow {
  id: string;
  sellerId: string;
  publicKeyPem: string;
  privateKeyEncrypted: string;
  current: boolean;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface SellerKeyListRow {
  licenseId: string;
  keyTail: string;
  revokedAt: Date | null;
  issuedAt: Date;
  expiresAt: Date | null;
  licenseStatus: string;
  kind: LicenseKind;
  buyerName: string;
  activations: number;
}

const keyColumns = {
  licenseId: licenseKeys.licenseId,
  projectId: licenseKeys.projectId,
  keyHash: licenseKeys.keyHash,
  keyEncrypted: licenseKeys.keyEncrypted,
  keyTail: licenseKeys.keyTail,
  revokedAt: licenseKeys.revokedAt,
  issuedAt: licenseKeys.issuedAt,
  expiresAt: licenseKeys.expiresAt,
};

const keyWithLicenseColumns = {
  ...keyColumns,
  licenseStatus: licenses.status,
  kind: licenses.kind,
  updatesUntil: licenses.updatesUntil,
  enabled: projectLicenseKeySettings.enabled,
  freeClaims: projectLicenseKeySettings.freeClaims,
  activationLimit: projectLicenseKeySettings.activationLimit,
};

const settingsColumns = {
  enabled: projectLicenseKeySettings.enabled,
  activationLimit: projectLicenseKeySettings.activationLimit,
  validityDays: projectLicenseKeySettings.validityDays,
  freeClaims: projectLicenseKeySettings.freeClaims,
  certificateDays: projectLicenseKeySettings.certificateDays,
};

/** An action on a key that frees or revokes access: logged to the key log and the access trail. */
type KeyAction = 'key.revoked' | 'key.activations_reset' | 'key.instance_freed';

/**
 * Writes a person's action on a key to the key log and to the license's access trail, inside the
 * caller's transaction (docs/license-keys.md#seller-actions).
 */
async function logKeyAction(
  tx: Db,
  event: {
    licenseId: string;
    projectId: string;
    actorId: string;
    action: KeyAction;
    detail?: string | null;
  },
  cause: 'seller_action' | 'buyer_action',
): Promise<void> {
  await tx.insert(licenseKeyEvents).values(event);
  const [owner] = await tx
    .select({ sellerId: projects.authorId, buyerId: licenses.buyerId })
    .from(licenses)
    .innerJoin(projects, eq(projects.id, licenses.projectId))
    .where(eq(licenses.id, event.licenseId));
  if (!owner) return;
  await tx.insert(accessEvents).values({
    licenseId: event.licenseId,
    projectId: event.projectId,
    ...owner,
    action: event.action === 'key.revoked' ? 'key_revoke' : 'key_reset',
    cause,
    actorId: event.actorId,
    detail: event.detail ?? null,
  });
}

/** License keys, their activations and events, and sellers' signing keys. */
export function createLicenseKeysRepository(db: Db) {
  const withLicense = (tx: Db) =>
    tx
      .select(keyWithLicenseColumns)
      .from(licenseKeys)
      .innerJoin(licenses, eq(licenses.id, licenseKeys.licenseId))
      .leftJoin(
        projectLicenseKeySettings,
        eq(projectLicenseKeySettings.projectId, licenseKeys.projectId),
      );

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** Counts one check of a key in the current minute, shared by every instance. */
    async countKeyCheck(keyHash: string): Promise<number> {
      return (await hitCounter(db, `license-key:${keyHash}`, 60_000)).count;
    },

    async projectAuthor(projectId: string): Promise<string | null> {
      const [row] = await db
        .select({ authorId: projects.authorId })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row?.authorId ?? null;
    },

    async settings(projectId: string): Promise<KeySettingsRow | null> {
      const [row] = await db
        .select(settingsColumns)
        .from(projectLicenseKeySettings)
        .where(eq(projectLicenseKeySettings.projectId, projectId))
        .limit(1);
      return row ?? null;
    },

    async saveSettings(projectId: string, s: KeySettingsRow): Promise<void> {
      await db
        .insert(projectLicenseKeySettings)
        .values({ projectId, ...s })
        .onConflictDoUpdate({
          target: projectLicenseKeySettings.projectId,
          set: { ...s, updatedAt: new Date() },
        });
    },

    async license(licenseId: string): Promise<LicenseOwnerRow | null> {
      const [row] = await db
        .select({
          id: licenses.id,
          projectId: licenses.projectId,
          buyerId: licenses.buyerId,
          status: licenses.status,
          kind: licenses.kind,
          createdAt: licenses.createdAt,
          updatesUntil: licenses.updatesUntil,
          authorId: projects.authorId,
          buyerName: users.username,
          settings: {
            enabled: projectLicenseKeySettings.enabled,
            freeClaims: projectLicenseKeySettings.freeClaims,
            certificateDays: projectLicenseKeySettings.certificateDays,
            activationLimit: projectLicenseKeySettings.activationLimit,
          },
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .leftJoin(
          projectLicenseKeySettings,
          eq(projectLicenseKeySettings.projectId, licenses.projectId),
        )
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    /**
     * In one round trip, what its holder's key needs: the license's key if it has one, else
     * whether one may be issued (the license's status and the project's key settings); null for
     * an unknown license.
     */
    async keyOrTerms(licenseId: string): Promise<{
      key: LicenseKeyRow | null;
      license: { projectId: string; status: string; kind: LicenseKind; createdAt: Date };
      settings: { enabled: boolean; freeClaims: boolean; validityDays: number | null } | null;
    } | null> {
      const [row] = await db
        .select({
          key: keyColumns,
          license: {
            projectId: licenses.projectId,
            status: licenses.status,
            kind: licenses.kind,
            createdAt: licenses.createdAt,
          },
          settings: {
            enabled: projectLicenseKeySettings.enabled,
            freeClaims: projectLicenseKeySettings.freeClaims,
            validityDays: projectLicenseKeySettings.validityDays,
          },
        })
        .from(licenses)
        .leftJoin(licenseKeys, eq(licenseKeys.licenseId, licenses.id))
        .leftJoin(
          projectLicenseKeySettings,
          eq(projectLicenseKeySettings.projectId, licenses.projectId),
        )
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    async keyOf(licenseId: string): Promise<LicenseKeyRow | null> {
      const [row] = await db
        .select(keyColumns)
        .from(licenseKeys)
        .where(eq(licenseKeys.licenseId, licenseId))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the license's key unless it has one (the primary key lets one writer through). */
    async insertKey(row: Omit<LicenseKeyRow, 'revokedAt'>): Promise<void> {
      await db.insert(licenseKeys).values(row).onConflictDoNothing();
    },

    async keyByHash(keyHash: string, tx: Db = db, lock = false): Promise<KeyWithLicenseRow | null> {
      const query = withLicense(tx).where(eq(licenseKeys.keyHash, keyHash)).limit(1);
      const [row] = lock ? await query.for('update', { of: licenseKeys }) : await query;
      return row ?? null;
    },

    async activationCount(licenseId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(licenseKeyActivations)
        .where(eq(licenseKeyActivations.licenseId, licenseId));
      return row?.n ?? 0;
    },

    async hasActivation(licenseId: string, instanceId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: licenseKeyActivations.id })
        .from(licenseKeyActivations)
        .where(
          and(
            eq(licenseKeyActivations.licenseId, licenseId),
            eq(licenseKeyActivations.id, instanceId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The key's activation on the machine with this fingerprint, if any. */
    async activationByFingerprint(
      licenseId: string,
      fingerprint: string,
      tx: Db,
    ): Promise<{ id: string; instanceName: string } | null> {
      const [row] = await tx
        .select({ id: licenseKeyActivations.id, instanceName: licenseKeyActivations.instanceName })
        .from(licenseKeyActivations)
        .where(
          and(
            eq(licenseKeyActivations.licenseId, licenseId),
            eq(licenseKeyActivations.fingerprint, fingerprint),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async renameActivation(id: string, instanceName: string, tx: Db): Promise<void> {
      await tx
        .update(licenseKeyActivations)
        .set({ instanceName })
        .where(eq(licenseKeyActivations.id, id));
    },

    async addActivation(
      licenseId: string,
      instanceName: string,
      fingerprint: string | null,
      tx: Db,
    ): Promise<string> {
      const [row] = await tx
        .insert(licenseKeyActivations)
        .values({ licenseId, instanceName, fingerprint })
        .returning({ id: licenseKeyActivations.id });
      return row!.id;
    },

    /** The instances a license's key is activated on, oldest first. */
    async instances(licenseId: string): Promise<InstanceRow[]> {
      return db
        .select({
          id: licenseKeyActivations.id,
          instanceName: licenseKeyActivations.instanceName,
          fingerprint: licenseKeyActivations.fingerprint,
          createdAt: licenseKeyActivations.createdAt,
        })
        .from(licenseKeyActivations)
        .where(eq(licenseKeyActivations.licenseId, licenseId))
        .orderBy(asc(licenseKeyActivations.createdAt), asc(licenseKeyActivations.id));
    },

    async removeActivation(licenseId: string, instanceId: string): Promise<boolean> {
      const rows = await db
        .delete(licenseKeyActivations)
        .where(
          and(
            eq(licenseKeyActivations.licenseId, licenseId),
            eq(licenseKeyActivations.id, instanceId),
          ),
        )
        .returning({ id: licenseKeyActivations.id });
      return rows.length > 0;
    },

    async resetActivations(licenseId: string): Promise<number> {
      const rows = await db
        .delete(licenseKeyActivations)
        .where(eq(licenseKeyActivations.licenseId, licenseId))
        .returning({ id: licenseKeyActivations.id });
      return rows.length;
    },

    /** Marks the key revoked; false when it was already (or has no key). */
    async revoke(licenseId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(licenseKeys)
        .set({ revokedAt: at })
        .where(and(eq(licenseKeys.licenseId, licenseId), isNull(licenseKeys.revokedAt)))
        .returning({ id: licenseKeys.licenseId });
      return rows.length > 0;
    },

    async logEvent(event: {
      licenseId: string;
      projectId: string;
      actorId: string | null;
      action: string;
      detail?: string | null;
    }): Promise<void> {
      await db.insert(licenseKeyEvents).values(event);
    },

    /**
     * A seller's action on a key: in the key log and, in the same transaction, in the license's
     * access trail (access_events), so "who has access, and why" reads keys and repositories
     * in one place.
     */
    async logSellerAction(event: {
      licenseId: string;
      projectId: string;
      actorId: string;
      action: 'key.revoked' | 'key.activations_reset';
      detail?: string | null;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await logKeyAction(tx as unknown as Db, event, 'seller_action');
      });
    },

    /**
     * The holder frees one instance of their key: the activation is deleted and, in the same
     * transaction, the key log and the access trail record it (as the seller's reset is). The
     * instance's name, or null when the license has no such instance (nothing is logged).
     */
    async freeInstance(event: {
      licenseId: string;
      projectId: string;
      instanceId: string;
      actorId: string;
    }): Promise<string | null> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [removed] = await tx
          .delete(licenseKeyActivations)
          .where(
            and(
              eq(licenseKeyActivations.licenseId, event.licenseId),
              eq(licenseKeyActivations.id, event.instanceId),
            ),
          )
          .returning({ instanceName: licenseKeyActivations.instanceName });
        if (!removed) return null;
        await logKeyAction(
          tx,
          {
            licenseId: event.licenseId,
            projectId: event.projectId,
            actorId: event.actorId,
            action: 'key.instance_freed',
            detail: `Instance "${removed.instanceName}" freed by the holder`,
          },
          'buyer_action',
        );
        return removed.instanceName;
      });
    },

    async events(projectId: string, limit: number) {
      return db
        .select({
          licenseId: licenseKeyEvents.licenseId,
          action: licenseKeyEvents.action,
          detail: licenseKeyEvents.detail,
          createdAt: licenseKeyEvents.createdAt,
        })
        .from(licenseKeyEvents)
        .where(eq(licenseKeyEvents.projectId, projectId))
        .orderBy(desc(licenseKeyEvents.createdAt))
        .limit(limit);
    },

    /** Licenses of a project (newest first) with their key, if made, and activation count. */
    async projectKeys(projectId: string, limit: number): Promise<SellerKeyListRow[]> {
      const rows = await db
        .select({
          licenseId: licenseKeys.licenseId,
          keyTail: licenseKeys.keyTail,
          revokedAt: licenseKeys.revokedAt,
          issuedAt: licenseKeys.issuedAt,
          expiresAt: licenseKeys.expiresAt,
          licenseStatus: licenses.status,
          kind: licenses.kind,
          buyerName: users.username,
          activations: count(licenseKeyActivations.id),
        })
        .from(licenseKeys)
        .innerJoin(licenses, eq(licenses.id, licenseKeys.licenseId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .leftJoin(licenseKeyActivations, eq(licenseKeyActivations.licenseId, licenseKeys.licenseId))
        .where(eq(licenseKeys.projectId, projectId))
        .groupBy(licenseKeys.licenseId, licenses.status, licenses.kind, users.username)
        .orderBy(desc(licenseKeys.issuedAt))
        .limit(limit);
      return rows;
    },

    /**
     * Active licenses of a project without a key yet (issued when keys are switched on); paid
     * ones only when the project gives free claims no key.
     */
    async licensesWithoutKey(
      projectId: string,
      limit: number,
      freeClaims: boolean,
    ): Promise<string[]> {
      const rows = await db
        .select({ id: licenses.id })
        .from(licenses)
        .leftJoin(licenseKeys, eq(licenseKeys.licenseId, licenses.id))
        .where(
          and(
            eq(licenses.projectId, projectId),
            eq(licenses.status, 'active'),
            isNull(licenseKeys.licenseId),
            freeClaims ? undefined : eq(licenses.kind, 'paid'),
          ),
        )
        .orderBy(asc(licenses.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Every key of the seller's projects that no longer validates for a reason other than its
     * expiry: revoked by the seller, its license not active (refund, dispute), keys switched off
     * for its project, or for free claims when it is one (docs/license-certificates.md).
     */
    async unusableKeys(sellerId: string): Promise<UnusableKeyRow[]> {
      return db
        .select({
          licenseId: licenseKeys.licenseId,
          revokedAt: licenseKeys.revokedAt,
          licenseStatus: licenses.status,
          kind: licenses.kind,
          licenseUpdatedAt: licenses.updatedAt,
          enabled: projectLicenseKeySettings.enabled,
          freeClaims: projectLicenseKeySettings.freeClaims,
          settingsUpdatedAt: projectLicenseKeySettings.updatedAt,
        })
        .from(licenseKeys)
        .innerJoin(licenses, eq(licenses.id, licenseKeys.licenseId))
        .innerJoin(projects, eq(projects.id, licenseKeys.projectId))
        .leftJoin(
          projectLicenseKeySettings,
          eq(projectLicenseKeySettings.projectId, licenseKeys.projectId),
        )
        .where(
          and(
            eq(projects.authorId, sellerId),
            or(
              isNotNull(licenseKeys.revokedAt),
              ne(licenses.status, 'active'),
              isNull(projectLicenseKeySettings.enabled),
              not(projectLicenseKeySettings.enabled),
              and(eq(licenses.kind, 'free'), not(projectLicenseKeySettings.freeClaims)),
            ),
          ),
        )
        .orderBy(asc(licenseKeys.licenseId));
    },

    async signingKeys(sellerId: string): Promise<SigningKeyRow[]> {
      return db
        .select()
        .from(sellerSigningKeys)
        .where(eq(sellerSigningKeys.sellerId, sellerId))
        .orderBy(desc(sellerSigningKeys.createdAt));
    },

    async currentSigningKey(sellerId: string): Promise<SigningKeyRow | null> {
      const [row] = await db
        .select()
        .from(sellerSigningKeys)
        .where(and(eq(sellerSigningKeys.sellerId, sellerId), eq(sellerSigningKeys.current, true)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts a current signing key unless the seller has one (the partial unique index). */
    async insertCurrentSigningKey(
      sellerId: string,
      publicKeyPem: string,
      privateKeyEncrypted: string,
    ): Promise<void> {
      await db
        .insert(sellerSigningKeys)
        .values({ sellerId, publicKeyPem, privateKeyEncrypted, current: true })
        .onConflictDoNothing();
    },

    /** Makes the current key old and inserts a new current one, in one transaction. */
    async rotateSigningKey(
      sellerId: string,
      publicKeyPem: string,
      privateKeyEncrypted: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sellerSigningKeys)
          .set({ current: false })
          .where(
            and(eq(sellerSigningKeys.sellerId, sellerId), eq(sellerSigningKeys.current, true)),
          );
        await tx
          .insert(sellerSigningKeys)
          .values({ sellerId, publicKeyPem, privateKeyEncrypted, current: true });
      });
    },

    /** Revokes an old (not current) signing key of the seller. */
    async revokeSigningKey(sellerId: string, keyId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(sellerSigningKeys)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sellerSigningKeys.sellerId, sellerId),
            eq(sellerSigningKeys.id, keyId),
            eq(sellerSigningKeys.current, false),
            isNull(sellerSigningKeys.revokedAt),
          ),
        )
        .returning({ id: sellerSigningKeys.id });
      return rows.length > 0;
    },
  };
}

export type LicenseKeysRepository = ReturnType<typeof createLicenseKeysRepository>;
