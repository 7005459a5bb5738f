import type { AiEngine } from './ai-engine';
import { selectIdeas } from './idea-ranking';
import { writeProject } from './project-writer';
import { parseSearchQuery } from './search-parser';

/** The default engine: deterministic, offline, built on the vocabulary and the idea catalogue. */
export function createBuiltinEngine(): AiEngine {
  return {
    name: 'builtin',
    generateProject: async (request) => writeProject(request),
    parseSearch: async (query) => parseSearchQuery(query),
    generateIdeas: async (request) => selectIdeas(request),
  };
}
