/**
 * The message the code-hosting popup (/auth/github/callback) posts to its opener
 * (docs/product-rules.md#github-popup). Receivers must check `event.origin ===
 * window.location.origin` and `isGitHubPopupMessage(event.data)` before trusting it.
 */
export const GITHUB_POPUP_SOURCE = 'codebazaar:github-oauth';

export type GitHubPopupMessage =
  | { source: typeof GITHUB_POPUP_SOURCE; type: 'success'; code: string; state: string | null }
  | { source: typeof GITHUB_POPUP_SOURCE; type: 'error'; error: string };

export function isGitHubPopupMessage(data: unknown): data is GitHubPopupMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === GITHUB_POPUP_SOURCE
  );
}

/** Builds the message from the callback's query string. */
export function githubPopupMessageFromQuery(params: URLSearchParams): GitHubPopupMessage {
  const error = params.get('error');
  const code = params.get('code');
  if (error) {
    return {
      source: GITHUB_POPUP_SOURCE,
      type: 'error',
      error: params.get('error_description') || error || 'GitHub authentication failed',
    };
  }
  if (!code) {
    return { source: GITHUB_POPUP_SOURCE, type: 'error', error: 'No authorization code received' };
  }
  return { source: GITHUB_POPUP_SOURCE, type: 'success', code, state: params.get('state') };
}
