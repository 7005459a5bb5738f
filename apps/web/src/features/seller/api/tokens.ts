import type { ApiTokenList, CreateTokenInput, CreatedToken } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { tokenKeys } from './keys';

/** GET /api/account/tokens: the user's personal access tokens (never their secrets). */
export const getTokensQueryOptions = () =>
  queryOptions({
    queryKey: tokenKeys.list(),
    queryFn: ({ signal }) => api<ApiTokenList>('/account/tokens', { signal }),
  });

export const useTokens = () => useQuery(getTokensQueryOptions());

/** POST /api/account/tokens: the answer carries the secret, shown this once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTokenInput) =>
      api<CreatedToken>('/account/tokens', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list() }),
  });
}

/** DELETE /api/account/tokens/{id}. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/account/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list() }),
  });
}
