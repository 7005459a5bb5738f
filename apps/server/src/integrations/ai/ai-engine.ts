import type {
  AiGenerateResponse,
  AiSearchFilters,
  IdeaGoal,
  IdeaInterest,
  LicenseType,
  MarketDemand,
  ProjectCategory,
  SkillLevel,
  TimeCommitment,
} from '@codebazaar/shared';

/** What POST /projects/ai-generate gives the engine. */
export interface ProjectDraftRequest {
  projectName: string;
  description: string;
  licenseType?: LicenseType;
  /** Owner of the default repository URLs: the signed-in user ('developer' when unknown). */
  username: string | null;
}

/** A parsed idea request. */
export interface IdeaPreferences {
  skillLevel: SkillLevel;
  interests: IdeaInterest[];
  timeCommitment: TimeCommitment;
  goals: IdeaGoal[];
}

/**
 * An idea as an engine proposes it. The marketplace figures (similar projects, competition,
 * trending score, the price range from real prices) are added afterwards from our own data,
 * whatever engine wrote the text.
 */
export interface IdeaProposal {
  id: string;
  title: string;
  description: string;
  category: ProjectCategory;
  difficulty: SkillLevel;
  timeCommitment: TimeCommitment;
  marketDemand: MarketDemand;
  /** The catalogue's price range in dollars, used when the category has too few real prices. */
  basePrice: { min: number; max: number };
  requiredSkills: string[];
  suggestedFeatures: string[];
  monetizationTips: string[];
}

/**
 * One interface, two engines (docs/ARCHITECTURE.md#outside-services): built-in (offline) or an
 * OpenAI-compatible API.
 */
export interface AiEngine {
  readonly name: 'builtin' | 'openai';
  /** Description, tags, category, repository URLs and feature lists from a title and notes. */
  generateProject(request: ProjectDraftRequest): Promise<AiGenerateResponse>;
  /** A natural-language query → the filters of the normal project search. */
  parseSearch(query: string): Promise<AiSearchFilters>;
  /** Six ideas, best first, for the request. */
  generateIdeas(request: IdeaPreferences): Promise<IdeaProposal[]>;
}

/** A small, stable 32-bit hash (FNV-1a): the built-in engine's deterministic choices. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of `options`, chosen by the hash of `seed`. */
export function pick<T>(options: readonly T[], seed: string): T {
  return options[stableHash(seed) % options.length]!;
}
