import { z } from 'zod';

import {
  licenseTypeSchema,
  MAX_PRICE,
  projectCategorySchema,
  projectSchema,
  projectSortBySchema,
  sortOrderSchema,
} from './projects';

import { COMPETITION_LEVEL_VALUES, SKILL_LEVEL_VALUES } from './rules/ai';

export * from './rules/ai';

/**
 * Contract of the AI helpers and the idea generator: ideas and idea requests, AI search and AI
 * generate, and the choices of the generator (docs/product-rules.md#idea-generator).
 */

/** Enumerations (docs/product-rules.md#idea-generator). */
export const skillLevelSchema = z.enum(SKILL_LEVEL_VALUES);

export const ideaInterestSchema = z.enum([
  'web',
  'mobile',
  'api',
  'data',
  'ai',
  'game',
  'tool',
  'design',
]);
export type IdeaInterest = z.infer<typeof ideaInterestSchema>;

export const timeCommitmentSchema = z.enum(['weekend', '1-week', '2-weeks', '1-month']);
export type TimeCommitment = z.infer<typeof timeCommitmentSchema>;

export const ideaGoalSchema = z.enum([
  'learn',
  'portfolio',
  'income',
  'opensource',
  'solve',
  'fun',
]);
export type IdeaGoal = z.infer<typeof ideaGoalSchema>;

export const marketDemandSchema = z.enum(['low', 'medium', 'high', 'very-high']);
export type MarketDemand = z.infer<typeof marketDemandSchema>;

export const competitionLevelSchema = z.enum(COMPETITION_LEVEL_VALUES);

/** POST /tools/generate-ideas body; defaults per docs/product-rules.md#idea-generator. */
export const ideaRequestSchema = z.object({
  skillLevel: skillLevelSchema.default('beginner'),
  interests: z.array(ideaInterestSchema).max(8).default([]),
  timeCommitment: timeCommitmentSchema.default('1-week'),
  goals: z.array(ideaGoalSchema).max(6).default([]),
});
export type IdeaRequest = z.input<typeof ideaRequestSchema>;

/** Idea. */
export const ideaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: projectCategorySchema,
  difficulty: skillLevelSchema,
  /** Human text, e.g. "1 week". */
  estimatedTime: z.string(),
  marketDemand: marketDemandSchema,
  /** Dollars. */
  estimatedPrice: z.object({ min: z.number(), max: z.number() }),
  requiredSkills: z.array(z.string()),
  suggestedFeatures: z.array(z.string()),
  monetizationTips: z.array(z.string()),
  similarProjectsCount: z.number().int(),
  competitionLevel: competitionLevelSchema,
  /** Percent 0-100. */
  trendingScore: z.number().int(),
});
export type Idea = z.infer<typeof ideaSchema>;

export const generateIdeasResponseSchema = z.object({ ideas: z.array(ideaSchema) });
export type GenerateIdeasResponse = z.infer<typeof generateIdeasResponseSchema>;

/** POST /projects/ai-search body. */
export const aiSearchInputSchema = z.object({
  query: z.string().trim().min(1, 'Enter what you are looking for').max(200, 'Search is too long'),
});
export type AiSearchInput = z.infer<typeof aiSearchInputSchema>;

/**
 * How an AI search query was understood: the filters of the normal project search it runs.
 * Prices are dollars, both bounds inclusive; `technologies` are canonical tags (e.g. 'react',
 * 'postgresql'); `text` is what is left to match as words ('' when nothing is).
 */
export const aiSearchFiltersSchema = z.object({
  text: z.string().max(200),
  category: projectCategorySchema.nullable(),
  license: licenseTypeSchema.nullable(),
  minPrice: z.number().min(0).max(MAX_PRICE).nullable(),
  maxPrice: z.number().min(0).max(MAX_PRICE).nullable(),
  technologies: z.array(z.string().max(40)).max(6),
  sortBy: projectSortBySchema.nullable(),
  sortOrder: sortOrderSchema.nullable(),
});
export type AiSearchFilters = z.infer<typeof aiSearchFiltersSchema>;

/** AI search response (plus `filters`: how the query was understood). */
export const aiSearchResponseSchema = z.object({
  projects: z.array(projectSchema),
  searchSummary: z.string(),
  filters: aiSearchFiltersSchema.optional(),
});
export type AiSearchResponse = z.infer<typeof aiSearchResponseSchema>;

/** POST /projects/ai-generate body. */
export const aiGenerateInputSchema = z.object({
  projectName: z
    .string()
    .trim()
    .min(1, 'Please fill in title before generating AI content')
    .max(200),
  description: z.string().max(5000).default(''),
  /** Optional: shapes the feature lists (feature lists follow the license type). */
  licenseType: z.enum(['free', 'paid', 'freemium']).optional(),
});
export type AiGenerateInput = z.input<typeof aiGenerateInputSchema>;

export const aiGenerateResponseSchema = z.object({
  description: z.string(),
  tags: z.array(z.string()),
  category: projectCategorySchema,
  freeRepositoryUrl: z.string(),
  paidRepositoryUrl: z.string(),
  features: z.object({
    freeFeatures: z.array(z.string()),
    paidFeatures: z.array(z.string()),
  }),
});
export type AiGenerateResponse = z.infer<typeof aiGenerateResponseSchema>;
