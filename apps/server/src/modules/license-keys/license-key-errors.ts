import type { LicenseKeyCode, LicenseKeyStatus } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The code of a key's state (docs/license-keys.md#codes). */
export const STATUS_CODE: Record<LicenseKeyStatus, LicenseKeyCode> = {
  active: 'VALID',
  revoked: 'REVOKED',
  expired: 'EXPIRED',
  disabled: 'DISABLED',
};

type CodedError = FastifyError & { licenseKeyCode?: LicenseKeyCode };
type ErrorHandler = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => unknown;

/** A refusal of validate, activate or deactivate: `{ error: message, code }` with `status`. */
export const keyError = (status: number, message: string, code: LicenseKeyCode): Error =>
  Object.assign(httpErrors.createError(status, message), { licenseKeyCode: code });

/**
 * The error handler of the three public key routes: a refusal of the service answers its
 * message and code; anything else is worded by the app's handler (and gets its code from
 * `codeRefusals`).
 */
export const publicKeyErrorHandler =
  (fallback: ErrorHandler) => (err: CodedError, req: FastifyRequest, reply: FastifyReply) =>
    err.licenseKeyCode
      ? reply.code(err.statusCode ?? 400).send({ error: err.message, code: err.licenseKeyCode })
      : fallback(err, req, reply);

/**
 * A preSerialization hook of the three routes: a refusal sent without a code (a failed schema,
 * the NUL guard, the per-IP limit, a malformed body) gets the code of its status, so every 4xx
 * answer is `{ error, code }`.
 */
export async function codeRefusals(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400 || reply.statusCode >= 500) return payload;
  if (!payload || typeof payload !== 'object' || 'code' in payload) return payload;
  const code: LicenseKeyCode = reply.statusCode === 429 ? 'RATE_LIMITED' : 'INVALID_REQUEST';
  return { ...payload, code };
}
