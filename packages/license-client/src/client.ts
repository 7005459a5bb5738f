import {
  checkCertificate,
  createKeyRing,
  readRevocationList,
  type CertificateCheck,
  type KeyRing,
  type RevocationList,
} from './certificate.js';
import { fromBase64, sha256Hex, toHex } from './encoding.js';
import { LicenseClientError } from './errors.js';
import type {
  ActivateResult,
  DeactivateResult,
  PublicKeyInput,
  PublicKeysResponse,
  UpgradeResult,
  ValidateResult,
} from './types.js';

export interface LicenseClientOptions {
  /** Where the marketplace runs, e.g. `https://codebazaar.example` (a path prefix is kept). */
  baseUrl: string;
  /** The project the program belongs to (its id on the marketplace). */
  projectId: string;
  /**
   * The seller's verifying keys, as `GET /api/projects/{id}/license-public-key` answers them
   * (or one entry of it, or a PEM). Ship them with the program so certificates verify offline;
   * without them the client fetches them once, the first time it verifies.
   */
  publicKey?: PublicKeyInput;
  /** The fetch to use (default: the platform's). */
  fetch?: typeof globalThis.fetch;
}

export interface DownloadOptions {
  /** Where to write the bytes once their checksum holds (e.g. `Writable.toWeb(file)` in Node). */
  to?: WritableStream<Uint8Array>;
  /** The expected SHA-256 (hex), when known from elsewhere; else the download's header. */
  sha256?: string;
}

export interface DownloadedUpdate {
  /** The file's bytes, whose SHA-256 was checked. */
  bytes: Uint8Array;
  /** Their SHA-256, lower-case hex. */
  sha256: string;
  size: number;
  /** The file name the server gave (content-disposition), if any. */
  fileName: string | null;
}

export interface LicenseClient {
  readonly projectId: string;
  /** Checks a key online (`POST /api/license-keys/validate`); with `instanceId`, that instance. */
  validate(key: string, options?: { instanceId?: string }): Promise<ValidateResult>;
  /**
   * Activates the key on this machine (`POST /api/license-keys/activate`). With a fingerprint,
   * activating again on the same machine answers the same instance and takes no second place.
   * Throws a LicenseClientError (`TOO_MANY_INSTANCES`, `REVOKED`, `NOT_FOUND`…) when refused.
   */
  activate(
    key: string,
    options: { instanceName: string; fingerprint?: string },
  ): Promise<ActivateResult>;
  /** Frees the instance's place (`POST /api/license-keys/deactivate`). */
  deactivate(key: string, instanceId: string): Promise<DeactivateResult>;
  /** Asks whether a newer release is out for this license (`POST /api/license-keys/upgrade`). */
  checkForUpdate(key: string, currentVersion: string): Promise<UpgradeResult>;
  /**
   * Downloads the update an upgrade answer offers and checks its SHA-256 before handing the
   * bytes over; throws `CHECKSUM_MISMATCH` (nothing is written) when they differ.
   */
  downloadUpdate(
    update: UpgradeResult | { url: string },
    options?: DownloadOptions,
  ): Promise<DownloadedUpdate>;
  /** The seller's verifying keys, as published (to save and ship with the program). */
  fetchPublicKeys(): Promise<PublicKeysResponse>;
  /** The seller's signed revocation list as text (to keep and pass to verifyCertificate). */
  fetchRevocations(): Promise<string>;
  /** Verifies a revocation list and reads it; throws REVOCATIONS_INVALID or _OUTDATED. */
  readRevocations(list: string, options?: { now?: Date | number }): Promise<RevocationList>;
  /** Verifies a license certificate offline (see verifyLicenseCertificate). */
  verifyCertificate(
    certificate: string,
    options?: { revocations?: string; key?: string; now?: Date | number },
  ): Promise<CertificateCheck>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The expected SHA-256 a download answer carries: `x-checksum-sha256`, else `repr-digest`. */
function checksumOf(headers: Headers): string | null {
  const plain = headers.get('x-checksum-sha256')?.trim().toLowerCase();
  if (plain && /^[0-9a-f]{64}$/.test(plain)) return plain;
  // RFC 9530: `repr-digest: sha-256=:<base64>:` (among other algorithms, comma separated).
  const digest = /(?:^|,)\s*sha-256=:([A-Za-z0-9+/=]+):/i.exec(headers.get('repr-digest') ?? '');
  const bytes = digest ? fromBase64(digest[1]!) : null;
  return bytes?.length === 32 ? toHex(bytes) : null;
}

function fileNameOf(headers: Headers): string | null {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // Fall back to the plain filename parameter.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A client of one project's license routes (docs/license-keys.md): online checks, offline
 * certificates, and updates. Uses only the platform's fetch and WebCrypto.
 */
export function createLicenseClient(options: LicenseClientOptions): LicenseClient {
  const { projectId } = options;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const doFetch: typeof globalThis.fetch = (input, init) =>
    (options.fetch ?? globalThis.fetch)(input, init);
  /** A path of the marketplace (`/api/…`), or an absolute URL, as a URL under baseUrl. */
  const urlOf = (path: string) =>
    new URL(/^https?:\/\//i.test(path) ? path : path.replace(/^\//, ''), base);

  async function send(url: URL, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (error) {
      throw new LicenseClientError('NETWORK_ERROR', `Could not reach ${url.origin}`, null, {
        cause: error,
      });
    }
  }

  /** The refusal an answer that is not 2xx stands for: the server's code, or the client's. */
  async function refusal(res: Response, fallback: string): Promise<LicenseClientError> {
    let body: unknown;
    try {
      body = JSON.parse(await res.text());
    } catch {
      body = undefined;
    }
    const message = isObject(body) && typeof body.error === 'string' ? body.error : undefined;
    const code =
      isObject(body) && typeof body.code === 'string'
        ? body.code
        : res.status >= 500
          ? 'SERVER_ERROR'
          : res.status === 429
            ? 'RATE_LIMITED'
            : fallback;
    return new LicenseClientError(code, message ?? `HTTP ${res.status}`, res.status);
  }

  async function call<T>(path: string, body: object, required: string[]): Promise<T> {
    const url = urlOf(path);
    const res = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw await refusal(res, 'HTTP_ERROR');
    let answer: unknown;
    try {
      answer = await res.json();
    } catch {
      answer = undefined;
    }
    if (!isObject(answer) || required.some((field) => !(field in answer))) {
      throw new LicenseClientError('BAD_RESPONSE', `Unexpected answer from ${path}`, res.status);
    }
    return answer as T;
  }

  async function getText(path: string, accept: string): Promise<string> {
    const res = await send(urlOf(path), { headers: { accept } });
    if (!res.ok) throw await refusal(res, 'HTTP_ERROR');
    return res.text();
  }

  const given = options.publicKey ? createKeyRing(options.publicKey) : null;
  let published: Promise<KeyRing> | null = null;
  /** The keys to verify with: the ones given, else the published ones (fetched once). */
  function keyRing(): Promise<KeyRing> {
    if (given) return Promise.resolve(given);
    published ??= client.fetchPublicKeys().then(createKeyRing, (error: unknown) => {
      published = null;
      throw error;
    });
    return published;
  }

  const client: LicenseClient = {
    projectId,

    validate: (key, { instanceId } = {}) =>
      call(
        '/api/license-keys/validate',
        { key, projectId, ...(instanceId ? { instanceId } : {}) },
        ['valid', 'code'],
      ),

    activate: (key, { instanceName, fingerprint }) =>
      call(
        '/api/license-keys/activate',
        { key, projectId, instanceName, ...(fingerprint === undefined ? {} : { fingerprint }) },
        ['instanceId', 'code'],
      ),

    deactivate: (key, instanceId) =>
      call('/api/license-keys/deactivate', { key, projectId, instanceId }, ['deactivated', 'code']),

    checkForUpdate: (key, currentVersion) =>
      call('/api/license-keys/upgrade', { key, projectId, currentVersion }, [
        'code',
        'updateAvailable',
        'download',
      ]),

    async downloadUpdate(update, { to, sha256 } = {}) {
      const link = 'download' in update ? update.download : update;
      if (!link) throw new LicenseClientError('NO_UPDATE', 'There is no update to download');
      const res = await send(urlOf(link.url), {});
      if (!res.ok) throw await refusal(res, 'DOWNLOAD_FAILED');
      const expected = sha256?.trim().toLowerCase() ?? checksumOf(res.headers);
      if (!expected) {
        await res.body?.cancel();
        throw new LicenseClientError(
          'CHECKSUM_MISSING',
          'The download carries no SHA-256 checksum to check it against',
          res.status,
        );
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      const actual = await sha256Hex(bytes);
      if (actual !== expected) {
        throw new LicenseClientError(
          'CHECKSUM_MISMATCH',
          `The download's SHA-256 is ${actual}, not the expected ${expected}`,
          res.status,
        );
      }
      if (to) {
        const writer = to.getWriter();
        try {
          await writer.write(bytes);
          await writer.close();
        } catch (error) {
          await writer.abort(error).catch(() => {});
          throw error;
        }
      }
      return { bytes, sha256: actual, size: bytes.byteLength, fileName: fileNameOf(res.headers) };
    },

    async fetchPublicKeys() {
      const text = await getText(
        `/api/projects/${projectId}/license-public-key`,
        'application/json',
      );
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = undefined;
      }
      if (!isObject(answer) || !isObject(answer.current) || !Array.isArray(answer.keys)) {
        throw new LicenseClientError('BAD_RESPONSE', 'Unexpected answer for the public keys');
      }
      return answer as unknown as PublicKeysResponse;
    },

    fetchRevocations: () => getText(`/api/projects/${projectId}/license-revocations`, 'text/plain'),

    async readRevocations(list, { now } = {}) {
      return readRevocationList(list, await keyRing(), now);
    },

    async verifyCertificate(certificate, { revocations, key, now } = {}) {
      return checkCertificate(certificate, await keyRing(), { projectId, revocations, key, now });
    },
  };
  return client;
}
