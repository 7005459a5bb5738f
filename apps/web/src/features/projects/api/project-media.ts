import type { ProjectMedia } from '@codebazaar/shared';

import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';

type MediaResponse = { media: ProjectMedia };

const mediaPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/media`;

/** POST /api/projects/{id}/media/cover: uploads or replaces the cover. */
export const uploadCover = (
  projectId: string,
  file: File,
  onProgress?: (fraction: number) => void,
) => apiUpload<MediaResponse>(`${mediaPath(projectId)}/cover`, file, onProgress);

/** POST /api/projects/{id}/media/screenshots: adds one screenshot (six at most). */
export const uploadScreenshot = (
  projectId: string,
  file: File,
  onProgress?: (fraction: number) => void,
) => apiUpload<MediaResponse>(`${mediaPath(projectId)}/screenshots`, file, onProgress);

/** PUT /api/projects/{id}/media/order: every screenshot id, in the new order. */
export const reorderScreenshots = (projectId: string, ids: string[]) =>
  api<MediaResponse>(`${mediaPath(projectId)}/order`, { method: 'PUT', body: { ids } });

/** DELETE /api/projects/{id}/media/{mediaId}: removes the cover or a screenshot. */
export const removeMedia = (projectId: string, mediaId: string) =>
  api<MediaResponse>(`${mediaPath(projectId)}/${encodeURIComponent(mediaId)}`, {
    method: 'DELETE',
  });
