import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';

/** An idea to count similar projects for: its category and the tag spellings of its skills. */
export interface SimilarityProbe {
  id: string;
  category: string;
  /** Lower-case tags; a project matches when one of its tags (any case) is among them. */
  tags: string[];
}

export interface CategoryPrices {
  category: string;
  count: number;
  /** Cents. */
  p25: number;
  p75: number;
}

export interface CategoryActivity {
  category: string;
  projects: number;
  views: number;
  sales: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The marketplace figures behind generated ideas: all reads of published projects. */
export function createIdeasRepository(db: Db) {
  return {
    /**
     * Published projects per probe in the probe's category with a tag among its skills: one
     * query for all ideas; each probe reads its category through the (status, category) index.
     */
    async countSimilar(probes: SimilarityProbe[]): Promise<Map<string, number>> {
      if (probes.length === 0) return new Map();
      const result = await db.execute(sql`
        select i.id, count(p.id)::int as n
        from jsonb_to_recordset(${JSON.stringify(probes)}::jsonb) as i(id text, category text, tags text[])
        left join projects p
          on p.status = 'published'
          and p.category = i.category
          and exists (select 1 from unnest(p.tags) t where lower(t) = any(i.tags))
        group by i.id`);
      return new Map(rowsOf<{ id: string; n: number }>(result).map((r) => [r.id, Number(r.n)]));
    },

    /** Quartiles of the seller prices of published paid and freemium projects per category. */
    async priceQuartiles(categories: string[]): Promise<CategoryPrices[]> {
      if (categories.length === 0) return [];
      const result = await db.execute(sql`
        select category, count(*)::int as count,
          percentile_cont(0.25) within group (order by price_cents) as p25,
          percentile_cont(0.75) within group (order by price_cents) as p75
        from projects
        where status = 'published' and license_type in ('paid', 'freemium') and price_cents > 0
          and category in (select jsonb_array_elements_text(${JSON.stringify(categories)}::jsonb))
        group by category`);
      return rowsOf<CategoryPrices>(result).map((r) => ({
        category: r.category,
        count: Number(r.count),
        p25: Number(r.p25),
        p75: Number(r.p75),
      }));
    },

    /** Per category: published projects, their views, and active licenses since `since`. */
    async activity(since: Date): Promise<CategoryActivity[]> {
      const result = await db.execute(sql`
        select p.category, count(*)::int as projects,
          coalesce(sum(p.views), 0)::bigint as views,
          coalesce(sum(s.sales), 0)::int as sales
        from projects p
        left join (
          select project_id, count(*) as sales from licenses
          where created_at >= ${since.toISOString()} and status = 'active'
          group by project_id
        ) s on s.project_id = p.id
        where p.status = 'published'
        group by p.category`);
      return rowsOf<CategoryActivity>(result).map((r) => ({
        category: r.category,
        projects: Number(r.projects),
        views: Number(r.views),
        sales: Number(r.sales),
      }));
    },
  };
}

export type IdeasRepository = ReturnType<typeof createIdeasRepository>;
