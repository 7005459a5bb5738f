import {
  centsToDollars,
  dollarsToCents,
  latestRelease,
  PAYMENT_MESSAGES,
  RELEASE_MESSAGES,
  renewalPriceCentsOf,
  renewedUntil,
  UPDATES_REMINDER_DAYS,
  updatesStanding,
  updatesTermRuns,
  type LicenseUpdates,
  type ProjectUpdates,
  type UpdatesPolicy,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { Mailer } from '../../integrations/mail/mailer';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { Outbox } from '../../plugins/outbox';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { DEFAULT_RENEWAL_MONTHS, updatesEndedMail, updatesReminderMail } from './updates.mail';
import {
  termOccurrence,
  type DueTermRow,
  type PolicyRow,
  type TermLicenseRow,
  type TermOccurrence,
  type UpdatesRepository,
} from './updates.repository';

/** Outbox events of the term of updates (ADR 021); the subject is the license. */
export const LICENSE_RENEWED = 'updates.renewed';
export const UPDATES_REMINDER = 'updates.reminder';
export const UPDATES_ENDED = 'updates.ended';

/** The effects of those events, by their stable names. */
export const UPDATES_EFFECTS = {
  reminderMail: 'updates.reminder-mail',
  endAccess: 'updates.end-access',
  endedMail: 'updates.ended-mail',
  renewalAccess: 'updates.renewal-access',
  renewalTax: 'updates.renewal-tax-commit',
} as const;

const REMINDER: Omit<TermOccurrence, 'days'> = { prefix: 'updates-reminder' };
const ENDED: TermOccurrence = { prefix: 'updates-ended' };

/** Licenses a sweep records per window at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;
const DAY_MS = 24 * 3600_000;

export interface UpdatesServiceDeps {
  outbox: Pick<Outbox, 'record' | 'relay'>;
  entitlements: Pick<EntitlementsService, 'applyKind'>;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** After a policy changed: public answers are cleared, open checkouts of the project canceled. */
  onPolicyChanged: (projectId: string) => Promise<void>;
}

/** A renewal line of a paid order, as its fulfilment hands it over. */
export interface RenewalLine {
  paymentReference: string;
  licenseId: string;
  buyerId: string;
  /** The renewal price the line was priced at, cents. */
  listPriceCents: number;
  totalCents: number;
}

export type RenewalResult =
  /** `created` is false when this payment had renewed the license already. */
  | { kind: 'renewed'; updatesUntil: Date; created: boolean }
  /** The license or the project can no longer be renewed: nothing was written. */
  | { kind: 'refused'; reason: string };

/** What a project's updates policy is read from. */
export type PolicyFields = Pick<PolicyRow, 'licenseType' | 'updatesMonths' | 'renewalPriceCents'>;

/** The policy as the project sells it now (a free project sells updates for life). */
function policyOf(project: PolicyFields): { months: number | null; renewalCents: number | null } {
  return project.licenseType === 'free'
    ? { months: null, renewalCents: null }
    : { months: project.updatesMonths, renewalCents: project.renewalPriceCents };
}

const toPolicy = (p: { months: number | null; renewalCents: number | null }): UpdatesPolicy => ({
  updatesMonths: p.months,
  renewalPrice: p.renewalCents === null ? null : centsToDollars(p.renewalCents),
});

/** Why a renewal line can no longer extend its license (the project changed since), or null. */
function renewalMismatch(project: PolicyRow | null, listPriceCents: number): string | null {
  if (!project || project.status !== 'published' || project.licenseType === 'free') {
    return RELEASE_MESSAGES.renewalNotForSale;
  }
  return renewalPriceCentsOf(project) !== listPriceCents ? PAYMENT_MESSAGES.priceChanged : null;
}

/** Whether the license's term is running now (null: for life). */
const termRuns = (license: Pick<TermLicenseRow, 'updatesUntil'>, now: Date) =>
  updatesTermRuns(license.updatesUntil, now);

/** The payload of a term's outbox row: the end it was recorded for (and the reminder's days). */
interface TermPayload {
  updatesUntil: string;
  days?: number;
}

/**
 * Updates for a term (docs/product-rules.md#updates-for-a-term, ADR 021): each project's policy,
 * what its page and the buyer's library say about it, renewals paid as checkout lines, and the
 * sweep that reminds holders before their term ends and ends their repository access after.
 */
export function createUpdatesService(repo: UpdatesRepository, deps: UpdatesServiceDeps) {
  const { outbox, clock } = deps;

  /** Records one occurrence of `event` per license, in one transaction; then hands them over. */
  async function recordTerms(
    event: string,
    due: DueTermRow[],
    occurrence: TermOccurrence,
  ): Promise<number> {
    if (due.length === 0) return 0;
    const rows = await repo.transaction(async (tx) => {
      const ids: string[] = [];
      for (const license of due) {
        const payload: TermPayload = {
          updatesUntil: license.updatesUntil.toISOString(),
          ...(occurrence.days === undefined ? {} : { days: occurrence.days }),
        };
        ids.push(
          ...(await outbox.record(tx, event, license.id, {
            occurrence: termOccurrence(occurrence, license.id, license.updatesUntil),
            payload,
          })),
        );
      }
      return ids;
    });
    await outbox.relay(rows);
    return due.length;
  }

  /**
   * The license and its holder for a mail about the term recorded for `payload`; null when the
   * term moved on since (renewed) or the license is no longer active.
   */
  async function stillThisTerm(licenseId: string, payload: unknown) {
    const row = await repo.forMail(licenseId);
    const end = (payload as TermPayload | null)?.updatesUntil;
    if (!row || row.status !== 'active' || !row.updatesUntil) return null;
    if (row.updatesUntil.toISOString() !== end) return null;
    return { ...row, updatesUntil: row.updatesUntil };
  }

  return {
    /** PUT /projects/{id}/updates-policy: the author sets the term new licenses get. */
    async setPolicy(
      user: AuthUser,
      projectId: string,
      input: { updatesMonths: number | null; renewalPrice: number | null },
    ): Promise<{ policy: UpdatesPolicy }> {
      const project = isUuid(projectId) ? await repo.policy(projectId) : null;
      if (!project) throw httpErrors.notFound(RELEASE_MESSAGES.projectNotFound);
      if (project.authorId !== user.id)
        throw httpErrors.forbidden(RELEASE_MESSAGES.policyNotAuthor);
      if (
        project.licenseType === 'free' &&
        (input.updatesMonths !== null || input.renewalPrice !== null)
      ) {
        throw httpErrors.badRequest(RELEASE_MESSAGES.policyNeedsPaid);
      }
      const next = {
        updatesMonths: input.updatesMonths,
        renewalPriceCents: input.renewalPrice === null ? null : dollarsToCents(input.renewalPrice),
      };
      if (
        next.updatesMonths !== project.updatesMonths ||
        next.renewalPriceCents !== project.renewalPriceCents
      ) {
        await repo.setPolicy(project.id, next);
        await deps.onPolicyChanged(project.id);
      }
      return {
        policy: toPolicy(
          policyOf({
            ...project,
            updatesMonths: next.updatesMonths,
            renewalPriceCents: next.renewalPriceCents,
          }),
        ),
      };
    },

    /**
     * What GET /projects/{id} says about updates, for each of these projects: the policy (the
     * renewal price only where the project's prices show, docs/product-rules.md#prices) and the
     * newest release. An unknown project has no entry. Two queries at most for any number of
     * projects, so that details read together (a burst of different projects) share them.
     */
    async projectsUpdates(
      projectIds: string[],
      showPrice: boolean,
      /** Policies the caller has just read with the projects: not read again. */
      known?: ReadonlyMap<string, PolicyFields>,
    ): Promise<Map<string, ProjectUpdates>> {
      const unknown = known ? projectIds.filter((id) => !known.has(id)) : projectIds;
      const [read, releases] = await Promise.all([
        repo.policies(unknown),
        repo.releasesOf(projectIds),
      ]);
      const releasesBy = new Map<string, typeof releases>();
      for (const release of releases) {
        const of = releasesBy.get(release.projectId);
        if (of) of.push(release);
        else releasesBy.set(release.projectId, [release]);
      }
      const policies = new Map<string, PolicyFields>(known);
      for (const row of read) policies.set(row.id, row);
      return new Map(
        [...policies].map(([id, project]) => {
          const policy = toPolicy(policyOf(project));
          const latest = latestRelease(releasesBy.get(id) ?? []);
          const updates: ProjectUpdates = {
            updatesMonths: policy.updatesMonths,
            renewalPrice: showPrice ? policy.renewalPrice : null,
            latest: latest
              ? { version: latest.version, publishedAt: latest.publishedAt.toISOString() }
              : null,
          };
          return [id, updates];
        }),
      );
    },

    /**
     * The buyer's library: each license's term, its latest release and the latest it may have,
     * how many releases its term does not reach, and what renewing costs (null for life).
     */
    async libraryUpdates(
      rows: { licenseId: string; projectId: string; updatesUntil: Date | null }[],
    ): Promise<Map<string, LicenseUpdates>> {
      const projectIds = [...new Set(rows.map((r) => r.projectId))];
      const [policies, releases] = await Promise.all([
        repo.policies(projectIds),
        repo.releasesOf(projectIds),
      ]);
      const policyById = new Map(policies.map((p) => [p.id, p]));
      const out = new Map<string, LicenseUpdates>();
      for (const row of rows) {
        const list = releases.filter((r) => r.projectId === row.projectId);
        const standing = updatesStanding(list, row.updatesUntil);
        const version = (r: (typeof list)[number] | null) =>
          r && { version: r.version, publishedAt: r.publishedAt.toISOString() };
        const project = policyById.get(row.projectId);
        out.set(row.licenseId, {
          updatesUntil: row.updatesUntil?.toISOString() ?? null,
          latestEntitled: version(standing.latestEntitled),
          latest: version(standing.latest),
          releasesBehind: standing.behind,
          renewalPrice:
            row.updatesUntil === null || !project
              ? null
              : centsToDollars(renewalPriceCentsOf(project)),
        });
      }
      return out;
    },

    /**
     * A renewal line asked for at checkout (`renewalOf`): only the holder's own active license
     * with a term (404 for anyone else, 409 when not active, 400 for life). The project's own
     * checks (published, seller ready) are the checkout's, as for any line.
     */
    async renewalLine(user: AuthUser, licenseId: string): Promise<{ projectId: string }> {
      const license = isUuid(licenseId) ? await repo.license(licenseId) : null;
      if (!license || license.buyerId !== user.id) {
        throw httpErrors.notFound(RELEASE_MESSAGES.renewalNotFound);
      }
      if (license.status !== 'active') throw httpErrors.conflict(RELEASE_MESSAGES.renewalNotActive);
      if (license.updatesUntil === null) {
        throw httpErrors.badRequest(RELEASE_MESSAGES.renewalLifetime);
      }
      return { projectId: license.projectId };
    },

    /**
     * A paid renewal line: extends the license's term from the later of now and its end, once
     * per payment reference however often (and however concurrently) it is asked for, and
     * records `updates.renewed` (repository access back if the end of the term took it) in the
     * same transaction. No new license is made.
     */
    async renew(line: RenewalLine): Promise<RenewalResult> {
      let effects: string[] = [];
      const result = await repo.transaction(async (tx): Promise<RenewalResult> => {
        const done = await repo.renewalByReference(line.paymentReference, tx);
        if (done) return { kind: 'renewed', updatesUntil: done.updatesUntil, created: false };
        // Concurrent renewals of one license wait here; the second finds the first's row.
        const license = await repo.license(line.licenseId, tx, true);
        if (!license || license.buyerId !== line.buyerId) {
          return { kind: 'refused', reason: RELEASE_MESSAGES.renewalNotFound };
        }
        if (license.status !== 'active') {
          return { kind: 'refused', reason: RELEASE_MESSAGES.renewalNotActive };
        }
        if (license.updatesUntil === null) {
          return { kind: 'refused', reason: RELEASE_MESSAGES.renewalLifetime };
        }
        const project = await repo.policy(license.projectId, tx);
        const reason = renewalMismatch(project, line.listPriceCents);
        if (reason) return { kind: 'refused', reason };
        const at = clock();
        const until = renewedUntil(
          license.updatesUntil,
          at,
          project!.updatesMonths ?? DEFAULT_RENEWAL_MONTHS,
        );
        const inserted = await repo.insertRenewal(
          {
            licenseId: license.id,
            paymentReference: line.paymentReference,
            previousUntil: license.updatesUntil,
            updatesUntil: until,
            totalCents: line.totalCents,
            createdAt: at,
          },
          tx,
        );
        if (!inserted) {
          const winner = await repo.renewalByReference(line.paymentReference, tx);
          if (!winner) throw new Error(`renewal of ${line.paymentReference} could not be made`);
          return { kind: 'renewed', updatesUntil: winner.updatesUntil, created: false };
        }
        await repo.setUpdatesUntil(license.id, until, tx);
        effects = await outbox.record(tx, LICENSE_RENEWED, license.id, {
          occurrence: `${LICENSE_RENEWED}:${license.id}:${line.paymentReference}`,
          payload: { paymentReference: line.paymentReference },
        });
        return { kind: 'renewed', updatesUntil: until, created: true };
      });
      await outbox.relay(effects);
      return result;
    },

    /**
     * The scheduled sweep: a reminder for each active license whose term ends within each of
     * UPDATES_REMINDER_DAYS (the 14-day one until a day is left, then the 1-day one), and the
     * end of each term that passed. Each is an outbox occurrence named by the license and the
     * end of its term, so it is recorded once per term however often the sweep runs, and again
     * for a renewed term.
     */
    async sweep(): Promise<{ reminded: number; ended: number }> {
      const now = clock();
      const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
      const days = [...UPDATES_REMINDER_DAYS].sort((a, b) => b - a);
      let reminded = 0;
      for (const [i, d] of days.entries()) {
        const occurrence = { ...REMINDER, days: d };
        const due = await repo.dueTerms(
          at(days[i + 1] ?? 0),
          at(d),
          UPDATES_EFFECTS.reminderMail,
          occurrence,
          SWEEP_BATCH,
        );
        reminded += await recordTerms(UPDATES_REMINDER, due, occurrence);
      }
      const due = await repo.dueTerms(
        new Date(0),
        now,
        UPDATES_EFFECTS.endAccess,
        ENDED,
        SWEEP_BATCH,
      );
      const ended = await recordTerms(UPDATES_ENDED, due, ENDED);
      if (reminded + ended > 0) deps.log.info({ reminded, ended }, 'updates sweep recorded');
      return { reminded, ended };
    },

    /** Effect of `updates.reminder`: the holder is mailed, unless the term moved on. */
    async remindHolder(licenseId: string, payload: unknown): Promise<void> {
      const row = await stillThisTerm(licenseId, payload);
      if (!row || !termRuns(row, clock())) return;
      const days = (payload as TermPayload).days ?? 1;
      await deps.mailer.send(
        updatesReminderMail(row, days, row.updatesMonths ?? DEFAULT_RENEWAL_MONTHS, deps.publicUrl),
      );
    },

    /**
     * Effect of `updates.ended`: repository access ends (cause updates_ended), unless
     * the term was renewed meanwhile. The license, its key and its downloads stay.
     */
    async endAccess(licenseId: string): Promise<void> {
      const license = await repo.license(licenseId);
      if (!license || license.status !== 'active' || termRuns(license, clock())) return;
      await deps.entitlements.applyKind(licenseId, 'github_repository', 'revoke', 'updates_ended');
    },

    /** Effect of `updates.ended`: the holder is told, unless the term was renewed. */
    async mailEnded(licenseId: string, payload: unknown): Promise<void> {
      const row = await stillThisTerm(licenseId, payload);
      if (!row || termRuns(row, clock())) return;
      await deps.mailer.send(
        updatesEndedMail(row, row.updatesMonths ?? DEFAULT_RENEWAL_MONTHS, deps.publicUrl),
      );
    },

    /**
     * Effect of `updates.renewed`: repository access comes back (cause renewal) when the end of
     * the term took it; the GitHub strategy decides what the end took.
     */
    async restoreAccess(licenseId: string): Promise<void> {
      const license = await repo.license(licenseId);
      if (!license || license.status !== 'active' || !termRuns(license, clock())) return;
      await deps.entitlements.applyKind(licenseId, 'github_repository', 'grant', 'renewal');
    },
  };
}

export type UpdatesService = ReturnType<typeof createUpdatesService>;
