import type { LicenseKeyCode } from './types.js';

/**
 * What the client itself can go wrong with, besides the server's own codes:
 *
 * - `NETWORK_ERROR`: the server could not be reached (offline, DNS, refused connection).
 * - `SERVER_ERROR`: the server answered 5xx.
 * - `BAD_RESPONSE`: the server answered something that is not the documented JSON.
 * - `NO_UPDATE`: `downloadUpdate` was given an answer without a download.
 * - `DOWNLOAD_FAILED`: the download link was refused (expired, used, license ended).
 * - `CHECKSUM_MISSING`: the download carried no checksum and none was given.
 * - `CHECKSUM_MISMATCH`: the downloaded bytes do not have the expected SHA-256.
 * - `REVOCATIONS_INVALID`: a revocation list whose signature or format fails.
 * - `REVOCATIONS_OUTDATED`: a revocation list past its `next-update`.
 * - `HTTP_ERROR`: a 4xx answer without a code (e.g. a route this server does not have).
 */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'SERVER_ERROR'
  | 'BAD_RESPONSE'
  | 'NO_UPDATE'
  | 'DOWNLOAD_FAILED'
  | 'CHECKSUM_MISSING'
  | 'CHECKSUM_MISMATCH'
  | 'REVOCATIONS_INVALID'
  | 'REVOCATIONS_OUTDATED'
  | 'HTTP_ERROR';

/** Every code a `LicenseClientError` may carry: the server's, the client's, or a newer one. */
export type LicenseClientErrorCode = LicenseKeyCode | ClientErrorCode | (string & {});

/**
 * A refusal or failure. `code` is machine-readable and stable (the server's `code` when it sent
 * one, e.g. `TOO_MANY_INSTANCES`); `message` is for people; `status` is the HTTP status, or null
 * when no answer came.
 */
export class LicenseClientError extends Error {
  override readonly name = 'LicenseClientError';
  readonly code: LicenseClientErrorCode;
  readonly status: number | null;

  constructor(
    code: LicenseClientErrorCode,
    message: string,
    status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

/** Whether `error` is a LicenseClientError, with the given code when one is named. */
export function isLicenseClientError(
  error: unknown,
  code?: LicenseClientErrorCode,
): error is LicenseClientError {
  return error instanceof LicenseClientError && (code === undefined || error.code === code);
}
