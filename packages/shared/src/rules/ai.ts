/** The zod-free part of the AI helpers' contract (docs/product-rules.md#idea-generator). */
export const SKILL_LEVEL_VALUES = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVEL_VALUES)[number];
export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner (under 1 year)',
  intermediate: 'Intermediate (1-3 years)',
  advanced: 'Advanced (3+ years)',
};

export const COMPETITION_LEVEL_VALUES = ['Low', 'Medium', 'High'] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVEL_VALUES)[number];

/**
 * Above 100 similar projects High, above 50 Medium, else Low
 * (docs/product-rules.md#idea-generator).
 */
export function competitionLevel(similarProjectsCount: number): CompetitionLevel {
  if (similarProjectsCount > 100) return 'High';
  if (similarProjectsCount > 50) return 'Medium';
  return 'Low';
}
