import {
  competitionLevel,
  type Idea,
  type IdeaRequest,
  type MarketDemand,
  type ProjectCategory,
} from '@codebazaar/shared';

import type { AiEngine, IdeaPreferences, IdeaProposal } from '../../integrations/ai/ai-engine';
import { categoryFitsInterests, TIME_LABELS } from '../../integrations/ai/idea-ranking';
import { spellingsOf, termsIn } from '../../integrations/ai/vocabulary';
import { TtlCache } from '../../lib/ttl-cache';
import type { CategoryActivity, CategoryPrices, IdeasRepository } from './ideas.repository';

/** Real prices replace the catalogue's range once a category has this many. */
export const MIN_PRICES_FOR_RANGE = 5;
export const TRENDING_WINDOW_DAYS = 30;
/** Used when the marketplace has no views or sales at all to compare with. */
const DEMAND_BASELINE: Record<MarketDemand, number> = {
  low: 25,
  medium: 45,
  high: 65,
  'very-high': 80,
};

/** The lower-case tags a skill may be stored as ("Node.js" → nodejs, node.js, node). */
export function skillTags(skill: string): string[] {
  const terms = termsIn(skill, { lenient: true });
  if (terms.length === 0) {
    const slug = skill
      .toLowerCase()
      .replace(/[^a-z0-9#+.]+/g, '-')
      .replace(/^-+|-+$/g, '');
    return slug ? [slug] : [];
  }
  return terms.flatMap((t) => spellingsOf(t.tag));
}

/** Whole dollars; above $20 to the nearest $5, so ranges read like prices people set. */
function roundPrice(dollars: number): number {
  if (dollars >= 20) return Math.max(5, Math.round(dollars / 5) * 5);
  return Math.max(1, Math.round(dollars));
}

/**
 * The estimated price: the 25th to 75th percentile of the category's real prices (published
 * paid and freemium projects) when there are at least five, else the catalogue's range.
 */
export function estimatePrice(
  base: { min: number; max: number },
  prices: CategoryPrices | undefined,
): { min: number; max: number } {
  if (!prices || prices.count < MIN_PRICES_FOR_RANGE) return { ...base };
  const min = roundPrice(prices.p25 / 100);
  const max = Math.max(min, roundPrice(prices.p75 / 100));
  return { min, max };
}

/**
 * Trending score, 0-100, of a category against the whole marketplace:
 *   activity share  a = ½·(category views / all views) + ½·(category sales / all sales)
 *                   (sales: active licenses of the last 30 days; views: the projects' view
 *                   counters, the only view figure kept; a missing side counts the other fully)
 *   supply share    s = category projects / all published projects
 *   ratio           r = a / s   (1 = as much activity per project as the marketplace average)
 *   score           = round(100 · r / (r + 1))  → 0 with no activity, 50 at the average,
 *                   75 at three times the average, approaching 100.
 * A category without projects scores 0; with no views or sales anywhere, the catalogue's
 * demand gives the score (low 25, medium 45, high 65, very high 80).
 */
export function trendingScore(
  category: string,
  activity: CategoryActivity[],
  demand: MarketDemand,
): number {
  const total = activity.reduce(
    (t, a) => ({
      projects: t.projects + a.projects,
      views: t.views + a.views,
      sales: t.sales + a.sales,
    }),
    { projects: 0, views: 0, sales: 0 },
  );
  if (total.views === 0 && total.sales === 0) return DEMAND_BASELINE[demand];
  const c = activity.find((a) => a.category === category);
  if (!c || c.projects === 0) return 0;
  const viewShare = total.views > 0 ? c.views / total.views : null;
  const salesShare = total.sales > 0 ? c.sales / total.sales : null;
  const share =
    viewShare !== null && salesShare !== null
      ? (viewShare + salesShare) / 2
      : (viewShare ?? salesShare ?? 0);
  const r = share / (c.projects / total.projects);
  return Math.min(100, Math.max(0, Math.round((100 * r) / (r + 1))));
}

export interface IdeasServiceOptions {
  now?: () => Date;
  /** How long the marketplace activity figures are reused; 0 disables the cache. */
  activityTtlMs?: number;
}

export function createIdeasService(
  engine: AiEngine,
  repo: IdeasRepository,
  opts: IdeasServiceOptions = {},
) {
  const now = opts.now ?? (() => new Date());
  const activityCache = new TtlCache<CategoryActivity[]>(opts.activityTtlMs ?? 60_000, 1);

  async function activity(): Promise<CategoryActivity[]> {
    const cached = activityCache.get('all');
    if (cached) return cached;
    const since = new Date(now().getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
    const rows = await repo.activity(since);
    activityCache.set('all', rows);
    return rows;
  }

  /** Adds the marketplace figures to the engine's proposals. */
  async function withMarketFigures(proposals: IdeaProposal[]): Promise<Idea[]> {
    const categories = [...new Set(proposals.map((p) => p.category))];
    const [similar, prices, categoryActivity] = await Promise.all([
      repo.countSimilar(
        proposals.map((p) => ({
          id: p.id,
          category: p.category,
          tags: [...new Set(p.requiredSkills.flatMap(skillTags))],
        })),
      ),
      repo.priceQuartiles(categories),
      activity(),
    ]);
    const priceOf = new Map(prices.map((p) => [p.category as ProjectCategory, p]));
    return proposals.map((p) => {
      const similarProjectsCount = similar.get(p.id) ?? 0;
      return {
        id: p.id,
        title: p.title,
        description: p.description,
        category: p.category,
        difficulty: p.difficulty,
        estimatedTime: TIME_LABELS[p.timeCommitment],
        marketDemand: p.marketDemand,
        estimatedPrice: estimatePrice(p.basePrice, priceOf.get(p.category)),
        requiredSkills: p.requiredSkills,
        suggestedFeatures: p.suggestedFeatures,
        monetizationTips: p.monetizationTips,
        similarProjectsCount,
        competitionLevel: competitionLevel(similarProjectsCount),
        trendingScore: trendingScore(p.category, categoryActivity, p.marketDemand),
      };
    });
  }

  return {
    /** POST /tools/generate-ideas. */
    async generate(request: Required<IdeaRequest>): Promise<Idea[]> {
      const prefs: IdeaPreferences = {
        skillLevel: request.skillLevel,
        interests: [...new Set(request.interests)],
        timeCommitment: request.timeCommitment,
        goals: [...new Set(request.goals)],
      };
      // Whatever the engine proposes, an idea in an area the developer left out is not shown.
      const proposals = (await engine.generateIdeas(prefs)).filter((p) =>
        categoryFitsInterests(p.category, prefs.interests),
      );
      return withMarketFigures(proposals);
    },
  };
}

export type IdeasService = ReturnType<typeof createIdeasService>;
