import type { ProjectDetailResponse } from '@codebazaar/shared';
import { useQuery } from '@tanstack/react-query';

import { getProjectQueryOptions } from '@/lib/queries/project';

export { getProject, getProjectQueryOptions } from '@/lib/queries/project';

/** How often, and how many times at most, a page looks again while a license's access settles. */
const ACCESS_POLL_MS = 3_000;
const ACCESS_POLLS = 20;

/**
 * Repository access of a new purchase is set up by a queued job moments after the payment: until
 * the invitation is sent (or access granted), the page looks again every few seconds, for about
 * a minute at most (a buyer without GitHub stays waiting; their page says what to do).
 */
export const refetchWhileAccessSettles = (query: {
  state: { data?: ProjectDetailResponse; dataUpdateCount: number };
}): number | false => {
  const license = query.state.data?.userLicense;
  const settling =
    license?.kind === 'paid' &&
    !license.githubAccess.accessGranted &&
    !license.githubAccess.invitationSent;
  return settling && query.state.dataUpdateCount < ACCESS_POLLS ? ACCESS_POLL_MS : false;
};

export const useProject = (id: string | undefined) =>
  useQuery({
    ...getProjectQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: refetchWhileAccessSettles,
  });
