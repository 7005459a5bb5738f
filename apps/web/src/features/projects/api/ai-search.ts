import type { AiSearchResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** POST /api/projects/ai-search with body {query} (spec §7). */
export const aiSearchProjects = (query: string, signal?: AbortSignal) =>
  api<AiSearchResponse>('/projects/ai-search', { method: 'POST', body: { query }, signal });

export const getAiSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: projectKeys.aiSearch(query),
    queryFn: ({ signal }) =>
      aiSearchProjects(query, signal).catch((err: unknown) => {
        // Spec §8: logged; the page falls back to the normal search.
        if (!signal.aborted) console.error('AI search failed', err);
        throw err;
      }),
    // A failure falls back to the normal search at once (spec §4), so no retries.
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useAiSearch = (query: string, enabled: boolean) =>
  useQuery({ ...getAiSearchQueryOptions(query), enabled: enabled && query !== '' });
