import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { legalPages } from '../../db/schema';

export interface LegalPageRow {
  slug: string;
  title: string;
  contentHtml: string;
  updatedAt: Date;
}

const selection = {
  slug: legalPages.slug,
  title: legalPages.title,
  contentHtml: legalPages.contentHtml,
  updatedAt: legalPages.updatedAt,
};

export function createLegalRepository(db: Db) {
  return {
    async find(slug: string): Promise<LegalPageRow | null> {
      const [row] = await db
        .select(selection)
        .from(legalPages)
        .where(eq(legalPages.slug, slug))
        .limit(1);
      return row ?? null;
    },

    /** Writes the page, replacing an earlier edit; returns it as stored. */
    async save(
      slug: string,
      values: { title: string; contentHtml: string; updatedBy: string },
    ): Promise<LegalPageRow> {
      const now = new Date();
      const [row] = await db
        .insert(legalPages)
        .values({ slug, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: legalPages.slug, set: { ...values, updatedAt: now } })
        .returning(selection);
      if (!row) throw new Error('Saving a legal page returned no row');
      return row;
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
