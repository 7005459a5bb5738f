import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Query parameters that carry secrets or personal data in links the app itself hands out:
 * verification and reset tokens (`/verify-email?token=`, `/reset-password?token=`), the OAuth
 * code and state (`/auth/github/callback`), the signed-in user with their email
 * (`/auth/success?user=`), and anything named like a credential.
 */
const SENSITIVE_PARAMS = new Set([
  'token',
  'code',
  'state',
  'user',
  'email',
  'password',
  'access_token',
  'client_secret',
]);

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as logged: the value of every sensitive query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq === -1) return part;
      const name = part.slice(0, eq);
      return SENSITIVE_PARAMS.has(paramName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Pino serializer of the request in request log lines: Fastify's fields, URL redacted. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Fields of database errors that hold row values: the parameters of a failed query (emails,
 * password hashes, token hashes…) and PostgreSQL's `detail` ("Key (email)=(…) already exists").
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** A failed query's text ends with "\nparams: …" (drizzle-orm): keep the SQL, not the values. */
const scrubText = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]');

function scrubError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 8) return err;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>;
  for (const [key, value] of Object.entries(err)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = value;
  }
  copy.message = scrubText(err.message);
  copy.stack = scrubText(err.stack ?? '');
  if (err.cause !== undefined) copy.cause = scrubError(err.cause, depth + 1);
  return copy;
}

/** Pino serializer of `err`: the standard one, without the values a failed query carried. */
export function errorLogSerializer(err: unknown) {
  return stdSerializers.err(scrubError(err) as Error);
}

/** An address as logged: enough to tell accounts apart, not to write to them ("j…@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '…' : `${email[0]}…${email.slice(at)}`;
}
