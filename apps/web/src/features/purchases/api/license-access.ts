import type { LicenseAccess } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accessKeys } from '@/lib/query-keys';

/** POST /licenses/:id/access/resend: a new invitation, sent in the background. */
export function useResendInvitation(licenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<LicenseAccess>(`/licenses/${licenseId}/access/resend`, { method: 'POST' }),
    onSuccess: (access) => queryClient.setQueryData(accessKeys.license(licenseId), access),
  });
}
