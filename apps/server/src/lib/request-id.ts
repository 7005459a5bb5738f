import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** An incoming x-request-id we keep: up to 128 letters, digits, dots, underscores, dashes. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of a request, answered as x-request-id and carried by its log lines: the caller's own
 * id when it is a sane token, else a new UUID.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
