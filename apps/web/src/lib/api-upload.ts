import { ApiError, authorizationHeader } from './api-client';

/**
 * Uploads one file as `multipart/form-data` (field `file`) with the same credentials as `api`,
 * reporting progress from 0 to 1; resolves with the JSON answer. XMLHttpRequest, because fetch
 * has no upload progress. Text `fields` go before the file, so that a server reading the parts in
 * order has them when the file arrives.
 */
export function apiUpload<T>(
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const authorization = authorizationHeader();
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError('Network error. Check your connection and try again.', 0));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const error = (data as { error?: unknown } | null)?.error;
      reject(
        new ApiError(
          typeof error === 'string' ? error : `Request failed (${xhr.status})`,
          xhr.status,
        ),
      );
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file);
    xhr.send(body);
  });
}
