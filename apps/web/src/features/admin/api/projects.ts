import type { AdminProject, AdminProjectsResponse } from '@codebazaar/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { homeKeys, projectKeys } from '@/lib/query-keys';

import { adminKeys } from './keys';

/** GET /api/admin/projects?search=: every project, drafts included, newest first. */
export const getAdminProjectsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.projects(search, page),
    queryFn: ({ signal }) =>
      api<AdminProjectsResponse>('/admin/projects', { query: { search, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminProjects = (search: string, page: number) =>
  useQuery(getAdminProjectsQueryOptions(search, page));

export type ProjectAction =
  { kind: 'unpublish'; reason: string } | { kind: 'feature'; featured: boolean; reason: string };

/** Unpublish with a reason, or feature on the home page (or stop featuring). */
export function useProjectAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ProjectAction }) =>
      action.kind === 'unpublish'
        ? api<AdminProject>(`/admin/projects/${id}/unpublish`, {
            method: 'POST',
            body: { reason: action.reason },
          })
        : api<AdminProject>(`/admin/projects/${id}/feature`, {
            method: 'POST',
            body: { featured: action.featured, reason: action.reason },
          }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.home() }),
      ]);
    },
  });
}
