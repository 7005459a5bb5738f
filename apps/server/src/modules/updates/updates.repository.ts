import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  licenseRenewals,
  licenses,
  outbox,
  projects,
  releases,
  users,
  type LicenseStatus,
} from '../../db/schema';

/** A project's updates policy and what its renewals cost. */
export interface PolicyRow {
  id: string;
  authorId: string;
  title: string;
  status: 'draft' | 'published';
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
  feePct: number;
  updatesMonths: number | null;
  renewalPriceCents: number | null;
}

/** A release as the term of updates reads it: when it counts, and what it is called. */
export interface TermReleaseRow {
  projectId: string;
  version: string;
  publishedAt: Date;
  backdatedTo: Date | null;
}

/** A license as a renewal or an effect of its term reads it. */
export interface TermLicenseRow {
  id: string;
  projectId: string;
  buyerId: string;
  kind: 'free' | 'paid';
  status: LicenseStatus;
  updatesUntil: Date | null;
}

/** A license with what its term's mails say: the project, its prices and the holder. */
export interface TermMailRow extends TermLicenseRow {
  projectTitle: string;
  priceCents: number;
  feePct: number;
  updatesMonths: number | null;
  renewalPriceCents: number | null;
  buyerEmail: string;
  buyerUsername: string;
}

export interface RenewalRow {
  licenseId: string;
  paymentReference: string;
  previousUntil: Date | null;
  updatesUntil: Date;
}

/** A license whose term needs a word or an end (the sweep). */
export interface DueTermRow {
  id: string;
  updatesUntil: Date;
}

const policyColumns = {
  id: projects.id,
  authorId: projects.authorId,
  title: projects.title,
  status: projects.status,
  licenseType: projects.licenseType,
  priceCents: projects.priceCents,
  feePct: projects.feePct,
  updatesMonths: projects.updatesMonths,
  renewalPriceCents: projects.renewalPriceCents,
};

const termReleaseColumns = {
  projectId: releases.projectId,
  version: releases.version,
  publishedAt: releases.publishedAt,
  backdatedTo: releases.backdatedTo,
};

const termLicenseColumns = {
  id: licenses.id,
  projectId: licenses.projectId,
  buyerId: licenses.buyerId,
  kind: licenses.kind,
  status: licenses.status,
  updatesUntil: licenses.updatesUntil,
};

const renewalColumns = {
  licenseId: licenseRenewals.licenseId,
  paymentReference: licenseRenewals.paymentReference,
  previousUntil: licenseRenewals.previousUntil,
  updatesUntil: licenseRenewals.updatesUntil,
};

/** How an outbox row of the term names its occurrence: `<prefix>:<license>[:<days>]:<end>`. */
export interface TermOccurrence {
  prefix: string;
  /** The reminder's days before the end. */
  days?: number;
}

/**
 * The occurrence of a license's term written in SQL exactly as the service writes it (the end as
 * `toISOString()` does), so the sweep leaves out what it recorded before with one lookup in the
 * outbox's unique (effect, occurrence) index.
 */
const occurrenceSql = ({ prefix, days }: TermOccurrence) =>
  sql`${`${prefix}:`}::text || ${licenses.id}::text || ${days === undefined ? ':' : `:${days}:`}::text
    || to_char(${licenses.updatesUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same occurrence in the service's words. */
export const termOccurrence = (
  { prefix, days }: TermOccurrence,
  licenseId: string,
  updatesUntil: Date,
): string =>
  `${prefix}:${licenseId}${days === undefined ? '' : `:${days}`}:${updatesUntil.toISOString()}`;

/**
 * The term of updates (docs/product-rules.md#updates-for-a-term): projects' policies, the latest
 * releases, licenses' terms and their renewals, and the licenses the sweep looks at.
 */
export function createUpdatesRepository(db: Db) {
  // A project page's detail reads this one: its SQL is built once, not per read (as the detail's
  // own, projects.repository.ts). Prepared once per connection on PostgreSQL.
  const releasesOfOne = db
    .select(termReleaseColumns)
    .from(releases)
    .where(and(eq(releases.projectId, sql.placeholder('projectId')), isNull(releases.yankedAt)))
    .orderBy(desc(releases.publishedAt))
    .prepare('updates_releases_of_project');

  return {
    db,

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async policy(projectId: string, tx: Db = db): Promise<PolicyRow | null> {
      const [row] = await tx
        .select(policyColumns)
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row ?? null;
    },

    policies(projectIds: string[]): Promise<PolicyRow[]> {
      if (projectIds.length === 0) return Promise.resolve([]);
      return db.select(policyColumns).from(projects).where(inArray(projects.id, projectIds));
    },

    async setPolicy(
      projectId: string,
      policy: { updatesMonths: number | null; renewalPriceCents: number | null },
    ): Promise<void> {
      await db.update(projects).set(policy).where(eq(projects.id, projectId));
    },

    /** Every release not withdrawn of these projects, newest first. */
    releasesOf(projectIds: string[]): Promise<TermReleaseRow[]> {
      if (projectIds.length === 0) return Promise.resolve([]);
      if (projectIds.length === 1) return releasesOfOne.execute({ projectId: projectIds[0] });
      return db
        .select(termReleaseColumns)
        .from(releases)
        .where(and(inArray(releases.projectId, projectIds), isNull(releases.yankedAt)))
        .orderBy(desc(releases.publishedAt));
    },

    async license(licenseId: string, tx: Db = db, lock = false): Promise<TermLicenseRow | null> {
      const query = tx
        .select(termLicenseColumns)
        .from(licenses)
        .where(eq(licenses.id, licenseId))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async forMail(licenseId: string): Promise<TermMailRow | null> {
      const [row] = await db
        .select({
          ...termLicenseColumns,
          projectTitle: projects.title,
          priceCents: projects.priceCents,
          feePct: projects.feePct,
          updatesMonths: projects.updatesMonths,
          renewalPriceCents: projects.renewalPriceCents,
          buyerEmail: users.email,
          buyerUsername: users.username,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(users, eq(users.id, licenses.buyerId))
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    async renewalByReference(reference: string, tx: Db = db): Promise<RenewalRow | null> {
      const [row] = await tx
        .select(renewalColumns)
        .from(licenseRenewals)
        .where(eq(licenseRenewals.paymentReference, reference))
        .limit(1);
      return row ?? null;
    },

    /** The renewal, or null when this payment reference renewed already (unique). */
    async insertRenewal(
      values: RenewalRow & { totalCents: number; createdAt: Date },
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(licenseRenewals)
        .values(values)
        .onConflictDoNothing({ target: licenseRenewals.paymentReference })
        .returning({ id: licenseRenewals.id });
      return rows.length > 0;
    },

    async setUpdatesUntil(licenseId: string, updatesUntil: Date, tx: Db): Promise<void> {
      await tx.update(licenses).set({ updatesUntil }).where(eq(licenses.id, licenseId));
    },

    /**
     * Active licenses whose term ends in (`from`, `to`] and whose `occurrence` of `effect` is
     * not recorded yet, soonest first.
     */
    dueTerms(
      from: Date,
      to: Date,
      effect: string,
      occurrence: TermOccurrence,
      limit: number,
    ): Promise<DueTermRow[]> {
      return db
        .select({ id: licenses.id, updatesUntil: sql<Date>`${licenses.updatesUntil}` })
        .from(licenses)
        .where(
          and(
            eq(licenses.status, 'active'),
            isNotNull(licenses.updatesUntil),
            gt(licenses.updatesUntil, from),
            lte(licenses.updatesUntil, to),
            sql`not exists (select 1 from ${outbox} where ${outbox.effect} = ${effect}
              and ${outbox.occurrence} = ${occurrenceSql(occurrence)})`,
          ),
        )
        .orderBy(asc(licenses.updatesUntil), asc(licenses.id))
        .limit(limit)
        .then((rows) => rows.map((r) => ({ id: r.id, updatesUntil: new Date(r.updatesUntil) })));
    },
  };
}

export type UpdatesRepository = ReturnType<typeof createUpdatesRepository>;
