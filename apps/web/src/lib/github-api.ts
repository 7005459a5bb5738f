import type {
  AuthResponse,
  GitHubAuthUrlResponse,
  GitHubOAuthCallbackInput,
  GitHubStatusResponse,
} from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from './api-client';
import { githubKeys } from './query-keys';

/**
 * The GitHub calls several features share: the connection status, the
 * authorize URL for the popup and the popup's code exchange.
 */

/** What the app knows about GitHub while or after asking the server. */
export type GitHubAvailability =
  | { state: 'loading' }
  | { state: 'not-configured' }
  | { state: 'ready'; isConnected: boolean; username: string | null };

/** A server without a GitHub OAuth app answers 503 (contract in packages/shared/src/github.ts). */
const NOT_CONFIGURED: GitHubStatusResponse = {
  configured: false,
  isConnected: false,
  username: null,
};

/** GET /api/github/status; a 503 means GitHub is not configured on this server. */
export async function getGitHubStatus(signal?: AbortSignal): Promise<GitHubStatusResponse> {
  try {
    return await api<GitHubStatusResponse>('/github/status', { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 503) return NOT_CONFIGURED;
    throw err;
  }
}

export const getGitHubStatusQueryOptions = () =>
  queryOptions({
    queryKey: githubKeys.status(),
    queryFn: ({ signal }) => getGitHubStatus(signal),
    staleTime: 30_000,
  });

/**
 * GET /github/status as a query. `availability` folds loading and errors in: a status
 * that cannot be read leaves the buttons disabled as "not configured".
 */
export function useGitHubStatus(
  opts: { refetchInterval?: (data: GitHubStatusResponse | undefined) => number | false } = {},
) {
  const { refetchInterval } = opts;
  const query = useQuery({
    ...getGitHubStatusQueryOptions(),
    refetchInterval: refetchInterval ? (q) => refetchInterval(q.state.data) : undefined,
  });
  let availability: GitHubAvailability;
  if (query.isPending) availability = { state: 'loading' };
  else if (!query.data?.configured) availability = { state: 'not-configured' };
  else {
    availability = {
      state: 'ready',
      isConnected: query.data.isConnected,
      username: query.data.username,
    };
  }
  return { ...query, availability };
}

/** GET /api/github/oauth/login → the GitHub authorize URL for the popup. */
export const getGitHubAuthUrl = () =>
  api<GitHubAuthUrlResponse>('/github/oauth/login').then((r) => r.authUrl);

/** POST /api/github/oauth/callback {code, state} → a session {token, user}. */
export const completeGitHubOAuth = (input: GitHubOAuthCallbackInput) =>
  api<AuthResponse>('/github/oauth/callback', { method: 'POST', body: input });

/** The full-page sign-in fallback when popups are blocked (server route, not an SPA page). */
export const GITHUB_FULL_PAGE_SIGN_IN = '/api/auth/github';
