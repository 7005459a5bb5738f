import type { Project, ProjectInput, ProjectResponse } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

export type SaveMode = 'publish' | 'draft';

export interface SaveProjectVariables {
  mode: SaveMode;
  input: ProjectInput;
  /** The project being edited; absent when creating. */
  id?: string;
  /** Whether the edited project is still a draft (a publish then also publishes it). */
  wasDraft?: boolean;
}

const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

/**
 * POST /projects (publish) and POST /projects/draft (save draft) create;
 * PUT /projects/{id} and PUT /projects/{id}/draft update. Publishing an edited draft also calls
 * POST /projects/{id}/publish when the update left it a draft.
 */
export async function saveProject({
  mode,
  input,
  id,
  wasDraft,
}: SaveProjectVariables): Promise<Project> {
  if (!id) {
    const res = await api<ProjectResponse>(mode === 'draft' ? '/projects/draft' : '/projects', {
      method: 'POST',
      body: input,
    });
    return res.project;
  }
  if (mode === 'draft') {
    const res = await api<ProjectResponse>(`${projectPath(id)}/draft`, {
      method: 'PUT',
      body: input,
    });
    return res.project;
  }
  const updated = await api<ProjectResponse>(projectPath(id), { method: 'PUT', body: input });
  if (wasDraft && updated.project.status === 'draft') {
    const published = await api<ProjectResponse>(`${projectPath(id)}/publish`, {
      method: 'POST',
    });
    return published.project;
  }
  return updated.project;
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(project._id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
