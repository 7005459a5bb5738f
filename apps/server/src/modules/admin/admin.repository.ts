import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { AuditAction, AuditTargetType } from '@codebazaar/shared';

import {
  adminAuditLog,
  blogPosts,
  legalPages,
  licenses,
  projects,
  reports,
  reviews,
  sessions,
  users,
} from '../../db/schema';

/** The advisory lock key that serialises admin role changes (any fixed number would do). */
const ROLE_CHANGE_LOCK = 7_305_001;

export interface AuditValues {
  /** Null when no person acted (a payment processor). */
  actorId: string | null;
  actorUsername: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** How the subject is called now, kept for when it is deleted (a removed review). */
  targetSnapshot?: string | null;
  reason: string;
}

export interface AuditRow {
  id: string;
  actorId: string | null;
  actorUsername: string;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  /** The subject's name today, or null when it no longer exists. */
  liveLabel: string | null;
  targetSnapshot: string | null;
  reason: string;
  createdAt: Date;
}

/**
 * The subject of an entry in words, read now: `@username`, a project's or post's title, a
 * review (`@writer on “Title”`), a report (what it was about), a purchase (`“Title” bought by
 * @buyer`), a legal page's title. Null when the subject is gone. Each branch looks one row up
 * by its primary key, and only for its own type (ids of other types are not UUIDs).
 */
const reviewLabel = (id: SQL) => sql`(select '@' || u.username || ' on “' || p.title || '”'
  from ${reviews} rv join ${users} u on u.id = rv.user_id join ${projects} p on p.id = rv.project_id
  where rv.id = ${id})`;
/** The entry's target id as a UUID, or null when it is none (a slug, a provider's id). */
const targetUuid = sql`(case when a.target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then a.target_id::uuid end)`;
const liveLabel = sql<string | null>`case a.target_type
  when 'user' then (select '@' || u.username from ${users} u where u.id = ${targetUuid})
  when 'project' then (select p.title from ${projects} p where p.id = ${targetUuid})
  when 'review' then ${reviewLabel(targetUuid)}
  when 'report' then (select 'report on ' || case r.target_type
      when 'project' then (select '“' || p.title || '”' from ${projects} p where p.id = r.target_id)
      when 'review' then (select 'the review by ' || ${reviewLabel(sql`r.target_id`)})
      when 'user' then (select '@' || u.username from ${users} u where u.id = r.target_id)
    end from ${reports} r where r.id = ${targetUuid})
  when 'license' then (select '“' || p.title || '” bought by @' || u.username
      from ${licenses} l join ${projects} p on p.id = l.project_id join ${users} u on u.id = l.buyer_id
      where l.id = ${targetUuid})
  when 'legal-page' then (select lp.title from ${legalPages} lp where lp.slug = a.target_id)
  when 'post' then (select b.title from ${blogPosts} b where b.id = ${targetUuid})
end`;

export interface OverviewRow {
  month: string;
  grossCents: number;
  feeCents: number;
  salesCount: number;
  refundCents: number;
  refundsCount: number;
  newUsers: number;
  newProjects: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  projectsCount:
    sql<number>`(select count(*)::int from ${projects} p where p.author_id = ${users.id})`.mapWith(
      Number,
    ),
};
export interface AdminUserRow {
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  projectsCount: number;
}

const projectColumns = {
  id: projects.id,
  title: projects.title,
  status: projects.status,
  authorId: projects.authorId,
  authorUsername: users.username,
  licenseType: projects.licenseType,
  views: projects.views,
  createdAt: projects.createdAt,
  featuredAt: projects.featuredAt,
  unpublishedReason: projects.unpublishedReason,
  hiddenBySuspension: projects.hiddenBySuspension,
};

type Tx = Db;

/** The admin console's queries: users, projects, reviews and the audit log they write. */
export function createAdminRepository(db: Db) {
  const inTx = <T>(work: (tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => work(tx as unknown as Tx));

  return {
    transaction: inTx,

    async audit(values: AuditValues, tx: Tx = db): Promise<void> {
      await tx.insert(adminAuditLog).values(values);
    },

    /** A page of the log, newest first, its names read now (the actor's current username). */
    async auditLog(
      actions: readonly string[] | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = actions ? sql`where a.action in ${actions}` : sql``;
      const [result, counted] = await Promise.all([
        db.execute(sql`
          select a.id, a.actor_id, a.action, a.target_type, a.target_id, a.target_snapshot,
                 a.reason, a.created_at,
                 coalesce((select u.username from ${users} u where u.id = a.actor_id),
                          a.actor_username) as actor_username,
                 ${liveLabel} as live_label
          from ${adminAuditLog} a ${where}
          order by a.created_at desc, a.id desc
          limit ${limit} offset ${offset}`),
        db.execute(sql`select count(*)::int as n from ${adminAuditLog} a ${where}`),
      ]);
      const rows = rowsOf<Record<string, unknown>>(result).map((r) => ({
        id: String(r.id),
        actorId: (r.actor_id as string | null) ?? null,
        actorUsername: String(r.actor_username),
        action: String(r.action),
        targetType: r.target_type as AuditTargetType,
        targetId: String(r.target_id),
        liveLabel: (r.live_label as string | null) ?? null,
        targetSnapshot: (r.target_snapshot as string | null) ?? null,
        reason: String(r.reason),
        createdAt: new Date(r.created_at as string | Date),
      }));
      return { rows, total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
    },

    /**
     * Sales, fees, refunds, new users and new projects per UTC month from `from` on. A sale is
     * a paid license, counted in the month it was made; a refund in the month it was refunded.
     */
    async overview(from: Date): Promise<OverviewRow[]> {
      const result = await db.execute(sql`
        with sales as (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
                 sum(total_cents)::bigint as gross, sum(fee_cents)::bigint as fees, count(*)::int as n
          from licenses where kind = 'paid' and created_at >= ${from}
          group by 1
        ), refunds as (
          select to_char(updated_at at time zone 'UTC', 'YYYY-MM') as month,
                 sum(total_cents)::bigint as amount, count(*)::int as n
          from licenses where kind = 'paid' and status = 'refunded' and updated_at >= ${from}
          group by 1
        ), new_users as (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
          from users where created_at >= ${from} group by 1
        ), new_projects as (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
          from projects where created_at >= ${from} group by 1
        ), months as (
          select month from sales union select month from refunds
          union select month from new_users union select month from new_projects
        )
        select m.month,
               coalesce(s.gross, 0) as gross, coalesce(s.fees, 0) as fees, coalesce(s.n, 0) as sales,
               coalesce(r.amount, 0) as refund_amount, coalesce(r.n, 0) as refunds,
               coalesce(u.n, 0) as users, coalesce(p.n, 0) as projects
        from months m
        left join sales s on s.month = m.month
        left join refunds r on r.month = m.month
        left join new_users u on u.month = m.month
        left join new_projects p on p.month = m.month`);
      return rowsOf<Record<string, string | number>>(result).map((r) => ({
        month: String(r.month),
        grossCents: Number(r.gross),
        feeCents: Number(r.fees),
        salesCount: Number(r.sales),
        refundCents: Number(r.refund_amount),
        refundsCount: Number(r.refunds),
        newUsers: Number(r.users),
        newProjects: Number(r.projects),
      }));
    },

    async searchUsers(
      search: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminUserRow[]; total: number }> {
      const where: SQL | undefined = search
        ? or(ilike(users.username, likePattern(search)), ilike(users.email, likePattern(search)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findUser(id: string, tx: Tx = db): Promise<AdminUserRow | null> {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks the user's row for the rest of the transaction. */
    async lockUser(
      id: string,
      tx: Tx,
    ): Promise<{ role: 'user' | 'admin'; suspended: boolean } | null> {
      const result = await tx.execute(
        sql`select role, suspended_at from users where id = ${id} for update`,
      );
      const [row] = rowsOf<{ role: 'user' | 'admin'; suspended_at: unknown }>(result);
      return row ? { role: row.role, suspended: row.suspended_at !== null } : null;
    },

    /**
     * Counts the admins while holding a transaction-wide lock that every role change takes
     * first: role changes run one after the other, so two admins demoting each other at once
     * cannot both succeed, and no two of them can deadlock over admin rows locked in different
     * orders.
     */
    async lockAndCountAdmins(tx: Tx): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
      const result = await tx.execute(sql`select id from users where role = 'admin' for update`);
      return rowsOf(result).length;
    },

    async setRole(id: string, role: 'user' | 'admin', tx: Tx): Promise<void> {
      await tx.update(users).set({ role }).where(eq(users.id, id));
    },

    /**
     * Suspends the user: their sessions end and their published projects leave the public
     * lists (marked, so unsuspending publishes them again). Licenses are not touched.
     */
    async suspend(id: string, reason: string, at: Date, tx: Tx): Promise<void> {
      await tx
        .update(users)
        .set({ suspendedAt: at, suspendedReason: reason })
        .where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx
        .update(projects)
        .set({ status: 'draft', hiddenBySuspension: true, updatedAt: sql`${projects.updatedAt}` })
        .where(and(eq(projects.authorId, id), eq(projects.status, 'published')));
    },

    async unsuspend(id: string, tx: Tx): Promise<void> {
      await tx
        .update(users)
        .set({ suspendedAt: null, suspendedReason: null })
        .where(eq(users.id, id));
      await tx
        .update(projects)
        .set({
          status: 'published',
          hiddenBySuspension: false,
          updatedAt: sql`${projects.updatedAt}`,
        })
        .where(and(eq(projects.authorId, id), eq(projects.hiddenBySuspension, true)));
    },

    async searchProjects(
      search: string | undefined,
      status: 'draft' | 'published' | undefined,
      limit: number,
      offset: number,
    ) {
      const conditions: (SQL | undefined)[] = [];
      if (search) {
        conditions.push(
          or(
            ilike(projects.title, likePattern(search)),
            ilike(users.username, likePattern(search)),
          ),
        );
      }
      if (status) conditions.push(eq(projects.status, status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(projectColumns)
          .from(projects)
          .innerJoin(users, eq(users.id, projects.authorId))
          .where(where)
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(projects)
          .innerJoin(users, eq(users.id, projects.authorId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findProject(id: string, tx: Tx = db) {
      const [row] = await tx
        .select(projectColumns)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(eq(projects.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Takes a published project off the marketplace; its author reads `reason`. */
    async unpublish(id: string, reason: string, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(projects)
        .set({ status: 'draft', unpublishedReason: reason, featuredAt: null })
        .where(and(eq(projects.id, id), eq(projects.status, 'published')))
        .returning({ id: projects.id });
      return rows.length > 0;
    },

    async setFeatured(id: string, at: Date | null, tx: Tx): Promise<void> {
      await tx
        .update(projects)
        .set({ featuredAt: at, updatedAt: sql`${projects.updatedAt}` })
        .where(eq(projects.id, id));
    },

    async findReview(id: string, tx: Tx = db) {
      const [row] = await tx
        .select({
          id: reviews.id,
          projectId: reviews.projectId,
          userId: reviews.userId,
          label: sql<string>`'@' || ${users.username} || ' on “' || ${projects.title} || '”'`,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(projects, eq(projects.id, reviews.projectId))
        .where(eq(reviews.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Deletes a review and recomputes its project's rating (the project row locked first). */
    async removeReview(id: string, projectId: string, tx: Tx): Promise<void> {
      await tx.execute(sql`select id from projects where id = ${projectId} for update`);
      await tx.delete(reviews).where(eq(reviews.id, id));
      await tx
        .update(projects)
        .set({
          ratingAvg: sql`(select avg(rating)::real from reviews where project_id = ${projectId})`,
          ratingCount: sql`(select count(*)::int from reviews where project_id = ${projectId})`,
          updatedAt: sql`${projects.updatedAt}`,
        })
        .where(eq(projects.id, projectId));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
