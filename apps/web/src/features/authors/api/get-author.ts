import type { PublicUser } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { authorKeys } from '@/lib/query-keys';

/** GET /api/users/{id}: an author's public profile. */
export const getAuthor = (id: string, signal?: AbortSignal) =>
  api<PublicUser>(`/users/${encodeURIComponent(id)}`, { signal });

export const getAuthorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorKeys.profile(id),
    queryFn: ({ signal }) => getAuthor(id, signal),
  });

export const useAuthor = (id: string) => useQuery(getAuthorQueryOptions(id));
