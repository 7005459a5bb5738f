import type { ClaimFreeResponse } from '@codebazaar/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/licenses/claim-free {projectId}. */
export const claimFree = (projectId: string) =>
  api<ClaimFreeResponse>('/licenses/claim-free', { method: 'POST', body: { projectId } });

/** Claims free access; the caller refreshes the project (see lib/queries/refresh-after-license). */
export const useClaimFree = () => useMutation({ mutationFn: claimFree });
