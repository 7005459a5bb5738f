import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { licenseDownloads, licenses, projects } from '../../db/schema';

/** A license with what a download needs: its project's repositories and author. */
export interface DownloadLicenseRow {
  id: string;
  projectId: string;
  buyerId: string;
  kind: 'free' | 'paid';
  status: string;
  authorId: string;
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  /** The license's term of updates (null: for life). */
  updatesUntil: Date | null;
}

export interface DownloadRow {
  id: string;
  licenseId: string;
  ref: string | null;
  format: 'zip' | 'tar.gz';
  /** A release file, served from release storage; null: the repository from GitHub. */
  releaseFileId: string | null;
  expiresAt: Date;
  servedAt: Date | null;
}

const licenseColumns = {
  id: licenses.id,
  projectId: licenses.projectId,
  buyerId: licenses.buyerId,
  kind: licenses.kind,
  status: licenses.status,
  authorId: projects.authorId,
  freeRepoUrl: projects.freeRepoUrl,
  paidRepoUrl: projects.paidRepoUrl,
  updatesUntil: licenses.updatesUntil,
};

/** Download links of licenses, and the license and project reads they need. */
export function createDownloadsRepository(db: Db) {
  return {
    async license(licenseId: string): Promise<DownloadLicenseRow | null> {
      const [row] = await db
        .select(licenseColumns)
        .from(licenses)
        .innerJoin(projects, eq(projects.id, licenses.projectId))
        .where(eq(licenses.id, licenseId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Adds a download link unless the license already has `limit` links since `since`. The
     * license row is locked while counting, so concurrent requests never pass the limit.
     */
    async issue(
      link: {
        licenseId: string;
        projectId: string;
        /** The holder; null for a link made for a license key's program (no user). */
        userId: string | null;
        ref: string | null;
        format: 'zip' | 'tar.gz';
        releaseFileId: string | null;
        createdAt: Date;
        expiresAt: Date;
      },
      since: Date,
      limit: number,
    ): Promise<{ id: string; used: number } | { oldest: Date }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: licenses.id })
          .from(licenses)
          .where(eq(licenses.id, link.licenseId))
          .for('update');
        const recent = and(
          eq(licenseDownloads.licenseId, link.licenseId),
          gt(licenseDownloads.createdAt, since),
        );
        const [counted] = await tx.select({ n: count() }).from(licenseDownloads).where(recent);
        const used = counted?.n ?? 0;
        if (used >= limit) {
          const [oldest] = await tx
            .select({ at: licenseDownloads.createdAt })
            .from(licenseDownloads)
            .where(recent)
            .orderBy(asc(licenseDownloads.createdAt))
            .limit(1);
          return { oldest: oldest?.at ?? link.createdAt };
        }
        const [row] = await tx
          .insert(licenseDownloads)
          .values(link)
          .returning({ id: licenseDownloads.id });
        return { id: row!.id, used: used + 1 };
      });
    },

    async download(id: string): Promise<DownloadRow | null> {
      const [row] = await db
        .select({
          id: licenseDownloads.id,
          licenseId: licenseDownloads.licenseId,
          ref: licenseDownloads.ref,
          format: licenseDownloads.format,
          releaseFileId: licenseDownloads.releaseFileId,
          expiresAt: licenseDownloads.expiresAt,
          servedAt: licenseDownloads.servedAt,
        })
        .from(licenseDownloads)
        .where(eq(licenseDownloads.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Marks the link served; false when it already was (each link is used once). */
    async markServed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(licenseDownloads)
        .set({ servedAt: at })
        .where(and(eq(licenseDownloads.id, id), isNull(licenseDownloads.servedAt)))
        .returning({ id: licenseDownloads.id });
      return rows.length > 0;
    },

    /** The license's downloads, newest first (tests and the seller's log). */
    async downloadsOf(licenseId: string) {
      return db
        .select()
        .from(licenseDownloads)
        .where(eq(licenseDownloads.licenseId, licenseId))
        .orderBy(asc(licenseDownloads.createdAt));
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
