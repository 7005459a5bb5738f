import type { PublicUser } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { authorKeys } from '@/lib/query-keys';

/** GET /api/users/{id or username}: an author's public profile, with the canonical username. */
export const getAuthor = (ref: string, signal?: AbortSignal) =>
  api<PublicUser>(`/users/${encodeURIComponent(ref)}`, { signal });

export const getAuthorQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: authorKeys.profile(ref),
    queryFn: ({ signal }) => getAuthor(ref, signal),
  });

export const useAuthor = (ref: string) => useQuery(getAuthorQueryOptions(ref));
