import { httpErrors } from '@fastify/sensible';

/**
 * A 429 that says when the caller may try again: its Retry-After header, in whole seconds and
 * at least one.
 */
export function tooManyRequests(message: string, retryAfterMs: number): Error {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return httpErrors.createError(429, message, { headers: { 'retry-after': String(seconds) } });
}
