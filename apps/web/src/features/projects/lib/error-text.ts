import { ApiError } from '@/lib/api-client';

/**
 * The text to show for a failed call (spec §8): the server's `error` for a client error (4xx),
 * else the screen's fallback. Server failures (5xx) carry only a generic text, and network
 * failures none, so the fallback says more there.
 */
export const errorText = (err: unknown, fallback: string): string =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message
    ? err.message
    : fallback;
