import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { projectSelection } from '../../db/project-selection';
import { disputes, licenses, projects, receipts, refundRequests, users } from '../../db/schema';
import type { ProjectRow } from '../projects/projects.repository';

export interface PurchaseRow extends ProjectRow {
  licenseId: string;
  licenseKind: 'free' | 'paid';
  licenseTotalCents: number;
  /**
   * suspended: the payment is disputed (docs/product-rules.md#disputes); refunded; revoked: the
   * dispute was lost and the bank gave the money back.
   */
  licenseStatus: 'active' | 'suspended' | 'refunded' | 'revoked';
  /** The end of the license's term of updates; null: for life. */
  licenseUpdatesUntil: Date | null;
  purchasedAt: Date;
  /** When the money went back: the receipt's refund, or the lost dispute's close. */
  refundedAt: Date | null;
  refundRequestStatus: 'pending' | 'approved' | 'declined' | null;
  refundRequestMessage: string | null;
}

/** Sums over the user's published projects (their money figures come from modules/balances). */
export interface ProjectTotalsRow {
  totalProjects: number;
  totalViews: number;
  totalDownloads: number;
  totalStars: number;
}

export interface SaleRow {
  projectId: string;
  title: string;
  kind: 'free' | 'paid';
  sellerCents: number;
  buyerUsername: string;
  createdAt: Date;
}

export interface PublishedEventRow {
  projectId: string;
  title: string;
  publishedAt: Date;
}

const buyers = alias(users, 'buyers');
const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`;

export function createDashboardRepository(db: Db) {
  return {
    async projectsOf(userId: string, status: 'draft' | 'published', limit: number) {
      return db
        .select(projectSelection)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.authorId))
        .where(and(eq(projects.authorId, userId), eq(projects.status, status)))
        .orderBy(
          status === 'draft' ? desc(projects.updatedAt) : desc(projects.createdAt),
          desc(projects.id),
        )
        .limit(limit) as Promise<ProjectRow[]>;
    },

    /**
     * The user's licenses with their projects (published or not), newest first: active and
     * disputed ones, and the refunded and lost-dispute ones the library keeps.
     */
    async purchases(userId: string, limit: number): Promise<PurchaseRow[]> {
      return db
        .select({
          ...projectSelection,
          licenseId: licenses.id,
          licenseKind: licenses.kind,
          licenseTotalCents: licenses.totalCents,
          licenseStatus: licenses.status,
          licenseUpdatesUntil: licenses.updatesUntil,
          purchasedAt: licenses.createdAt,
          refundedAt: sql<Date | null>`case
            when ${licenses.status} = 'refunded' then coalesce(${receipts.refundedAt}, ${licenses.updatedAt})
            when ${licenses.status} = 'revoked' then coalesce((select max(${disputes.closedAt})
              from ${disputes} where ${disputes.licenseId} = ${licenses.id}
              and ${disputes.outcome} = 'lost'), ${licenses.updatedAt})
          end`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
          refundRequestStatus: refundRequests.status,
          refundRequestMessage: refundRequests.message,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(users, eq(users.id, projects.authorId))
        .leftJoin(refundRequests, eq(refundRequests.licenseId, licenses.id))
        .leftJoin(receipts, eq(receipts.licenseId, licenses.id))
        .where(eq(licenses.buyerId, userId))
        .orderBy(desc(licenses.createdAt), desc(licenses.id))
        .limit(limit);
    },

    /** Sums over the user's published projects. */
    async projectTotals(userId: string): Promise<ProjectTotalsRow> {
      const [p] = await db
        .select({
          totalProjects: sql<number>`count(*)::int`,
          totalViews: int(sql`sum(${projects.views})`),
          totalDownloads: int(sql`sum(${projects.downloads})`),
          totalStars: int(sql`sum(${projects.stars})`),
        })
        .from(projects)
        .where(and(eq(projects.authorId, userId), eq(projects.status, 'published')));
      return {
        totalProjects: Number(p?.totalProjects ?? 0),
        totalViews: Number(p?.totalViews ?? 0),
        totalDownloads: Number(p?.totalDownloads ?? 0),
        totalStars: Number(p?.totalStars ?? 0),
      };
    },

    /** The latest active licenses others took on the user's projects. */
    async recentSales(userId: string, limit: number): Promise<SaleRow[]> {
      return db
        .select({
          projectId: projects.id,
          title: projects.title,
          kind: licenses.kind,
          sellerCents: licenses.sellerCents,
          buyerUsername: buyers.username,
          createdAt: licenses.createdAt,
        })
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .innerJoin(buyers, eq(buyers.id, licenses.buyerId))
        .where(and(eq(projects.authorId, userId), eq(licenses.status, 'active')))
        .orderBy(desc(licenses.createdAt))
        .limit(limit);
    },

    async recentPublications(userId: string, limit: number): Promise<PublishedEventRow[]> {
      const rows = await db
        .select({
          projectId: projects.id,
          title: projects.title,
          publishedAt: projects.publishedAt,
        })
        .from(projects)
        .where(
          and(
            eq(projects.authorId, userId),
            eq(projects.status, 'published'),
            isNotNull(projects.publishedAt),
          ),
        )
        .orderBy(desc(projects.publishedAt))
        .limit(limit);
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
