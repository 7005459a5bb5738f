import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** DELETE /api/projects/{id} (author only). */
export const deleteProject = (id: string) =>
  api<unknown>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
