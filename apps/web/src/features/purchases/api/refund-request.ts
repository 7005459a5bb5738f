import type { RefundRequestInput, RefundRequestResponse } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** POST /api/licenses/{id}/refund-request {reason}: the buyer asks the seller. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { licenseId: string } & RefundRequestInput) =>
      api<RefundRequestResponse>(
        `/licenses/${encodeURIComponent(input.licenseId)}/refund-request`,
        { method: 'POST', body: { reason: input.reason } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
