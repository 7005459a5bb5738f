import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import {
  accessEvents,
  accessReconcileReports,
  entitlementGrants,
  githubInvitationSlots,
  licenses,
  oauthStates,
  projects,
  users,
  type ACCESS_STATES,
  type LicenseStatus,
} from '../../db/schema';

export type AccessState = (typeof ACCESS_STATES)[number];
export type AccessEventRow = typeof accessEvents.$inferSelect;
export type NewAccessEvent = typeof accessEvents.$inferInsert;

export type OAuthPurpose = 'login' | 'connect';

export interface OAuthStateRow {
  purpose: OAuthPurpose;
  userId: string | null;
  browserHash: string;
  expiresAt: Date;
}

export interface GitHubLinkRow {
  id: string;
  githubId: string | null;
  githubUsername: string | null;
  githubTokenEncrypted: string | null;
}

/** A license with what repository access needs: its project, buyer and the project's seller. */
export interface LicenseAccessRow {
  id: string;
  kind: 'free' | 'paid';
  status: LicenseStatus;
  totalCents: number;
  createdAt: Date;
  /** The end of the license's term of updates (null: for life): access ends with it. */
  updatesUntil: Date | null;
  repositoryFullName: string | null;
  invitationSent: boolean;
  accessGranted: boolean;
  accessGrantedAt: Date | null;
  accessError: string | null;
  accessState: AccessState | null;
  accessInvitedAt: Date | null;
  accessAttempts: number;
  accessNextAttemptAt: Date | null;
  projectId: string;
  projectTitle: string;
  sellerId: string;
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  freeRepoGithubId: number | null;
  paidRepoGithubId: number | null;
  buyerId: string;
  buyerUsername: string;
  buyerEmail: string;
  buyerGithubUsername: string | null;
}

export interface LicenseAccessPatch {
  repositoryFullName?: string | null;
  invitationSent?: boolean;
  accessGranted?: boolean;
  accessGrantedAt?: Date | null;
  accessError?: string | null;
  /** Sets `invitationSent` / `accessGranted` too (except 'failed', which keeps them). */
  accessState?: AccessState | null;
  accessInvitedAt?: Date | null;
  accessAttempts?: number;
  accessNextAttemptAt?: Date | null;
  /** The GitHub account invited. */
  account?: string | null;
}

/** The booleans the API has always shown, written from the access state. */
function booleansOf(
  state: AccessState,
): Pick<LicenseAccessPatch, 'invitationSent' | 'accessGranted'> {
  switch (state) {
    case 'active':
      return { invitationSent: true, accessGranted: true };
    case 'invited':
    case 'invitation_expired':
      return { invitationSent: true, accessGranted: false };
    case 'failed':
      return {};
    case 'waiting_for_github':
    case 'queued':
    case 'revoked':
      return { invitationSent: false, accessGranted: false };
  }
}

const buyers = alias(users, 'buyer');

/** Repository access is the license's `github_repository` grant (modules/entitlements). */
const KIND = 'github_repository' as const;
const grants = entitlementGrants;
const ofGrant = and(eq(grants.licenseId, licenses.id), eq(grants.kind, KIND));

const flagsOf = (b: Pick<LicenseAccessPatch, 'invitationSent' | 'accessGranted'>) => ({
  ...(b.invitationSent !== undefined ? { invitationSent: b.invitationSent } : {}),
  ...(b.accessGranted !== undefined ? { granted: b.accessGranted } : {}),
});

/** The patch in the grants table's words. */
function grantColumns(patch: LicenseAccessPatch) {
  const state = patch.accessState;
  return {
    ...(patch.repositoryFullName !== undefined ? { target: patch.repositoryFullName } : {}),
    ...(patch.invitationSent !== undefined ? { invitationSent: patch.invitationSent } : {}),
    ...(patch.accessGranted !== undefined ? { granted: patch.accessGranted } : {}),
    ...(patch.accessGrantedAt !== undefined ? { grantedAt: patch.accessGrantedAt } : {}),
    ...(patch.accessError !== undefined ? { error: patch.accessError } : {}),
    ...(state !== undefined ? { state } : {}),
    ...(patch.accessInvitedAt !== undefined ? { invitedAt: patch.accessInvitedAt } : {}),
    ...(patch.accessAttempts !== undefined ? { attempts: patch.accessAttempts } : {}),
    ...(patch.accessNextAttemptAt !== undefined
      ? { nextAttemptAt: patch.accessNextAttemptAt }
      : {}),
    ...(patch.account !== undefined ? { account: patch.account } : {}),
    ...(state === 'revoked' ? { revokedAt: new Date() } : {}),
    ...(state ? flagsOf(booleansOf(state)) : {}),
  };
}

const accessColumns = {
  id: licenses.id,
  kind: licenses.kind,
  status: licenses.status,
  totalCents: licenses.totalCents,
  createdAt: licenses.createdAt,
  updatesUntil: licenses.updatesUntil,
  repositoryFullName: grants.target,
  invitationSent: sql<boolean>`coalesce(${grants.invitationSent}, false)`,
  accessGranted: sql<boolean>`coalesce(${grants.granted}, false)`,
  accessGrantedAt: grants.grantedAt,
  accessError: grants.error,
  accessState: sql<AccessState | null>`${grants.state}`,
  accessInvitedAt: grants.invitedAt,
  accessAttempts: sql<number>`coalesce(${grants.attempts}, 0)`.mapWith(Number),
  accessNextAttemptAt: grants.nextAttemptAt,
  projectId: projects.id,
  projectTitle: projects.title,
  sellerId: projects.authorId,
  freeRepoUrl: projects.freeRepoUrl,
  paidRepoUrl: projects.paidRepoUrl,
  freeRepoGithubId: projects.freeRepoGithubId,
  paidRepoGithubId: projects.paidRepoGithubId,
  buyerId: buyers.id,
  buyerUsername: buyers.username,
  buyerEmail: buyers.email,
  buyerGithubUsername: buyers.githubUsername,
};

const lower = (value: SQL | typeof users.email) => sql`lower(${value})`;

/** Every query of the GitHub module: OAuth states, GitHub links and repository access of licenses. */
export function createGitHubRepository(db: Db) {
  function accessRows(where: SQL | undefined, limit: number): Promise<LicenseAccessRow[]> {
    return db
      .select(accessColumns)
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .innerJoin(buyers, eq(buyers.id, licenses.buyerId))
      .leftJoin(grants, ofGrant)
      .where(where)
      .orderBy(desc(licenses.createdAt), desc(licenses.id))
      .limit(limit);
  }

  async function accessIds(where: SQL | undefined, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: licenses.id })
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .innerJoin(buyers, eq(buyers.id, licenses.buyerId))
      .leftJoin(grants, ofGrant)
      .where(where)
      // Least recently touched first (a grant that was worked on counts from then).
      .orderBy(sql`coalesce(${grants.updatedAt}, ${licenses.updatedAt})`, licenses.id)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Active, never attempted (no repository recorded, no invitation) and not granted. */
  const unattempted = and(
    eq(licenses.status, 'active'),
    isNull(grants.target),
    sql`not coalesce(${grants.invitationSent}, false)`,
    sql`not coalesce(${grants.granted}, false)`,
  );

  return {
    // ── OAuth states ─────────────────────────────────────────────────────────
    async insertState(values: {
      stateHash: string;
      browserHash: string;
      purpose: OAuthPurpose;
      userId: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(oauthStates).values(values);
    },

    /** Deletes the state and returns it: a state can be used once, even by racing requests. */
    async consumeState(stateHash: string): Promise<OAuthStateRow | null> {
      const [row] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.stateHash, stateHash))
        .returning({
          purpose: oauthStates.purpose,
          userId: oauthStates.userId,
          browserHash: oauthStates.browserHash,
          expiresAt: oauthStates.expiresAt,
        });
      return row ?? null;
    },

    async purgeExpiredStates(): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
    },

    // ── GitHub links of accounts ─────────────────────────────────────────────
    async findLink(userId: string): Promise<GitHubLinkRow | null> {
      const [row] = await db
        .select({
          id: users.id,
          githubId: users.githubId,
          githubUsername: users.githubUsername,
          githubTokenEncrypted: users.githubTokenEncrypted,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async findUserIdByGithubId(githubId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.githubId, githubId))
        .limit(1);
      return row?.id ?? null;
    },

    /** Accounts whose email is one of `emails` (ignoring case). */
    async findUsersByEmails(
      emails: string[],
    ): Promise<
      { id: string; email: string; githubId: string | null; emailVerifiedAt: Date | null }[]
    > {
      if (emails.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          githubId: users.githubId,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(
          inArray(
            lower(users.email),
            emails.map((e) => e.toLowerCase()),
          ),
        );
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row !== undefined;
    },

    async insertGitHubUser(values: {
      username: string;
      email: string;
      githubId: string;
      githubUsername: string;
      githubTokenEncrypted: string;
      profileImage: string | null;
    }): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({ ...values, passwordHash: null, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      return row!.id;
    },

    /** Attaches a GitHub account (and its token) to an account; `verifyEmail` marks the email proven. */
    async linkGitHub(
      userId: string,
      link: { githubId: string; githubUsername: string; githubTokenEncrypted: string },
      verifyEmail = false,
    ): Promise<void> {
      await db
        .update(users)
        .set({
          ...link,
          ...(verifyEmail
            ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** Forgets a token GitHub no longer accepts; the GitHub identity stays linked. */
    async clearToken(userId: string, encrypted: string): Promise<void> {
      await db
        .update(users)
        .set({ githubTokenEncrypted: null })
        .where(and(eq(users.id, userId), eq(users.githubTokenEncrypted, encrypted)));
    },

    async findTokenOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: users.githubTokenEncrypted })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.token ?? null;
    },

    // ── repository access of licenses ────────────────────────────────────────
    async findAccessRow(licenseId: string): Promise<LicenseAccessRow | null> {
      const [row] = await accessRows(eq(licenses.id, licenseId), 1);
      return row ?? null;
    },

    /** Writes the license's repository-access grant (made on its first write). */
    async updateAccess(licenseId: string, patch: LicenseAccessPatch): Promise<void> {
      const set = { ...grantColumns(patch), updatedAt: new Date() };
      await db
        .insert(grants)
        .values({ licenseId, kind: KIND, ...set })
        .onConflictDoUpdate({ target: [grants.licenseId, grants.kind], set });
    },

    /**
     * Marks the invitation sent at `invitedAt` expired, only while the license is still `invited`
     * with that invitation: false when another run (a second reconciliation, another instance)
     * got there first, or a new invitation went out since.
     */
    async markInvitationExpired(licenseId: string, invitedAt: Date | null): Promise<boolean> {
      const rows = await db
        .update(grants)
        .set({ ...grantColumns({ accessState: 'invitation_expired' }), updatedAt: new Date() })
        .where(
          and(
            eq(grants.licenseId, licenseId),
            eq(grants.kind, KIND),
            eq(grants.state, 'invited'),
            invitedAt ? eq(grants.invitedAt, invitedAt) : isNull(grants.invitedAt),
          ),
        )
        .returning({ id: grants.id });
      return rows.length > 0;
    },

    /** The repository of a project (paid or free) as GitHub names it now, with its id. */
    async setProjectRepository(
      projectId: string,
      which: 'free' | 'paid',
      url: string,
      githubId: number,
    ): Promise<void> {
      await db
        .update(projects)
        .set(
          which === 'paid'
            ? { paidRepoUrl: url, paidRepoGithubId: githubId }
            : { freeRepoUrl: url, freeRepoGithubId: githubId },
        )
        .where(eq(projects.id, projectId));
    },

    /**
     * Takes one of the `limit` invitation slots of a repository in the 24 hours before `now`, under
     * a lock per repository so instances never take more than the limit together. Returns null when
     * a slot was taken (or is already held by `jobId`, a job running again), else when the oldest
     * slot frees up.
     */
    async reserveInvitation(
      repository: string,
      now: Date,
      limit: number,
      jobId: string | null = null,
    ): Promise<Date | null> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gh-invite:${repository}`}))`);
        if (jobId) {
          const [held] = await tx
            .select({ id: githubInvitationSlots.id })
            .from(githubInvitationSlots)
            .where(eq(githubInvitationSlots.jobId, jobId))
            .limit(1);
          if (held) return null;
        }
        const taken = await tx
          .select({ at: githubInvitationSlots.reservedAt })
          .from(githubInvitationSlots)
          .where(
            and(
              eq(githubInvitationSlots.repository, repository),
              sql`${githubInvitationSlots.reservedAt} > ${dayAgo}`,
            ),
          )
          .orderBy(githubInvitationSlots.reservedAt)
          .limit(limit);
        if (taken.length >= limit) return new Date(taken[0]!.at.getTime() + 24 * 3600_000);
        await tx.insert(githubInvitationSlots).values({ repository, reservedAt: now, jobId });
        await tx
          .delete(githubInvitationSlots)
          .where(
            sql`${githubInvitationSlots.reservedAt} < ${new Date(dayAgo.getTime() - 24 * 3600_000)}`,
          );
        return null;
      });
    },

    async countAccessEvents(licenseId: string, action: AccessEventRow['action']): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accessEvents)
        .where(and(eq(accessEvents.licenseId, licenseId), eq(accessEvents.action, action)));
      return row?.n ?? 0;
    },

    /** The buyer's active licenses the access engine already worked on (a relink moves these). */
    attemptedOfBuyer(buyerId: string, limit: number): Promise<string[]> {
      return accessIds(
        and(
          eq(licenses.buyerId, buyerId),
          eq(licenses.status, 'active'),
          isNotNull(grants.state),
          sql`${grants.state} not in ('revoked', 'waiting_for_github')`,
        ),
        limit,
      );
    },

    async projectAuthor(projectId: string): Promise<string | null> {
      const [row] = await db
        .select({ authorId: projects.authorId })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row?.authorId ?? null;
    },

    /** Sellers with active licenses on projects that have a repository URL (the scheduled run). */
    async sellersWithLicenses(limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: projects.authorId })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .where(
          and(
            eq(licenses.status, 'active'),
            or(isNotNull(projects.paidRepoUrl), isNotNull(projects.freeRepoUrl)),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async saveReconcileReport(sellerId: string, at: Date, report: unknown): Promise<void> {
      await db
        .insert(accessReconcileReports)
        .values({ sellerId, createdAt: at, report })
        .onConflictDoUpdate({
          target: accessReconcileReports.sellerId,
          set: { createdAt: at, report },
        });
    },

    async lastReconcileReport(sellerId: string): Promise<unknown> {
      const [row] = await db
        .select({ report: accessReconcileReports.report })
        .from(accessReconcileReports)
        .where(eq(accessReconcileReports.sellerId, sellerId))
        .limit(1);
      return row?.report ?? null;
    },

    // ── the access trail (only inserted, never changed) ──────────────────────
    /** The new event's id; null when its job already recorded this action (a retried run). */
    async insertAccessEvent(event: NewAccessEvent): Promise<string | null> {
      const [row] = await db
        .insert(accessEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: accessEvents.id });
      return row?.id ?? null;
    },

    accessEventsOfLicense(licenseId: string, limit: number): Promise<AccessEventRow[]> {
      return db
        .select()
        .from(accessEvents)
        .where(eq(accessEvents.licenseId, licenseId))
        .orderBy(desc(accessEvents.createdAt), desc(accessEvents.id))
        .limit(limit);
    },

    accessEventsOfSeller(
      sellerId: string,
      projectId: string | undefined,
      limit: number,
    ): Promise<AccessEventRow[]> {
      return db
        .select()
        .from(accessEvents)
        .where(
          and(
            eq(accessEvents.sellerId, sellerId),
            projectId ? eq(accessEvents.projectId, projectId) : undefined,
          ),
        )
        .orderBy(desc(accessEvents.createdAt), desc(accessEvents.id))
        .limit(limit);
    },

    /** Active licenses of the seller's projects, newest first. */
    sellerLicenses(sellerId: string, limit: number): Promise<LicenseAccessRow[]> {
      return accessRows(and(eq(projects.authorId, sellerId), eq(licenses.status, 'active')), limit);
    },

    /** Invitations sent but not yet accepted, without a recorded error: the job checks these. */
    pendingIds(limit: number): Promise<string[]> {
      return accessIds(
        and(
          eq(licenses.status, 'active'),
          eq(grants.invitationSent, true),
          eq(grants.granted, false),
          isNull(grants.error),
        ),
        limit,
      );
    },

    /** Licenses whose last GitHub call failed: the job retries these, oldest attempt first. */
    erroredIds(limit: number): Promise<string[]> {
      return accessIds(isNotNull(grants.error), limit);
    },

    /** The buyer's active licenses that never had an invitation (they bought before connecting). */
    unattemptedOfBuyer(buyerId: string, limit: number): Promise<string[]> {
      return accessIds(and(unattempted, eq(licenses.buyerId, buyerId)), limit);
    },

    /**
     * Licenses of the seller's projects that never had an invitation though the buyer has a
     * GitHub account (sold before the seller connected), and the seller's failed ones.
     */
    retryableOfSeller(sellerId: string, limit: number): Promise<string[]> {
      return accessIds(
        and(
          eq(projects.authorId, sellerId),
          or(and(unattempted, isNotNull(buyers.githubUsername)), isNotNull(grants.error)),
        ),
        limit,
      );
    },
  };
}

export type GitHubRepository = ReturnType<typeof createGitHubRepository>;
