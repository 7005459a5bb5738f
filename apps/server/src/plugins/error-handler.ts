import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The text of a 429 that was not raised with a message of its own (the route rate limits). */
export const TOO_MANY_REQUESTS = 'Too many attempts. Please try again later.';

/**
 * What an error may carry for the client. `expose` marks an answer written for the client:
 * @fastify/sensible's `httpErrors` set it on every 4xx, and a deliberate 5xx sets it itself
 * (`httpErrors.createError(503, text, { expose: true })`). Only such an error has its
 * `headers` (e.g. `retry-after`) sent, so a library error's own headers never leak.
 */
type ClientFacing = { expose?: boolean; headers?: Record<string, string | undefined> };

const WHERE: Record<string, string> = {
  body: 'Invalid request body',
  querystring: 'Invalid query string',
  params: 'Invalid path parameters',
  headers: 'Invalid request headers',
};

/** Whether `message` is zod's own wording for the issue, rather than a text from our schemas. */
function isZodDefault(issue: ZodFastifySchemaValidationError, message: string): boolean {
  const localeError = z.config().localeError;
  if (!localeError) return false;
  const raw = { ...issue.params, code: issue.keyword, path: [] } as unknown as Parameters<
    typeof localeError
  >[0];
  const standard = localeError(raw);
  const text = typeof standard === 'string' ? standard : standard?.message;
  if (!text) return false;
  if (text === message) return true;
  // "expected X, received Y" names the received type from the input, which the issue no
  // longer holds: compare up to that part.
  const cut = (s: string) => s.replace(/, received .*$/, '');
  return issue.keyword === 'invalid_type' && cut(text) === cut(message);
}

/**
 * The one wording of a failed request schema, from its first issue:
 * - a message from our schemas on a top-level field (or on the whole body) goes as is, since the
 *   forms show it to the person ("Email is required");
 * - one on a value inside an object or a list is prefixed with its path, because the same text
 *   can fit several values ("license.price: Price must be at least $1.00");
 * - zod's own wording always names the field ("title: Invalid input: expected string, …"), and
 *   without a field the request part as a whole is named ("Invalid request body").
 */
export function validationMessage(
  issues: ZodFastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = issues[0];
  const whole = WHERE[context ?? 'body'] ?? 'Invalid request';
  if (!first?.message) return whole;
  const { message } = first;
  const path = first.instancePath.split('/').filter(Boolean);
  const field = path.join('.');
  if (isZodDefault(first, message)) return field ? `${field}: ${message}` : whole;
  return path.length > 1 ? `${field}: ${message}` : message;
}

/**
 * The one error handler of the API. Every error leaves as `{ error }` with its status:
 * - a failed request schema: 400 with `validationMessage`;
 * - an error written for the client (`expose`): its message, and its `headers`;
 * - a 429 of the route rate limits: one fixed text (their `retry-after` is already set);
 * - any other 5xx: a fixed text; the details go to the log only;
 * - any other 4xx (Fastify's own, e.g. malformed JSON): its message.
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & ClientFacing, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .code(400)
        .send({ error: validationMessage(err.validation, err.validationContext) });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (err.expose === true) {
      for (const [name, value] of Object.entries(err.headers ?? {})) {
        if (value !== undefined) reply.header(name, value);
      }
      return reply.code(status).send({ error: err.message || 'Request failed' });
    }
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    if (status === 429) return reply.code(429).send({ error: TOO_MANY_REQUESTS });
    return reply.code(status).send({ error: err.message || 'Request failed' });
  });
});
