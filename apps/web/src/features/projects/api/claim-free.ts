import type { ClaimFreeResponse } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

import { getProjectQueryOptions } from './get-project';

/** POST /api/licenses/claim-free {projectId}. */
export const claimFree = (projectId: string) =>
  api<ClaimFreeResponse>('/licenses/claim-free', { method: 'POST', body: { projectId } });

/** Claims free access; the caller refreshes the project (see refreshAfterLicense). */
export const useClaimFree = () => useMutation({ mutationFn: claimFree });

/**
 * After a claim or purchase: reload the project (its userLicense and full repository link) and
 * drop cached dashboards, so the Purchases tab shows the new license.
 */
export function useRefreshAfterLicense() {
  const queryClient = useQueryClient();
  return async (projectId: string) => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    await queryClient.invalidateQueries({ queryKey: getProjectQueryOptions(projectId).queryKey });
  };
}
