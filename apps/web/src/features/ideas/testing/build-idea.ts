import type { Idea } from '@codebazaar/shared';
import { competitionLevel } from '@codebazaar/shared/rules';

let seq = 0;

/** An idea as POST /api/tools/generate-ideas returns it (shared ideaSchema). */
export function buildIdea(overrides: Partial<Idea> = {}): Idea {
  seq += 1;
  const similarProjectsCount = overrides.similarProjectsCount ?? 12;
  return {
    id: `idea-${seq}`,
    title: `Idea number ${seq}`,
    description: `A description of idea ${seq}.`,
    category: 'web',
    difficulty: 'beginner',
    estimatedTime: '1 week',
    marketDemand: 'high',
    estimatedPrice: { min: 15, max: 45 },
    requiredSkills: ['React', 'TypeScript'],
    suggestedFeatures: ['Feature one', 'Feature two'],
    monetizationTips: ['Tip one'],
    similarProjectsCount,
    competitionLevel: competitionLevel(similarProjectsCount),
    trendingScore: 64,
    ...overrides,
  };
}
