import type { UpdatesPolicy, UpdatesPolicyInput } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** PUT /api/projects/{id}/updates-policy (the author): months of updates and the renewal price. */
export function useSaveUpdatesPolicy(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatesPolicyInput) =>
      api<{ policy: UpdatesPolicy }>(`/projects/${encodeURIComponent(projectId)}/updates-policy`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
