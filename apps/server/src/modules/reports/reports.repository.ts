import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { projects, reports, reviews, users } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';

export type ReportTargetType = 'project' | 'review' | 'user';
export type ReportAction = 'dismiss' | 'unpublish' | 'remove-review' | 'suspend-user';

export interface ReportRow {
  id: string;
  reporterId: string;
  reporterUsername: string;
  targetType: ReportTargetType;
  targetId: string;
  targetLabel: string | null;
  reason: 'malware' | 'stolen-code' | 'spam' | 'misleading' | 'other';
  details: string;
  status: 'open' | 'resolved';
  resolution: ReportAction | null;
  resolutionNote: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

/**
 * What the report is about, in words: a project's title, a review's writer and project
 * (`@maya on “Title”`, as the admin's confirmation quotes it), a username.
 */
const targetLabel = sql<string | null>`case ${reports.targetType}
  when 'project' then (select p.title from ${projects} p where p.id = ${reports.targetId})
  when 'review' then (select '@' || u.username || ' on “' || p.title || '”' from ${reviews} rv
                      join ${users} u on u.id = rv.user_id
                      join ${projects} p on p.id = rv.project_id
                      where rv.id = ${reports.targetId})
  when 'user' then (select u.username from ${users} u where u.id = ${reports.targetId})
end`;

const reportColumns = {
  id: reports.id,
  reporterId: reports.reporterId,
  reporterUsername: users.username,
  targetType: reports.targetType,
  targetId: reports.targetId,
  targetLabel,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  resolution: reports.resolution,
  resolutionNote: reports.resolutionNote,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
};

/** Reports of abuse and what moderation tells users: the only place with their queries. */
export function createReportsRepository(db: Db) {
  const select = () =>
    db.select(reportColumns).from(reports).innerJoin(users, eq(users.id, reports.reporterId));

  return {
    /**
     * Who answers for a target that may be reported: the author of a published project, the
     * writer of a review, the user themselves. Null when there is no such target.
     */
    async targetOwner(type: ReportTargetType, id: string): Promise<string | null> {
      if (type === 'project') {
        const [row] = await db
          .select({ owner: projects.authorId })
          .from(projects)
          .where(and(eq(projects.id, id), eq(projects.status, 'published')))
          .limit(1);
        return row?.owner ?? null;
      }
      if (type === 'review') {
        const [row] = await db
          .select({ owner: reviews.userId })
          .from(reviews)
          .innerJoin(projects, eq(projects.id, reviews.projectId))
          .where(and(eq(reviews.id, id), eq(projects.status, 'published')))
          .limit(1);
        return row?.owner ?? null;
      }
      const [row] = await db.select({ owner: users.id }).from(users).where(eq(users.id, id));
      return row?.owner ?? null;
    },

    /** The new report's id, or null when the reporter already has an open one on the target. */
    async insert(values: {
      reporterId: string;
      targetType: ReportTargetType;
      targetId: string;
      reason: ReportRow['reason'];
      details: string;
    }): Promise<string | null> {
      try {
        const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
        return row!.id;
      } catch (err) {
        if (uniqueViolation(err)) return null;
        throw err;
      }
    },

    async findById(id: string): Promise<ReportRow | null> {
      const [row] = await select().where(eq(reports.id, id)).limit(1);
      return row ?? null;
    },

    async list(status: 'open' | 'resolved', limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        select()
          .where(eq(reports.status, status))
          // The oldest open report first: a queue; the latest resolved ones first.
          .orderBy(
            status === 'open' ? reports.createdAt : desc(reports.resolvedAt),
            desc(reports.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reports).where(eq(reports.status, status)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async listOfReporter(reporterId: string, limit: number): Promise<ReportRow[]> {
      return select()
        .where(eq(reports.reporterId, reporterId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
    },

    /** Marks an open report resolved; false when it was not open any more. */
    async resolve(
      id: string,
      values: { resolution: ReportAction; resolutionNote: string; resolvedBy: string; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(reports)
        .set({
          status: 'resolved',
          resolution: values.resolution,
          resolutionNote: values.resolutionNote,
          resolvedBy: values.resolvedBy,
          resolvedAt: values.at,
        })
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** The user's projects an admin unpublished (still unpublished), with the reason. */
    async unpublishedOf(userId: string, limit: number) {
      return db
        .select({
          projectId: projects.id,
          title: projects.title,
          reason: projects.unpublishedReason,
        })
        .from(projects)
        .where(
          and(
            eq(projects.authorId, userId),
            eq(projects.status, 'draft'),
            isNotNull(projects.unpublishedReason),
          ),
        )
        .orderBy(desc(projects.updatedAt))
        .limit(limit);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
