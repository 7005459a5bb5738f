import type {
  IdeaInterest,
  MarketDemand,
  ProjectCategory,
  SkillLevel,
  TimeCommitment,
} from '@codebazaar/shared';

import { stableHash, type IdeaPreferences, type IdeaProposal } from './ai-engine';
import { IDEA_CATALOGUE, type CatalogueIdea } from './idea-catalogue';

/** Categories that are an area of interest of their own. */
const CATEGORY_INTEREST: Partial<Record<ProjectCategory, IdeaInterest>> = {
  web: 'web',
  mobile: 'mobile',
  api: 'api',
  game: 'game',
  tool: 'tool',
};
/** Interests that cut across categories (an AI feature fits a web app as well as a tool). */
const CROSS_CUTTING: ReadonlySet<IdeaInterest> = new Set(['data', 'ai', 'design']);

/**
 * Whether an idea of this category fits the chosen interests: any idea when none were chosen;
 * else its category must not be an area the developer left out (no Mobile idea for someone who
 * chose Web apps and Developer tools), unless they chose a cross-cutting interest.
 */
export function categoryFitsInterests(
  category: ProjectCategory,
  interests: readonly IdeaInterest[],
): boolean {
  if (interests.length === 0) return true;
  const own = CATEGORY_INTEREST[category];
  if (own === undefined || interests.includes(own)) return true;
  return interests.some((i) => CROSS_CUTTING.has(i));
}

/** Whether a catalogue idea fits the chosen interests (any idea when none were chosen). */
export const fitsInterests = (idea: CatalogueIdea, interests: readonly IdeaInterest[]) =>
  interests.length === 0 ||
  (idea.interests.some((i) => interests.includes(i)) &&
    categoryFitsInterests(idea.category, interests));

/**
 * Selects and ranks catalogue ideas for a request, among those that fit the chosen interests
 * (see `fitsInterests`; fewer than six when fewer fit). Each idea gets a score:
 * - interests: +30 per chosen interest it fits;
 * - level: +25 at the chosen level, +8 one level easier, −30 per level harder;
 * - time: +20 when it fits the time exactly, +8 when it needs less, −12 per step longer;
 * - goals: +10 per goal the idea serves, and goal-specific pulls: income favours demand and
 *   price, learn favours beginner ideas, opensource favours libraries and tools, fun games;
 * then six are picked greedily, each pick lowering the score of others in the same category
 * (−10 each), raising ideas that cover a chosen interest not covered yet (+12) and, until
 * one is chosen, ideas at the chosen level (+15), so the list is varied and always has
 * something at the developer's level. Ties break by a hash of the request, so the order is stable for one request.
 */

export const IDEAS_PER_REQUEST = 6;

const LEVELS: SkillLevel[] = ['beginner', 'intermediate', 'advanced'];
const TIMES: TimeCommitment[] = ['weekend', '1-week', '2-weeks', '1-month'];
const DEMAND: Record<MarketDemand, number> = { low: 0, medium: 1, high: 2, 'very-high': 3 };

export const TIME_LABELS: Record<TimeCommitment, string> = {
  weekend: 'A weekend',
  '1-week': '1 week',
  '2-weeks': '2 weeks',
  '1-month': '1 month',
};

export function scoreIdea(idea: CatalogueIdea, req: IdeaPreferences): number {
  let score = 0;
  const matches = idea.interests.filter((i) => req.interests.includes(i)).length;
  score += matches * 30;

  const levelGap = LEVELS.indexOf(idea.difficulty) - LEVELS.indexOf(req.skillLevel);
  score += levelGap === 0 ? 25 : levelGap === -1 ? 8 : levelGap < -1 ? 0 : -30 * levelGap;

  const timeGap = TIMES.indexOf(idea.time) - TIMES.indexOf(req.timeCommitment);
  score += timeGap === 0 ? 20 : timeGap < 0 ? 8 : -12 * timeGap;

  for (const goal of req.goals) {
    if (idea.goals.includes(goal)) score += 10;
    switch (goal) {
      case 'income':
        score += DEMAND[idea.demand] * 5 + Math.min(10, Math.round(idea.price.max / 20));
        break;
      case 'learn':
        if (idea.difficulty === 'beginner') score += 8;
        break;
      case 'opensource':
        if (idea.category === 'library' || idea.category === 'tool') score += 12;
        break;
      case 'fun':
        if (idea.category === 'game') score += 12;
        break;
      case 'portfolio':
        if (idea.category === 'web' || idea.category === 'mobile') score += 6;
        break;
      case 'solve':
        if (idea.demand === 'high' || idea.demand === 'very-high') score += 4;
        break;
    }
  }
  return score;
}

function toProposal(idea: CatalogueIdea): IdeaProposal {
  return {
    id: idea.id,
    title: idea.title,
    description: idea.description,
    category: idea.category,
    difficulty: idea.difficulty,
    timeCommitment: idea.time,
    marketDemand: idea.demand,
    basePrice: { ...idea.price },
    requiredSkills: [...idea.skills],
    suggestedFeatures: [...idea.features],
    monetizationTips: [...idea.monetization],
  };
}

/** The six best catalogue ideas for a request, best first. */
export function selectIdeas(
  req: IdeaPreferences,
  catalogue: readonly CatalogueIdea[] = IDEA_CATALOGUE,
  count = IDEAS_PER_REQUEST,
): IdeaProposal[] {
  const seed = JSON.stringify(req);
  const candidates = catalogue
    .filter((idea) => fitsInterests(idea, req.interests))
    .map((idea) => ({
      idea,
      score: scoreIdea(idea, req),
      tie: stableHash(`${seed}|${idea.id}`),
    }));
  const chosen: CatalogueIdea[] = [];
  while (chosen.length < count && candidates.length > 0) {
    const covered = new Set(chosen.flatMap((c) => c.interests));
    const levelMissing = !chosen.some((c) => c.difficulty === req.skillLevel);
    let bestIndex = 0;
    let best = -Infinity;
    let bestTie = 0;
    candidates.forEach((c, i) => {
      const sameCategory = chosen.filter((x) => x.category === c.idea.category).length;
      const newInterest = c.idea.interests.some(
        (i2) => req.interests.includes(i2) && !covered.has(i2),
      );
      const atLevel = levelMissing && c.idea.difficulty === req.skillLevel;
      const s = c.score - 10 * sameCategory + (newInterest ? 12 : 0) + (atLevel ? 15 : 0);
      if (s > best || (s === best && c.tie > bestTie)) {
        best = s;
        bestTie = c.tie;
        bestIndex = i;
      }
    });
    chosen.push(candidates.splice(bestIndex, 1)[0]!.idea);
  }
  return chosen.map(toProposal);
}
