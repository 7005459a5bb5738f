import type { ArchiveFormat, DownloadLinkResponse } from '@codebazaar/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A release by its version, or the repository's default branch as an archive. */
export type DownloadTarget = { release: string } | { format: ArchiveFormat };

/**
 * GET /api/licenses/{id}/download as JSON: a five-minute link to a release's file (or to the
 * repository's archive), which the browser then opens: the file comes as an attachment, so the
 * page stays.
 */
export function useStartDownload() {
  return useMutation({
    mutationFn: ({ licenseId, target }: { licenseId: string; target: DownloadTarget }) =>
      api<DownloadLinkResponse>(`/licenses/${encodeURIComponent(licenseId)}/download`, {
        query: 'release' in target ? { release: target.release } : { format: target.format },
      }),
    onSuccess: (link) => {
      window.location.assign(link.url);
    },
  });
}
