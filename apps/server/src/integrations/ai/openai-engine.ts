import {
  aiSearchFiltersSchema,
  defaultRepositoryUrls,
  projectCategorySchema,
  type AiGenerateResponse,
  type AiSearchFilters,
} from '@codebazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import { z } from 'zod';

import type { AiEngine, IdeaPreferences, IdeaProposal, ProjectDraftRequest } from './ai-engine';
import { termsIn } from './vocabulary';

/**
 * The OpenAI-compatible engine (OpenAI, Ollama, vLLM… through the `openai` SDK): chat
 * completions with JSON output, validated with zod. Any error, time-out or invalid answer
 * falls back to the built-in engine and is logged as a warning. The model only writes text
 * and parses queries: searches, URLs and marketplace figures always come from our code.
 */

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per request; no retries, so this bounds the wait before falling back. */
  timeoutMs: number;
  fallback: AiEngine;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const text = (max: number) => z.string().trim().min(1).max(max);

const projectAnswerSchema = z.object({
  description: z.string().trim().min(40).max(4000),
  tags: z.array(text(40)).max(12),
  category: projectCategorySchema,
  freeFeatures: z.array(text(200)).max(12).default([]),
  paidFeatures: z.array(text(200)).max(12).default([]),
});

/** The search answer: the shared filter structure, lenient about omitted fields. */
const searchAnswerSchema = aiSearchFiltersSchema.extend({
  text: z.string().max(200).default(''),
  category: aiSearchFiltersSchema.shape.category.default(null),
  license: aiSearchFiltersSchema.shape.license.default(null),
  minPrice: aiSearchFiltersSchema.shape.minPrice.default(null),
  maxPrice: aiSearchFiltersSchema.shape.maxPrice.default(null),
  technologies: z.array(text(40)).max(6).default([]),
  sortBy: aiSearchFiltersSchema.shape.sortBy.default(null),
  sortOrder: aiSearchFiltersSchema.shape.sortOrder.default(null),
});

const ideasAnswerSchema = z.object({
  ideas: z
    .array(
      z.object({
        id: z.string(),
        title: text(120),
        description: text(1000),
        suggestedFeatures: z.array(text(200)).min(2).max(8).optional(),
        monetizationTips: z.array(text(300)).min(1).max(5).optional(),
      }),
    )
    .min(1),
});

const PROJECT_PROMPT = `You write marketplace listings for code projects sold or shared on Codebazaar.
Answer with one JSON object and nothing else:
{"description": string (60 to 160 words, plain text, no markdown, about what the project does, its stack and who it is for),
 "tags": string[] (3 to 8 lower-case technology or domain tags, words joined by hyphens),
 "category": "web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other",
 "freeFeatures": string[] (what the free edition includes; empty when the license is paid),
 "paidFeatures": string[] (what the paid edition includes; empty when the license is free)}`;

const SEARCH_PROMPT = `You turn a search for code projects into filters. Answer with one JSON object and nothing else:
{"text": string (the words left to match, without words you turned into filters; "" if none),
 "category": "web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other" | null,
 "license": "free" | "paid" | "freemium" | null,
 "minPrice": number | null, "maxPrice": number | null (US dollars, inclusive),
 "technologies": string[] (lower-case names such as "react", "python", "postgresql"),
 "sortBy": "createdAt" | "stats.views" | "stats.downloads" | "stats.stars" | "license.price" | null,
 "sortOrder": "asc" | "desc" | null}`;

const IDEAS_PROMPT = `You help a developer choose a side project to build and sell on Codebazaar, a marketplace for code.
You get the developer's preferences and candidate ideas. Rewrite each idea's title and description for this developer
(specific, practical, at most 60 words), and you may refine its features and monetization tips.
Keep every id. Answer with one JSON object and nothing else:
{"ideas": [{"id": string, "title": string, "description": string, "suggestedFeatures": string[], "monetizationTips": string[]}]}`;

const slug = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9#+.]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A model's technology name → our canonical tag ("React.js" → react). */
function canonicalTechnology(name: string): string {
  return termsIn(name, { lenient: true })[0]?.tag ?? slug(name);
}

export function createOpenAiEngine(opts: OpenAiEngineOptions): AiEngine {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs,
    maxRetries: 0,
  });

  /** One chat completion in JSON mode, parsed and validated. */
  async function ask<S extends z.ZodType>(
    system: string,
    user: unknown,
    schema: S,
  ): Promise<z.output<S>> {
    const completion = await client.chat.completions.create({
      model: opts.model,
      temperature: 0.3,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: JSON.stringify(user) },
      ],
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('The model returned no content');
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new Error('The model did not return valid JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `The model's answer did not match the schema: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    return parsed.data;
  }

  /** Runs the model; on any failure logs a warning and answers with the built-in engine. */
  async function withFallback<T>(
    operation: string,
    run: () => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (err) {
      opts.log.warn(
        { operation, err: err instanceof Error ? err.message : String(err) },
        'AI request failed; using the built-in engine',
      );
      return fallback();
    }
  }

  return {
    name: 'openai',

    generateProject: (req: ProjectDraftRequest) =>
      withFallback(
        'generateProject',
        async (): Promise<AiGenerateResponse> => {
          const answer = await ask(
            PROJECT_PROMPT,
            {
              title: req.projectName,
              notes: req.description,
              licenseType: req.licenseType ?? 'not chosen yet',
            },
            projectAnswerSchema,
          );
          const urls = defaultRepositoryUrls(req.username ?? 'developer', req.projectName);
          const tags = [...new Set(answer.tags.map(slug).filter(Boolean))].slice(0, 8);
          return {
            description: answer.description,
            tags,
            category: answer.category,
            freeRepositoryUrl: urls.freeUrl,
            paidRepositoryUrl: urls.paidUrl,
            // Feature lists follow the license type whatever the model wrote.
            features: {
              freeFeatures: req.licenseType === 'paid' ? [] : answer.freeFeatures,
              paidFeatures: req.licenseType === 'free' ? [] : answer.paidFeatures,
            },
          };
        },
        () => opts.fallback.generateProject(req),
      ),

    parseSearch: (query: string) =>
      withFallback(
        'parseSearch',
        async (): Promise<AiSearchFilters> => {
          const a = await ask(SEARCH_PROMPT, { query }, searchAnswerSchema);
          let { minPrice, maxPrice } = a;
          if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
            [minPrice, maxPrice] = [maxPrice, minPrice];
          }
          return {
            ...a,
            text: a.text.trim(),
            minPrice,
            maxPrice,
            technologies: [...new Set(a.technologies.map(canonicalTechnology).filter(Boolean))],
          };
        },
        () => opts.fallback.parseSearch(query),
      ),

    generateIdeas: async (req: IdeaPreferences) => {
      // The catalogue picks and ranks the ideas; the model only rewrites their text.
      const candidates = await opts.fallback.generateIdeas(req);
      return withFallback(
        'generateIdeas',
        async (): Promise<IdeaProposal[]> => {
          const answer = await ask(
            IDEAS_PROMPT,
            {
              preferences: req,
              ideas: candidates.map((c) => ({
                id: c.id,
                title: c.title,
                description: c.description,
                requiredSkills: c.requiredSkills,
                suggestedFeatures: c.suggestedFeatures,
                monetizationTips: c.monetizationTips,
              })),
            },
            ideasAnswerSchema,
          );
          const byId = new Map(answer.ideas.map((i) => [i.id, i]));
          if (!candidates.some((c) => byId.has(c.id))) {
            throw new Error('The model answered with none of the candidate ideas');
          }
          return candidates.map((c) => {
            const w = byId.get(c.id);
            if (!w) return c;
            return {
              ...c,
              title: w.title,
              description: w.description,
              suggestedFeatures: w.suggestedFeatures ?? c.suggestedFeatures,
              monetizationTips: w.monetizationTips ?? c.monetizationTips,
            };
          });
        },
        async () => candidates,
      );
    },
  };
}
