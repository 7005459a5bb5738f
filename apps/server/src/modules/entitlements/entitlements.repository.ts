import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  entitlementGrants,
  licenses,
  type EntitlementKind,
  type LicenseStatus,
} from '../../db/schema';

/** A license as the entitlements service hands it to the strategies. */
export interface EntitlementLicenseRow {
  id: string;
  projectId: string;
  buyerId: string;
  kind: 'free' | 'paid';
  status: LicenseStatus;
}

export interface GrantRow {
  kind: EntitlementKind;
  state: string | null;
  target: string | null;
  account: string | null;
  error: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  invitedAt: Date | null;
  grantedAt: Date | null;
  revokedAt: Date | null;
  updatedAt: Date;
}

const grantColumns = {
  kind: entitlementGrants.kind,
  state: entitlementGrants.state,
  target: entitlementGrants.target,
  account: entitlementGrants.account,
  error: entitlementGrants.error,
  attempts: entitlementGrants.attempts,
  nextAttemptAt: entitlementGrants.nextAttemptAt,
  invitedAt: entitlementGrants.invitedAt,
  grantedAt: entitlementGrants.grantedAt,
  revokedAt: entitlementGrants.revokedAt,
  updatedAt: entitlementGrants.updatedAt,
};

/** The grants of licenses (entitlement_grants) and the license reads they need. */
export function createEntitlementsRepository(db: Db) {
  return {
    async license(licenseId: string): Promise<EntitlementLicenseRow | null> {
      const [row] = await db
        .select({
          id: licenses.id,
          projectId: licenses.projectId,
          buyerId: licenses.buyerId,
          kind: licenses.kind,
          status: licenses.status,
        })
        .from(licenses)
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    grants(licenseId: string): Promise<GrantRow[]> {
      return db
        .select(grantColumns)
        .from(entitlementGrants)
        .where(eq(entitlementGrants.licenseId, licenseId))
        .orderBy(entitlementGrants.kind);
    },

    async grant(licenseId: string, kind: EntitlementKind): Promise<GrantRow | null> {
      const [row] = await db
        .select(grantColumns)
        .from(entitlementGrants)
        .where(and(eq(entitlementGrants.licenseId, licenseId), eq(entitlementGrants.kind, kind)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records `want` on the license's grant of `kind`, under a lock of the license row and only
     * while the license's status agrees (active for `active`, anything else for `revoked`). The
     * status is read under the lock, so of concurrent settles the last to run sees the status
     * every earlier change committed: whatever order the events come in, the grant ends where the
     * license is. Returns whether the grant changed (false: it already was so, or the license
     * moved on and its own event settles it).
     */
    async settle(
      licenseId: string,
      kind: EntitlementKind,
      want: 'active' | 'revoked',
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [license] = await tx
          .select({ status: licenses.status })
          .from(licenses)
          .where(eq(licenses.id, licenseId))
          .for('update');
        if (!license || (license.status === 'active') !== (want === 'active')) return false;
        const active = want === 'active';
        const changes = {
          state: want,
          granted: active,
          ...(active ? { grantedAt: now, revokedAt: null } : { revokedAt: now }),
          error: null,
          attempts: 0,
          nextAttemptAt: null,
          updatedAt: now,
        };
        const rows = await tx
          .insert(entitlementGrants)
          .values({ licenseId, kind, ...changes })
          .onConflictDoUpdate({
            target: [entitlementGrants.licenseId, entitlementGrants.kind],
            set: changes,
            setWhere: sql`${entitlementGrants.state} is distinct from ${want}`,
          })
          .returning({ id: entitlementGrants.id });
        return rows.length > 0;
      });
    },
  };
}

export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
