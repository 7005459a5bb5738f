import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { licenses, projects, reviews, users } from '../../db/schema';

export interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  userId: string;
  username: string;
  displayName: string | null;
  profileImage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewProjectRow {
  id: string;
  authorId: string;
  status: 'draft' | 'published';
  ratingAvg: number | null;
  ratingCount: number;
  /** Whether any review of it exists: a list of none needs no more reads. */
  hasReviews: boolean;
}

const reviewSelection = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  userId: reviews.userId,
  username: users.username,
  displayName: users.displayName,
  profileImage: users.profileImage,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/** Reviews and the rating summary they keep on projects: the only place with their queries. */
export function createReviewsRepository(db: Db) {
  const selectReviews = (tx: Db) =>
    tx.select(reviewSelection).from(reviews).innerJoin(users, eq(users.id, reviews.userId));
  // Every project page reads these two: their SQL is built once, not per page (as the project
  // detail's, projects.repository.ts). Prepared once per connection on PostgreSQL.
  const projectById = db
    .select({
      id: projects.id,
      authorId: projects.authorId,
      status: projects.status,
      ratingAvg: projects.ratingAvg,
      ratingCount: projects.ratingCount,
      // Named in full: Drizzle leaves a column's table out when a query reads one table.
      hasReviews: sql<boolean>`exists (select 1 from ${reviews} r where r.project_id = "projects"."id")`,
    })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .limit(1)
    .prepare('reviews_project_by_id');
  const listPage = selectReviews(db)
    .where(eq(reviews.projectId, sql.placeholder('projectId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('reviews_list_page');

  return {
    async findProject(id: string): Promise<ReviewProjectRow | null> {
      const [row] = await projectById.execute({ id });
      return row ?? null;
    },

    async hasActiveLicense(projectId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: licenses.id })
        .from(licenses)
        .where(
          and(
            eq(licenses.projectId, projectId),
            eq(licenses.buyerId, userId),
            eq(licenses.status, 'active'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** One page of a project's reviews, newest first. */
    async list(projectId: string, limit: number, offset: number): Promise<ReviewRow[]> {
      return listPage.execute({ projectId, limit, offset });
    },

    async count(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reviews)
        .where(eq(reviews.projectId, projectId));
      return row?.n ?? 0;
    },

    async findOwn(projectId: string, userId: string): Promise<ReviewRow | null> {
      const [row] = await selectReviews(db)
        .where(and(eq(reviews.projectId, projectId), eq(reviews.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Creates or replaces the user's review and recomputes the project's average and count, in
     * one transaction; the project row is locked first so concurrent reviews add up.
     */
    async upsert(
      projectId: string,
      userId: string,
      rating: number,
      body: string,
    ): Promise<{
      review: ReviewRow;
      ratingAvg: number | null;
      ratingCount: number;
      created: boolean;
    }> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.execute(sql`select id from projects where id = ${projectId} for update`);
        const [saved] = await tx
          .insert(reviews)
          .values({ projectId, userId, rating, body })
          .onConflictDoUpdate({
            target: [reviews.projectId, reviews.userId],
            set: { rating, body, updatedAt: new Date() },
          })
          // xmax is 0 on a row this statement inserted (not on one it updated).
          .returning({ id: reviews.id, inserted: sql<boolean>`(xmax = 0)` });
        const [summary] = await tx
          .select({
            avg: sql<number | null>`avg(${reviews.rating})::real`,
            n: count(),
          })
          .from(reviews)
          .where(eq(reviews.projectId, projectId));
        const ratingCount = summary?.n ?? 0;
        const ratingAvg =
          summary?.avg === null || summary?.avg === undefined ? null : Number(summary.avg);
        // The summary is not an edit of the project: updated_at stays as it is.
        await tx
          .update(projects)
          .set({ ratingAvg, ratingCount, updatedAt: sql`${projects.updatedAt}` })
          .where(eq(projects.id, projectId));
        const [review] = await selectReviews(tx).where(eq(reviews.id, saved!.id)).limit(1);
        return { review: review!, ratingAvg, ratingCount, created: saved!.inserted === true };
      });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
