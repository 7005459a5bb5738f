import type { AiSearchResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** POST /api/projects/ai-search with body {query}. */
export const aiSearchProjects = (query: string, signal?: AbortSignal) =>
  api<AiSearchResponse>('/projects/ai-search', { method: 'POST', body: { query }, signal });

export const getAiSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: projectKeys.aiSearch(query),
    queryFn: ({ signal }) =>
      aiSearchProjects(query, signal).catch((err: unknown) => {
        // Logged; the page falls back to the normal search (docs/product-rules.md#texts).
        if (!signal.aborted) console.error('AI search failed', err);
        throw err;
      }),
    // A failure falls back to the normal search at once (docs/product-rules.md#projects), so no
    // retries.
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useAiSearch = (query: string, enabled: boolean) =>
  useQuery({ ...getAiSearchQueryOptions(query), enabled: enabled && query !== '' });
