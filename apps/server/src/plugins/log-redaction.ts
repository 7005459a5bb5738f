import type { FastifyRequest } from 'fastify';

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

/** Pino serializer of the request in "incoming request" lines: Fastify's fields, URL redacted. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
