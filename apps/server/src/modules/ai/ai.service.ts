import {
  listProjectsQuerySchema,
  type AiGenerateInput,
  type AiGenerateResponse,
  type AiSearchFilters,
  type AiSearchResponse,
} from '@codebazaar/shared';

import type { AiEngine } from '../../integrations/ai/ai-engine';
import { relaxations, summarise, summariseRelaxed } from '../../integrations/ai/search-parser';
import { spellingsOf } from '../../integrations/ai/vocabulary';
import type { AuthUser } from '../../plugins/auth';
import type { ProjectsService } from '../projects/projects.service';
import { searchWords } from '../projects/projects.search';

/** How many projects an AI search answers with (one page of Find Projects). */
export const AI_SEARCH_LIMIT = 20;

/** Spellings a search word also matches: plain words and dotted names only ("node.js"). */
function synonymsOf(technologies: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const tag of technologies) {
    const words = searchWords(tag);
    if (words.length !== 1) continue;
    const alternatives = spellingsOf(tag).filter(
      (s) => s !== words[0] && s.length > 1 && /^[a-z0-9]+(\.[a-z0-9]+)?$/.test(s),
    );
    if (alternatives.length) out.set(words[0]!, alternatives);
  }
  return out;
}

export function createAiProjectsService(engine: AiEngine, projects: ProjectsService) {
  /** The normal project search with the parsed filters. */
  async function runSearch(f: AiSearchFilters, user: AuthUser | null) {
    const search = [f.text, ...f.technologies].filter(Boolean).join(' ');
    const query = listProjectsQuerySchema.parse({
      page: 1,
      limit: AI_SEARCH_LIMIT,
      search: search || undefined,
      category: f.category ?? undefined,
      sortBy: f.sortBy ?? undefined,
      sortOrder: f.sortOrder ?? undefined,
      licenseType: f.license ?? undefined,
      minPrice: f.minPrice ?? undefined,
      maxPrice: f.maxPrice ?? undefined,
    });
    const result = await projects.list(query, user, { synonyms: synonymsOf(f.technologies) });
    return result.projects;
  }

  return {
    /**
     * POST /projects/ai-search: the engine parses, the normal search answers. When nothing
     * matches every filter, looser versions are tried (see `relaxations`) and the summary says so.
     */
    async search(query: string, user: AuthUser | null): Promise<AiSearchResponse> {
      const filters = await engine.parseSearch(query);
      const found = await runSearch(filters, user);
      if (found.length > 0) return { projects: found, searchSummary: summarise(filters), filters };
      for (const looser of relaxations(filters)) {
        const more = await runSearch(looser, user);
        if (more.length > 0) {
          return {
            projects: more,
            searchSummary: summariseRelaxed(looser, filters),
            filters: looser,
          };
        }
      }
      return { projects: [], searchSummary: summarise(filters), filters };
    },

    /** POST /projects/ai-generate: a draft listing for the signed-in author. */
    async generate(input: AiGenerateInput, user: AuthUser): Promise<AiGenerateResponse> {
      return engine.generateProject({
        projectName: input.projectName.trim(),
        description: input.description ?? '',
        licenseType: input.licenseType,
        username: user.username,
      });
    },
  };
}

export type AiProjectsService = ReturnType<typeof createAiProjectsService>;
