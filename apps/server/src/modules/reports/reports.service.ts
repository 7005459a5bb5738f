import {
  buildPagination,
  type AccountNoticesResponse,
  type AdminReport,
  type AdminReportsResponse,
  type AuditAction,
  type Report,
  type ReportInput,
  type ResolveReportInput,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { Mailer } from '../../integrations/mail/mailer';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { ReportAction, ReportRow, ReportsRepository } from './reports.repository';

export const REPORT_MESSAGES = {
  targetNotFound: 'There is nothing to report with this id',
  ownTarget: 'You cannot report yourself or your own work',
  alreadyOpen: 'You already reported this; an admin will look at it',
  notFound: 'Report not found',
  notOpen: 'This report is already resolved',
  actionDoesNotFit: 'This action does not fit what was reported',
} as const;

/** The admin console actions a resolution carries out (modules/admin, through app.admin). */
export interface Moderation {
  unpublish(actor: AuthUser, projectId: string, reason: string): Promise<unknown>;
  suspend(actor: AuthUser, userId: string, reason: string): Promise<unknown>;
  removeReview(actor: AuthUser, reviewId: string, reason: string): Promise<void>;
  record(event: {
    actor: AuthUser;
    action: AuditAction;
    targetType: 'report';
    targetId: string;
    targetSnapshot: string | null;
    reason: string;
  }): Promise<void>;
}

export interface ReportsServiceDeps {
  moderation: Moderation;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
}

/** Which actions fit which target: unpublish a project, remove a review, suspend a user. */
const FITS: Record<ReportRow['targetType'], ReportAction[]> = {
  project: ['dismiss', 'unpublish'],
  review: ['dismiss', 'remove-review'],
  user: ['dismiss', 'suspend-user'],
};

const OUTCOME: Record<ReportAction, string> = {
  dismiss: 'An admin looked at it and found nothing that breaks the rules, so nothing was changed.',
  unpublish: 'An admin agreed and took the project off the marketplace.',
  'remove-review': 'An admin agreed and removed the review.',
  'suspend-user': 'An admin agreed and suspended the account.',
};

/** What the owner of the reported thing is told when an admin acts on it. */
const OWNER_MAIL: Record<Exclude<ReportAction, 'dismiss'>, { subject: string; text: string }> = {
  unpublish: {
    subject: 'Your project was taken off Codebazaar',
    text: 'An admin took your project off the marketplace',
  },
  'remove-review': {
    subject: 'Your review was removed from Codebazaar',
    text: 'An admin removed your review',
  },
  'suspend-user': {
    subject: 'Your Codebazaar account was suspended',
    text: 'An admin suspended your account',
  },
};

/** The audit log's code of each outcome. */
const AUDIT_ACTION: Record<ReportAction, AuditAction> = {
  dismiss: 'report.dismiss',
  unpublish: 'report.unpublish',
  'remove-review': 'report.remove-review',
  'suspend-user': 'report.suspend-user',
};

/** Messages of the admin console that mean the outcome is already in place. */
const ALREADY_DONE = new Set([
  'Only a published project can be unpublished',
  'This account is already suspended',
]);

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    reason: row.reason,
    details: row.details,
    status: row.status,
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

const toAdminReport = (row: ReportRow): AdminReport => ({
  ...toReport(row),
  reporterId: row.reporterId,
  reporterUsername: row.reporterUsername,
});

/** Reports of abuse (docs/product-rules.md#reports): filed by users, worked by admins. */
export function createReportsService(repo: ReportsRepository, deps: ReportsServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function tellReporter(row: ReportRow, action: ReportAction, note: string) {
    const to = await repo.emailOf(row.reporterId);
    if (!to) return;
    const what = !row.targetLabel
      ? `a ${row.targetType}`
      : row.targetType === 'review'
        ? `the review by ${row.targetLabel}`
        : `"${row.targetLabel}"`;
    const text = [
      `Thank you for reporting ${what} (${row.reason}).`,
      '',
      OUTCOME[action],
      ...(note ? ['', `Note from the admin: ${note}`] : []),
      '',
      `Your reports and their outcomes: ${deps.publicUrl}/dashboard`,
    ].join('\n');
    try {
      await deps.mailer.send({ to, subject: 'Your report on Codebazaar was reviewed', text });
    } catch (err) {
      // The outcome stands and shows on the reporter's dashboard; the mail is a courtesy.
      deps.log.error({ err, reportId: row.id }, 'report outcome mail failed');
    }
  }

  /**
   * Tells the owner of what was reported that an admin acted on it (a removed review, an
   * unpublished project, a suspended account). A dismissed report changed nothing of theirs,
   * so they get no mail.
   */
  async function tellOwner(
    row: ReportRow,
    ownerId: string | null,
    action: ReportAction,
    note: string,
  ) {
    if (action === 'dismiss' || !ownerId) return;
    const to = await repo.emailOf(ownerId);
    if (!to) return;
    const what = row.targetLabel ? ` (${row.targetLabel})` : '';
    const mail = OWNER_MAIL[action];
    const text = [
      `${mail.text}${what}, after a report (${row.reason}).`,
      ...(note ? ['', `Note from the admin: ${note}`] : []),
      '',
      `Questions: ${deps.publicUrl}/contact`,
    ].join('\n');
    try {
      await deps.mailer.send({ to, subject: mail.subject, text });
    } catch (err) {
      deps.log.error({ err, reportId: row.id }, 'report action mail failed');
    }
  }

  async function carryOut(actor: AuthUser, row: ReportRow, action: ReportAction, note: string) {
    const reason = note || `Report: ${row.reason}`;
    try {
      if (action === 'unpublish') await deps.moderation.unpublish(actor, row.targetId, reason);
      if (action === 'remove-review') {
        await deps.moderation.removeReview(actor, row.targetId, reason);
      }
      if (action === 'suspend-user') await deps.moderation.suspend(actor, row.targetId, reason);
    } catch (err) {
      // Another report on the same target was acted on first: the outcome is in place.
      const { statusCode, message } = err as { statusCode?: number; message?: string };
      if (statusCode === 409 && ALREADY_DONE.has(message ?? '')) return;
      // A review or project deleted since the report: nothing is left to act on.
      if (statusCode === 404 && action !== 'suspend-user') return;
      throw err;
    }
  }

  return {
    async create(user: AuthUser, input: Required<ReportInput>): Promise<Report> {
      const owner = await repo.targetOwner(input.targetType, input.targetId);
      if (!owner) throw httpErrors.notFound(REPORT_MESSAGES.targetNotFound);
      if (owner === user.id) throw httpErrors.badRequest(REPORT_MESSAGES.ownTarget);
      const id = await repo.insert({ ...input, reporterId: user.id });
      if (!id) throw httpErrors.conflict(REPORT_MESSAGES.alreadyOpen);
      return toReport((await repo.findById(id))!);
    },

    async queue(
      status: 'open' | 'resolved',
      page: number,
      limit: number,
    ): Promise<AdminReportsResponse> {
      const { rows, total } = await repo.list(status, limit, (page - 1) * limit);
      return { reports: rows.map(toAdminReport), pagination: buildPagination(page, limit, total) };
    },

    async resolve(actor: AuthUser, id: string, input: Required<ResolveReportInput>) {
      const row = isUuid(id) ? await repo.findById(id) : null;
      if (!row) throw httpErrors.notFound(REPORT_MESSAGES.notFound);
      if (row.status !== 'open') throw httpErrors.conflict(REPORT_MESSAGES.notOpen);
      if (!FITS[row.targetType].includes(input.action)) {
        throw httpErrors.badRequest(REPORT_MESSAGES.actionDoesNotFit);
      }
      // Read before acting: a removed review or an unpublished project no longer names its owner.
      const ownerId =
        input.action === 'dismiss' ? null : await repo.targetOwner(row.targetType, row.targetId);
      await carryOut(actor, row, input.action, input.note);
      const resolved = await repo.resolve(id, {
        resolution: input.action,
        resolutionNote: input.note,
        resolvedBy: actor.id,
        at: now(),
      });
      if (!resolved) throw httpErrors.conflict(REPORT_MESSAGES.notOpen);
      await deps.moderation.record({
        actor,
        action: AUDIT_ACTION[input.action],
        targetType: 'report',
        targetId: id,
        // What the report was about, for when that is deleted (a removed review).
        targetSnapshot: row.targetLabel
          ? `report on ${row.targetType === 'review' ? `the review by ${row.targetLabel}` : row.targetType === 'user' ? `@${row.targetLabel}` : `“${row.targetLabel}”`}`
          : null,
        reason: input.note || `Report: ${row.reason}`,
      });
      await tellReporter(row, input.action, input.note);
      await tellOwner(row, ownerId, input.action, input.note);
      return toAdminReport((await repo.findById(id))!);
    },

    /** What moderation told the user: their unpublished projects and their reports' outcomes. */
    async notices(user: AuthUser): Promise<AccountNoticesResponse> {
      const [unpublished, reports] = await Promise.all([
        repo.unpublishedOf(user.id, 50),
        repo.listOfReporter(user.id, 50),
      ]);
      return {
        unpublished: unpublished.map((p) => ({
          projectId: p.projectId,
          title: p.title,
          reason: p.reason ?? '',
        })),
        reports: reports.map(toReport),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
