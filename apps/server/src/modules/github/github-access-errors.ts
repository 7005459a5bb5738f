import { GITHUB_MESSAGES } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isGitHubApiError } from '../../integrations/github/github-client';

/** GitHub's limit of 50 invitations a day for the repository is used up until `until`. */
export class DailyInvitationLimit extends Error {
  readonly statusCode = 429;
  readonly expose = true;
  constructor(readonly until: Date) {
    super(GITHUB_MESSAGES.dailyInvitationLimit);
    this.name = 'DailyInvitationLimit';
  }
}

/** The text stored as the grant's error (and shown to the seller) for a failed GitHub call. */
export function accessErrorMessage(err: unknown): string {
  if (!isGitHubApiError(err)) {
    // Our own 4xx (e.g. the seller is not connected) carries its text.
    const { statusCode, message } = err as { statusCode?: number; message?: string };
    return statusCode && statusCode < 500 && message ? message : GITHUB_MESSAGES.unavailable;
  }
  switch (err.kind) {
    case 'unauthorized':
      return GITHUB_MESSAGES.tokenRevoked;
    case 'rateLimited':
      return GITHUB_MESSAGES.rateLimited;
    case 'notFound':
      return GITHUB_MESSAGES.repositoryNotFound;
    case 'forbidden':
      return GITHUB_MESSAGES.noAdminAccess;
    case 'oauth':
    case 'unavailable':
      return GITHUB_MESSAGES.unavailable;
  }
}

/** The HTTP error a person sees for a failed GitHub call they made. */
export function githubHttpError(err: unknown): Error {
  const message = accessErrorMessage(err);
  const kind = isGitHubApiError(err) ? err.kind : 'unavailable';
  const status =
    kind === 'unauthorized'
      ? 409
      : kind === 'rateLimited'
        ? 429
        : kind === 'notFound'
          ? 404
          : kind === 'forbidden'
            ? 403
            : 502;
  // Written for the person, so its text goes out even as a 502; GitHub's wait goes along.
  const retryAfter = isGitHubApiError(err) ? err.retryAfterSeconds : undefined;
  return httpErrors.createError(status, message, {
    expose: true,
    headers: retryAfter ? { 'retry-after': String(retryAfter) } : {},
  });
}

/** Resolves after `ms` or when `work` settles, whichever is first; never rejects. */
export async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

/** GitHub failures that pass on their own: worth a retry with back-off. */
export function passing(err: unknown): boolean {
  return isGitHubApiError(err) && (err.kind === 'unavailable' || err.kind === 'rateLimited');
}
