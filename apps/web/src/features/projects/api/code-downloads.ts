import type {
  ArchiveFormat,
  DownloadLinkResponse,
  ProjectReleasesResponse,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

/** GET /api/projects/{id}/releases: the repository's releases (holders and the author). */
export const getReleasesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.releases(projectId),
    queryFn: ({ signal }) =>
      api<ProjectReleasesResponse>(`/projects/${encodeURIComponent(projectId)}/releases`, {
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });

export const useReleases = (projectId: string) => useQuery(getReleasesQueryOptions(projectId));

/**
 * GET /api/licenses/{id}/download as JSON: a five-minute link, which the browser then opens
 * (the archive comes as an attachment, so the page stays).
 */
export function useStartDownload() {
  return useMutation({
    mutationFn: (input: { licenseId: string; ref: string | null; format: ArchiveFormat }) =>
      api<DownloadLinkResponse>(`/licenses/${encodeURIComponent(input.licenseId)}/download`, {
        query: { ref: input.ref, format: input.format },
      }),
    onSuccess: (link) => {
      window.location.assign(link.url);
    },
  });
}
