import type { GitHubRepositoriesResponse } from '@codebazaar/shared';
import { GITHUB_REPOSITORIES_PER_PAGE } from '@codebazaar/shared/rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { githubKeys } from '@/lib/query-keys';

/** GET /github/repositories with per_page 50 and type all, one page at a time. */
export const getGitHubRepositories = (page: number, signal?: AbortSignal) =>
  api<GitHubRepositoriesResponse>('/github/repositories', {
    query: { per_page: GITHUB_REPOSITORIES_PER_PAGE, type: 'all', page },
    signal,
  });

export const getGitHubRepositoriesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: githubKeys.repositories(),
    queryFn: ({ pageParam, signal }) => getGitHubRepositories(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });

export const useGitHubRepositories = (enabled: boolean) =>
  useInfiniteQuery({ ...getGitHubRepositoriesQueryOptions(), enabled });
