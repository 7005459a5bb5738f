import type {
  ProjectReleasesResponse,
  ReleaseResponse,
  SyncReleasesResponse,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { dashboardKeys, projectKeys } from '@/lib/query-keys';

const releasesPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/releases`;

/**
 * GET /api/projects/{id}/releases: the project's releases, newest first, for every visitor; which
 * files the viewer may download, their license and term, and whether they manage the project.
 */
export const getProjectReleasesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.releases(projectId),
    queryFn: ({ signal }) => api<ProjectReleasesResponse>(releasesPath(projectId), { signal }),
    staleTime: 60_000,
    retry: false,
  });

export const useProjectReleases = (projectId: string, enabled = true) =>
  useQuery({ ...getProjectReleasesQueryOptions(projectId), enabled });

/** What the author publishes: an uploaded archive, or a tag of the project's GitHub repository. */
export type PublishReleaseInput = {
  version: string;
  notes: string;
  /** YYYY-MM-DD; absent when the release counts from its publication. */
  backdatedTo?: string;
} & ({ file: File; githubTag?: never } | { githubTag: string; file?: never });

/** After a release changes: its lists, the project page's latest version and the library. */
function useRefreshReleases(projectId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.releases(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

/**
 * POST /api/projects/{id}/releases: multipart (the text fields, then `file`) with upload
 * progress, or JSON with `githubTag`. Answers 201 { release }.
 */
export function usePublishRelease(projectId: string) {
  const refresh = useRefreshReleases(projectId);
  return useMutation({
    mutationFn: ({
      input,
      onProgress,
    }: {
      input: PublishReleaseInput;
      onProgress?: (fraction: number) => void;
    }) => {
      const { file, githubTag, ...fields } = input;
      if (file) {
        const text: Record<string, string> = { version: fields.version, notes: fields.notes };
        if (fields.backdatedTo) text.backdatedTo = fields.backdatedTo;
        return apiUpload<ReleaseResponse>(releasesPath(projectId), file, onProgress, text);
      }
      return api<ReleaseResponse>(releasesPath(projectId), {
        method: 'POST',
        body: { ...fields, githubTag },
      });
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/projects/{id}/releases/{releaseId}: yanks it (kept in holders' history). */
export function useYankRelease(projectId: string) {
  const refresh = useRefreshReleases(projectId);
  return useMutation({
    mutationFn: (releaseId: string) =>
      api<unknown>(`${releasesPath(projectId)}/${encodeURIComponent(releaseId)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

/** POST /api/projects/{id}/releases/sync: adds the GitHub releases not yet listed. */
export function useSyncReleases(projectId: string) {
  const refresh = useRefreshReleases(projectId);
  return useMutation({
    mutationFn: () =>
      api<SyncReleasesResponse>(`${releasesPath(projectId)}/sync`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
