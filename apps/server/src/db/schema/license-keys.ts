import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { licenses } from './licenses';
import { projects } from './projects';
import { users } from './users';

/** A project's license-key terms (docs/license-keys.md); no row: keys are off. */
export const projectLicenseKeySettings = pgTable('project_license_key_settings', {
  projectId: uuid()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  /** Null: unlimited activations. */
  activationLimit: integer(),
  /** Null: keys never expire. */
  validityDays: integer(),
  /** False: free claims get no key, and the keys they had stop validating (paid ones keep theirs). */
  freeClaims: boolean().notNull().default(true),
  /** Days a certificate lasts after it is signed (never past the key's own expiry), 1–365. */
  certificateDays: integer().notNull().default(30),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One key per license, made lazily (and exactly once) the first time the license needs it. */
export const licenseKeys = pgTable(
  'license_keys',
  {
    licenseId: uuid()
      .primaryKey()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the normalised key: how a presented key is looked up. */
    keyHash: text().notNull(),
    /** The key encrypted with the stored-token cipher, so its holder can see it again. */
    keyEncrypted: text().notNull(),
    /** Last characters of the key, for the seller's masked view. */
    keyTail: text().notNull(),
    /** Revoked by the seller (refunds and disputes revoke through the license's status). */
    revokedAt: timestamp({ withTimezone: true }),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('license_keys_hash_idx').on(t.keyHash),
    index('license_keys_project_idx').on(t.projectId),
  ],
);

/** The machines a key is activated on. */
export const licenseKeyActivations = pgTable(
  'license_key_activations',
  {
    id: uuid().primaryKey().defaultRandom(),
    licenseId: uuid()
      .notNull()
      .references(() => licenseKeys.licenseId, { onDelete: 'cascade' }),
    instanceName: text().notNull(),
    /** The machine as the program identifies it: the same fingerprint is the same instance. */
    fingerprint: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('license_key_activations_license_idx').on(t.licenseId),
    uniqueIndex('license_key_activations_fingerprint_idx')
      .on(t.licenseId, t.fingerprint)
      .where(sql`${t.fingerprint} is not null`),
  ],
);

/** Append-only log of what happened to keys (seller actions, revocations by refund). */
export const licenseKeyEvents = pgTable(
  'license_key_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    licenseId: uuid()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Who acted; null for the system (a refund, a dispute). */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('license_key_events_project_idx').on(t.projectId, t.createdAt.desc())],
);

/** A seller's Ed25519 signing keys for offline certificates; at most one current at a time. */
export const sellerSigningKeys = pgTable(
  'seller_signing_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKeyPem: text().notNull(),
    /** PKCS#8 PEM, encrypted with the stored-token cipher. */
    privateKeyEncrypted: text().notNull(),
    current: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_signing_keys_current_idx')
      .on(t.sellerId)
      .where(sql`${t.current}`),
    index('seller_signing_keys_seller_idx').on(t.sellerId),
  ],
);
