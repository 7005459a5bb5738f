import type { VerifiedRepository } from '@codebazaar/shared';
import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { githubKeys } from '@/lib/query-keys';

/** POST /github/verify-repository {repositoryUrl} → {repository}. */
export const verifyRepository = (repositoryUrl: string, signal?: AbortSignal) =>
  api<{ repository: VerifiedRepository }>('/github/verify-repository', {
    method: 'POST',
    body: { repositoryUrl },
    signal,
  }).then((r) => r.repository);

export const verifyRepositoryQueryOptions = (repositoryUrl: string) =>
  queryOptions({
    queryKey: githubKeys.verify(repositoryUrl),
    queryFn: ({ signal }) => verifyRepository(repositoryUrl, signal),
    retry: false,
    staleTime: 60_000,
  });
