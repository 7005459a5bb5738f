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

/** What a license grants, one row per kind (modules/entitlements, ADR 017). */
export const ENTITLEMENT_KINDS = ['github_repository', 'license_key', 'downloads'] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];

/**
 * The grant of one kind to one license. `state` speaks the kind's own words: repository access
 * uses the access states (access-events.ts ACCESS_STATES, null until the access engine first
 * looked at the license); license keys and downloads are `active` or `revoked`. A missing row
 * reads as a grant never attempted (state null, nothing sent, nothing granted).
 */
export const entitlementGrants = pgTable(
  'entitlement_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    licenseId: uuid()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    kind: text({ enum: ENTITLEMENT_KINDS }).notNull(),
    state: text(),
    /** What is granted: the repository's full name for repository access. */
    target: text(),
    /** Who it is granted to: the GitHub account last invited for repository access. */
    account: text(),
    /**
     * The two flags the API has always shown for repository access, written from `state` (a
     * failure keeps them); licenses from before the access engine have them without a state.
     */
    invitationSent: boolean().notNull().default(false),
    granted: boolean().notNull().default(false),
    /** The text of the last failure (shown to the seller), null when the last call worked. */
    error: text(),
    /** Calls tried for the current grant or revoke (reset when one succeeds). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    invitedAt: timestamp({ withTimezone: true }),
    grantedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('entitlement_grants_license_kind_idx').on(t.licenseId, t.kind),
    // The access job's sweeps: failed grants and invitations waiting for an answer.
    index('entitlement_grants_error_idx')
      .on(t.kind, t.updatedAt)
      .where(sql`${t.error} is not null`),
    index('entitlement_grants_pending_idx')
      .on(t.kind, t.updatedAt)
      .where(sql`${t.invitationSent} and not ${t.granted}`),
  ],
);
