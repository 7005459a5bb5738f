import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { bundleProjects, bundles, licenses, projects, users } from '../../db/schema';

/** A bundle with its seller's names. */
export interface BundleRow {
  id: string;
  sellerId: string;
  sellerUsername: string;
  sellerDisplayName: string | null;
  title: string;
  description: string;
  priceCents: number;
  currency: string;
  projectCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A project of a bundle, as it is now. */
export interface BundleProjectRow {
  bundleId: string;
  position: number;
  id: string;
  authorId: string;
  title: string;
  description: string;
  status: 'draft' | 'published';
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
  payWhatYouWant: boolean;
  coverUrl: string | null;
}

/** What saving a bundle checks of each chosen project. */
export interface CandidateProjectRow {
  id: string;
  authorId: string;
  status: 'draft' | 'published';
  licenseType: 'free' | 'paid' | 'freemium';
  priceCents: number;
}

export interface BundleValues {
  title: string;
  description: string;
  priceCents: number;
}

const bundleColumns = {
  id: bundles.id,
  sellerId: bundles.sellerId,
  sellerUsername: users.username,
  sellerDisplayName: users.displayName,
  title: bundles.title,
  description: bundles.description,
  priceCents: bundles.priceCents,
  currency: bundles.currency,
  projectCount: bundles.projectCount,
  createdAt: bundles.createdAt,
  updatedAt: bundles.updatedAt,
};

/** Bundles and their projects: the only place that reads or writes them. */
export function createBundlesRepository(db: Db) {
  // Every project page reads these two: their SQL is built once, not per page (as the project
  // detail's, projects.repository.ts). Prepared once per connection on PostgreSQL.
  const projectStanding = db
    .select({
      status: projects.status,
      // Named in full: Drizzle leaves a column's table out when a query reads one table.
      inBundle: sql<boolean>`exists (select 1 from ${bundleProjects} b where b.project_id = "projects"."id")`,
    })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(1)
    .prepare('bundles_project_standing');
  const containing = db
    .select(bundleColumns)
    .from(bundleProjects)
    .innerJoin(bundles, eq(bundles.id, bundleProjects.bundleId))
    .innerJoin(users, eq(users.id, bundles.sellerId))
    .where(eq(bundleProjects.projectId, sql.placeholder('projectId')))
    .orderBy(desc(bundles.createdAt), desc(bundles.id))
    .limit(sql.placeholder('limit'))
    .prepare('bundles_containing_project');

  async function insertProjects(bundleId: string, projectIds: string[], tx: Db) {
    await tx
      .insert(bundleProjects)
      .values(projectIds.map((projectId, position) => ({ bundleId, projectId, position })));
  }

  return {
    /** Runs `work` in one transaction; repository calls given the `tx` take part in it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async findBundle(id: string, tx: Db = db): Promise<BundleRow | null> {
      const [row] = await tx
        .select(bundleColumns)
        .from(bundles)
        .innerJoin(users, eq(users.id, bundles.sellerId))
        .where(eq(bundles.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The seller's bundles, newest first (a seller has a handful: no paging). */
    listBySeller(sellerId: string): Promise<BundleRow[]> {
      return db
        .select(bundleColumns)
        .from(bundles)
        .innerJoin(users, eq(users.id, bundles.sellerId))
        .where(eq(bundles.sellerId, sellerId))
        .orderBy(desc(bundles.createdAt), desc(bundles.id));
    },

    /** Bundles that hold the project, newest first. */
    listContaining(projectId: string, limit: number): Promise<BundleRow[]> {
      return containing.execute({ projectId, limit });
    },

    /** The projects of the bundles, each bundle's in its order. */
    async projectsOf(bundleIds: string[], tx: Db = db): Promise<BundleProjectRow[]> {
      if (bundleIds.length === 0) return [];
      const rows = await tx
        .select({
          bundleId: bundleProjects.bundleId,
          position: bundleProjects.position,
          id: projects.id,
          authorId: projects.authorId,
          title: projects.title,
          description: projects.description,
          status: projects.status,
          licenseType: projects.licenseType,
          priceCents: projects.priceCents,
          payWhatYouWant: projects.payWhatYouWant,
          media: projects.media,
        })
        .from(bundleProjects)
        .innerJoin(projects, eq(projects.id, bundleProjects.projectId))
        .where(inArray(bundleProjects.bundleId, bundleIds))
        .orderBy(asc(bundleProjects.bundleId), asc(bundleProjects.position));
      return rows.map(({ media, ...row }) => ({ ...row, coverUrl: media.cover?.card.url ?? null }));
    },

    /** The projects a seller chose, as they are now (unknown ids are left out). */
    async candidates(projectIds: string[]): Promise<CandidateProjectRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({
          id: projects.id,
          authorId: projects.authorId,
          status: projects.status,
          licenseType: projects.licenseType,
          priceCents: projects.priceCents,
        })
        .from(projects)
        .where(inArray(projects.id, projectIds));
    },

    /**
     * Whether the project is published (a project page lists bundles of published ones only), and
     * whether any bundle holds it (most are in none).
     */
    async projectStanding(
      projectId: string,
    ): Promise<{ published: boolean; inBundle: boolean } | null> {
      const [row] = await projectStanding.execute({ projectId });
      return row ? { published: row.status === 'published', inBundle: row.inBundle } : null;
    },

    /** Which of `projectIds` the buyer holds with an active paid license. */
    async heldProjectIds(buyerId: string, projectIds: string[], tx: Db = db): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const rows = await tx
        .select({ projectId: licenses.projectId })
        .from(licenses)
        .where(
          and(
            eq(licenses.buyerId, buyerId),
            eq(licenses.status, 'active'),
            eq(licenses.kind, 'paid'),
            inArray(licenses.projectId, projectIds),
          ),
        );
      return rows.map((r) => r.projectId);
    },

    async insert(sellerId: string, values: BundleValues, projectIds: string[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bundles)
          .values({ sellerId, ...values, projectCount: projectIds.length })
          .returning({ id: bundles.id });
        await insertProjects(row!.id, projectIds, tx as unknown as Db);
        return row!.id;
      });
    },

    /** Replaces the seller's bundle and its projects; false when it is not theirs. */
    async replace(
      id: string,
      sellerId: string,
      values: BundleValues,
      projectIds: string[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(bundles)
          .set({ ...values, projectCount: projectIds.length, updatedAt: new Date() })
          .where(and(eq(bundles.id, id), eq(bundles.sellerId, sellerId)))
          .returning({ id: bundles.id });
        if (updated.length === 0) return false;
        await tx.delete(bundleProjects).where(eq(bundleProjects.bundleId, id));
        await insertProjects(id, projectIds, tx as unknown as Db);
        return true;
      });
    },

    async delete(id: string, sellerId: string): Promise<boolean> {
      const rows = await db
        .delete(bundles)
        .where(and(eq(bundles.id, id), eq(bundles.sellerId, sellerId)))
        .returning({ id: bundles.id });
      return rows.length > 0;
    },
  };
}

export type BundlesRepository = ReturnType<typeof createBundlesRepository>;
