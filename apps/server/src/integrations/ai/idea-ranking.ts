import type { MarketDemand, SkillLevel, TimeCommitment } from '@codebazaar/shared';

import { stableHash, type IdeaPreferences, type IdeaProposal } from './ai-engine';
import { IDEA_CATALOGUE, type CatalogueIdea } from './idea-catalogue';

/**
 * Selects and ranks catalogue ideas for a request. Each idea gets a score:
 * - interests: +30 per chosen interest it fits; an idea that fits none of them (when some
 *   were chosen) loses 60, so it only appears when nothing else is left;
 * - level: +25 at the chosen level, +10 one level easier, −30 per level harder;
 * - time: +20 when it fits the time exactly, +8 when it needs less, −15 per step longer;
 * - goals: +10 per goal the idea serves, and goal-specific pulls: income favours demand and
 *   price, learn favours beginner ideas, opensource favours libraries and tools, fun games;
 * then six are picked greedily, each pick lowering the score of others in the same category
 * (−10 each) and raising ideas that cover a chosen interest not covered yet (+12), so the list
 * is varied. Ties break by a hash of the request, so the order is stable for one request.
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
  if (req.interests.length > 0) score += matches > 0 ? matches * 30 : -60;

  const levelGap = LEVELS.indexOf(idea.difficulty) - LEVELS.indexOf(req.skillLevel);
  score += levelGap === 0 ? 25 : levelGap === -1 ? 10 : levelGap < -1 ? 0 : -30 * levelGap;

  const timeGap = TIMES.indexOf(idea.time) - TIMES.indexOf(req.timeCommitment);
  score += timeGap === 0 ? 20 : timeGap < 0 ? 8 : -15 * timeGap;

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
  const candidates = catalogue.map((idea) => ({
    idea,
    score: scoreIdea(idea, req),
    tie: stableHash(`${seed}|${idea.id}`),
  }));
  const chosen: CatalogueIdea[] = [];
  while (chosen.length < count && candidates.length > 0) {
    const covered = new Set(chosen.flatMap((c) => c.interests));
    let bestIndex = 0;
    let best = -Infinity;
    let bestTie = 0;
    candidates.forEach((c, i) => {
      const sameCategory = chosen.filter((x) => x.category === c.idea.category).length;
      const newInterest = c.idea.interests.some(
        (i2) => req.interests.includes(i2) && !covered.has(i2),
      );
      const s = c.score - 10 * sameCategory + (newInterest ? 12 : 0);
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
