import type { Project, ProjectResponse } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** POST /api/projects/{id}/publish: a draft becomes a published project. */
export const publishDraft = (id: string): Promise<Project> =>
  api<ProjectResponse>(`/projects/${encodeURIComponent(id)}/publish`, { method: 'POST' }).then(
    (r) => r.project,
  );

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
