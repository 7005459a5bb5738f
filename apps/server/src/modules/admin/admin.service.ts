import {
  AUDIT_ACTIONS,
  auditActionLabel,
  buildPagination,
  type AuditAction,
  type AuditActionGroup,
  type AuditTargetType,
  type AdminOverviewResponse,
  type AdminProject,
  type AdminProjectsResponse,
  type AdminUser,
  type AdminUsersResponse,
  type AuditLogResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { Db } from '../../db/client';
import type { AuditEvent } from '../../lib/audit';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { AdminRepository, AdminUserRow, AuditValues } from './admin.repository';

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  reviewNotFound: 'Review not found',
  lastAdmin: 'The last admin cannot lose the admin role',
  suspendAdmin: 'Remove the admin role before suspending this account',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  notPublished: 'Only a published project can be unpublished',
  featureUnpublished: 'Only a published project can be featured',
} as const;

export interface AdminServiceOptions {
  /** Called after a change to what the public lists show (caches of public reads). */
  onProjectsChanged?: () => void | Promise<void>;
  /**
   * Called after a change to what a session resolves to (a suspension ends the user's sessions,
   * a role change): cached sessions go, on every instance, before the admin gets the answer.
   */
  onSessionsChanged?: () => void | Promise<void>;
  now?: () => Date;
}

const cents = (n: number) => Math.round(n) / 100;

/** How a subject that no longer exists reads in the log. */
const DELETED_SUBJECT: Record<AuditTargetType, string> = {
  user: 'deleted user',
  project: 'deleted project',
  review: 'deleted review',
  report: 'deleted report',
  license: 'deleted purchase',
  'legal-page': 'legal page',
  post: 'deleted post',
  setting: 'marketplace settings',
};

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    suspended: row.suspendedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedReason: row.suspendedReason,
    projectsCount: row.projectsCount,
  };
}

type ProjectRow = NonNullable<Awaited<ReturnType<AdminRepository['findProject']>>>;

function toAdminProject(row: ProjectRow): AdminProject {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    authorId: row.authorId,
    authorUsername: row.authorUsername,
    licenseType: row.licenseType,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    featured: row.featuredAt !== null,
    unpublishedReason: row.unpublishedReason,
    hiddenBySuspension: row.hiddenBySuspension,
  };
}

/** The last `n` UTC months as `YYYY-MM`, oldest first, and the first instant of the oldest. */
export function lastMonths(now: Date, n: number): { months: string[]; from: Date } {
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1), 1));
  return { months, from };
}

/**
 * The admin console's rules (docs/product-rules.md#admin-console): every action is written to
 * the audit log in the same transaction as the change it records.
 */
export function createAdminService(repo: AdminRepository, opts: AdminServiceOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const changed = async () => {
    await opts.onProjectsChanged?.();
  };
  const entry = (
    actor: AuthUser,
    action: AuditAction,
    targetType: AuditTargetType,
    targetId: string,
    reason: string,
  ): AuditValues => ({
    actorId: actor.id,
    actorUsername: actor.username,
    action,
    targetType,
    targetId,
    reason,
  });

  async function userOrThrow(id: string): Promise<AdminUser> {
    const row = isUuid(id) ? await repo.findUser(id) : null;
    if (!row) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
    return toAdminUser(row);
  }

  async function projectOrThrow(id: string): Promise<AdminProject> {
    const row = isUuid(id) ? await repo.findProject(id) : null;
    if (!row) throw httpErrors.notFound(ADMIN_MESSAGES.projectNotFound);
    return toAdminProject(row);
  }

  const service = {
    async overview(): Promise<AdminOverviewResponse> {
      const { months, from } = lastMonths(now(), 12);
      const rows = new Map((await repo.overview(from)).map((r) => [r.month, r]));
      return {
        months: months.map((month) => {
          const r = rows.get(month);
          return {
            month,
            grossSales: cents(r?.grossCents ?? 0),
            marketplaceFees: cents(r?.feeCents ?? 0),
            refunds: cents(r?.refundCents ?? 0),
            refundsCount: r?.refundsCount ?? 0,
            salesCount: r?.salesCount ?? 0,
            newUsers: r?.newUsers ?? 0,
            newProjects: r?.newProjects ?? 0,
          };
        }),
      };
    },

    async users(
      search: string | undefined,
      page: number,
      limit: number,
    ): Promise<AdminUsersResponse> {
      const { rows, total } = await repo.searchUsers(
        search || undefined,
        limit,
        (page - 1) * limit,
      );
      return { users: rows.map(toAdminUser), pagination: buildPagination(page, limit, total) };
    },

    async suspend(actor: AuthUser, id: string, reason: string): Promise<AdminUser> {
      if (!isUuid(id)) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
      await repo.transaction(async (tx) => {
        const user = await repo.lockUser(id, tx);
        if (!user) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
        if (user.role === 'admin') throw httpErrors.conflict(ADMIN_MESSAGES.suspendAdmin);
        if (user.suspended) throw httpErrors.conflict(ADMIN_MESSAGES.alreadySuspended);
        await repo.suspend(id, reason, now(), tx);
        await repo.audit(entry(actor, 'user.suspend', 'user', id, reason), tx);
      });
      await opts.onSessionsChanged?.();
      await changed();
      return userOrThrow(id);
    },

    async unsuspend(actor: AuthUser, id: string, reason: string): Promise<AdminUser> {
      if (!isUuid(id)) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
      await repo.transaction(async (tx) => {
        const user = await repo.lockUser(id, tx);
        if (!user) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
        if (!user.suspended) throw httpErrors.conflict(ADMIN_MESSAGES.notSuspended);
        await repo.unsuspend(id, tx);
        await repo.audit(entry(actor, 'user.unsuspend', 'user', id, reason), tx);
      });
      await changed();
      return userOrThrow(id);
    },

    /** Makes or removes an admin; the last admin keeps the role, even under concurrent requests. */
    async setRole(
      actor: AuthUser,
      id: string,
      role: 'user' | 'admin',
      reason: string,
    ): Promise<AdminUser> {
      if (!isUuid(id)) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
      await repo.transaction(async (tx) => {
        // Admins are locked before the target, in one order for every request.
        const admins = await repo.lockAndCountAdmins(tx);
        const user = await repo.lockUser(id, tx);
        if (!user) throw httpErrors.notFound(ADMIN_MESSAGES.userNotFound);
        if (user.role === role) return;
        if (role === 'user' && admins <= 1) throw httpErrors.conflict(ADMIN_MESSAGES.lastAdmin);
        if (role === 'admin' && user.suspended) {
          throw httpErrors.conflict(ADMIN_MESSAGES.alreadySuspended);
        }
        await repo.setRole(id, role, tx);
        const action = role === 'admin' ? 'user.make-admin' : 'user.remove-admin';
        await repo.audit(entry(actor, action, 'user', id, reason), tx);
      });
      await opts.onSessionsChanged?.();
      return userOrThrow(id);
    },

    async projects(
      search: string | undefined,
      status: 'draft' | 'published' | undefined,
      page: number,
      limit: number,
    ): Promise<AdminProjectsResponse> {
      const { rows, total } = await repo.searchProjects(
        search || undefined,
        status,
        limit,
        (page - 1) * limit,
      );
      return {
        projects: rows.map(toAdminProject),
        pagination: buildPagination(page, limit, total),
      };
    },

    async unpublish(actor: AuthUser, id: string, reason: string): Promise<AdminProject> {
      if (!isUuid(id)) throw httpErrors.notFound(ADMIN_MESSAGES.projectNotFound);
      await repo.transaction(async (tx) => {
        const project = await repo.findProject(id, tx);
        if (!project) throw httpErrors.notFound(ADMIN_MESSAGES.projectNotFound);
        if (!(await repo.unpublish(id, reason, tx))) {
          throw httpErrors.conflict(ADMIN_MESSAGES.notPublished);
        }
        await repo.audit(entry(actor, 'project.unpublish', 'project', id, reason), tx);
      });
      await changed();
      return projectOrThrow(id);
    },

    async feature(
      actor: AuthUser,
      id: string,
      featured: boolean,
      reason: string,
    ): Promise<AdminProject> {
      if (!isUuid(id)) throw httpErrors.notFound(ADMIN_MESSAGES.projectNotFound);
      await repo.transaction(async (tx) => {
        const project = await repo.findProject(id, tx);
        if (!project) throw httpErrors.notFound(ADMIN_MESSAGES.projectNotFound);
        if (featured && project.status !== 'published') {
          throw httpErrors.conflict(ADMIN_MESSAGES.featureUnpublished);
        }
        await repo.setFeatured(id, featured ? now() : null, tx);
        const action = featured ? 'project.feature' : 'project.unfeature';
        await repo.audit(entry(actor, action, 'project', id, reason), tx);
      });
      return projectOrThrow(id);
    },

    /** Deletes a review (a report's outcome); the project's rating follows. */
    async removeReview(actor: AuthUser, id: string, reason: string): Promise<void> {
      if (!isUuid(id)) throw httpErrors.notFound(ADMIN_MESSAGES.reviewNotFound);
      await repo.transaction(async (tx) => {
        const review = await repo.findReview(id, tx);
        if (!review) throw httpErrors.notFound(ADMIN_MESSAGES.reviewNotFound);
        await repo.removeReview(id, review.projectId, tx);
        await repo.audit(
          { ...entry(actor, 'review.remove', 'review', id, reason), targetSnapshot: review.label },
          tx,
        );
      });
      await changed();
    },

    /**
     * Records an action another module carried out: a report's resolution, a refund, a
     * dispute's outcome, a legal page's edit. `actor` null: a payment processor acted, named
     * by `actorName`.
     */
    async record(event: AuditEvent, tx?: Db): Promise<void> {
      await repo.audit(
        {
          actorId: event.actor?.id ?? null,
          actorUsername: event.actor?.username ?? event.actorName ?? 'system',
          action: event.action,
          targetType: event.targetType,
          targetId: event.targetId,
          targetSnapshot: event.targetSnapshot ?? null,
          reason: event.reason ?? '',
        },
        tx,
      );
    },

    async auditLog(
      group: AuditActionGroup | undefined,
      page: number,
      limit: number,
    ): Promise<AuditLogResponse> {
      const actions = group
        ? AUDIT_ACTIONS.filter((a) => a.slice(0, a.indexOf('.')) === group)
        : undefined;
      const { rows, total } = await repo.auditLog(actions, limit, (page - 1) * limit);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          actorId: r.actorId,
          actorUsername: r.actorUsername,
          action: r.action,
          actionLabel: auditActionLabel(r.action),
          targetType: r.targetType,
          targetId: r.targetId,
          targetLabel: r.liveLabel ?? r.targetSnapshot ?? DELETED_SUBJECT[r.targetType],
          targetExists: r.liveLabel !== null,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
        pagination: buildPagination(page, limit, total),
      };
    },
  };
  return service;
}

export type AdminService = ReturnType<typeof createAdminService>;
