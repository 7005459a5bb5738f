import { OAUTH_PLACEHOLDER_TOKEN } from '@codebazaar/shared/rules';

/** Thrown for any non-2xx answer; `message` is the server's `error` (or `message`) text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let bearerToken: string | null = null;

/**
 * The Bearer header is set after login/register, never for the OAuth placeholder
 * (docs/product-rules.md#session).
 */
export function setBearerToken(token: string | null) {
  bearerToken = token && token !== OAUTH_PLACEHOLDER_TOKEN ? token : null;
}

/** The Authorization header the app sends, for requests made without `api` (uploads). */
export const authorizationHeader = (): string | null =>
  bearerToken ? `Bearer ${bearerToken}` : null;

/**
 * What `api` sends its requests with: the browser's fetch, or on the server (entry-server.tsx)
 * the server's own public API, asked as a signed-out visitor.
 */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Routes the app's requests elsewhere than the browser's fetch (server rendering only). */
export function setApiFetch(fn: typeof fetch) {
  send = fn;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The one way the web app talks to the server: JSON in, JSON out, cookies included. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`;
  let res: Response;
  try {
    res = await send(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'include',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network error. Check your connection and try again.', 0);
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown };
    const message =
      typeof body.error === 'string'
        ? body.error
        : typeof body.message === 'string'
          ? body.message
          : `Request failed (${res.status})`;
    throw new ApiError(message, res.status);
  }
  return data as T;
}

/**
 * A file from the API (e.g. a CSV export) with the same credentials as `api`: resolves with its
 * content and the file name the server suggests (Content-Disposition), else `fallbackName`.
 */
export async function apiFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = {};
  if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path), { headers, credentials: 'include' });
  } catch {
    throw new ApiError('Network error. Check your connection and try again.', 0);
  }
  if (!res.ok) {
    let message = `Request failed (${res.status})`;
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // not JSON: keep the generic text
    }
    throw new ApiError(message, res.status);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await res.blob(), filename };
}

/**
 * The text to show for a failed call (docs/product-rules.md#texts): the server's `error` for a
 * client error (4xx), else the screen's fallback. Server failures (5xx) carry only a generic text
 * and network failures none, so the fallback says more there.
 */
export const errorMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message
    ? err.message
    : fallback;
