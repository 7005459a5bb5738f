import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type {
  ActivateKeyResponse,
  DeactivateKeyResponse,
  KeyLicense as SharedKeyLicense,
  LicenseKeyCode as SharedLicenseKeyCode,
  LicensePublicKeyResponse,
  UpgradeKeyResponse,
  ValidateKeyResponse,
} from '@codebazaar/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';

import { createLicenseClient } from './client.js';
import { LicenseClientError } from './errors.js';
import type {
  ActivateResult,
  DeactivateResult,
  KeyLicense,
  LicenseKeyCode,
  PublicKeysResponse,
  UpgradeResult,
  ValidateResult,
} from './types.js';

/**
 * The client's HTTP side against a tiny local stand-in of the server: the upgrade route (built on
 * another branch; test/upgrade.real-server.test.ts runs the real one), downloads with their
 * checksum headers, and refusals. The other routes are tried on the real server in test/.
 */

const PROJECT = '11111111-1111-4111-8111-111111111111';
const KEY = 'CB-ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567';
const FILE = new TextEncoder().encode('the bytes of version 2.3.0');
const FILE_SHA256 = createHash('sha256').update(FILE).digest('hex');

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
const requests: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const UPGRADE: UpgradeResult = {
  code: 'VALID',
  updateAvailable: true,
  latest: { version: '3.0.0', publishedAt: '2026-09-01T00:00:00.000Z', notes: 'Big' },
  entitledLatest: { version: '2.3.0', publishedAt: '2026-05-01T00:00:00.000Z', notes: 'Fixes' },
  updatesUntil: '2026-06-01T00:00:00.000Z',
  download: { url: '/api/downloads/token-1', expiresAt: '2026-06-01T12:05:00.000Z' },
};

/** The stand-in: the upgrade route, and downloads with the headers `headers` names. */
function serve(downloadHeaders: Record<string, string>, bytes = FILE) {
  handler = (req, _body, res) => {
    if (req.method === 'POST' && req.url === '/api/license-keys/upgrade') {
      return json(res, 200, UPGRADE);
    }
    if (req.method === 'GET' && req.url === '/api/downloads/token-1') {
      res.writeHead(200, {
        'content-type': 'application/gzip',
        'content-disposition': 'attachment; filename="app-2.3.0.tar.gz"',
        ...downloadHeaders,
      });
      return res.end(bytes);
    }
    json(res, 404, { error: `Route ${req.method}:${req.url} not found` });
  };
}

/** A sink that collects what is written to it. */
function collector() {
  const chunks: Uint8Array[] = [];
  let closed = false;
  const stream = new WritableStream<Uint8Array>({
    write: (chunk) => {
      chunks.push(chunk);
    },
    close: () => {
      closed = true;
    },
  });
  return { stream, written: () => Buffer.concat(chunks), closed: () => closed };
}

async function refusalOf(promise: Promise<unknown>): Promise<LicenseClientError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LicenseClientError);
  return error as LicenseClientError;
}

describe('checkForUpdate', () => {
  it('posts the key, the project and the running version, and answers the server’s answer', async () => {
    serve({ 'x-checksum-sha256': FILE_SHA256 });
    const client = createLicenseClient({ baseUrl, projectId: PROJECT });
    expect(await client.checkForUpdate(KEY, '2.1.0')).toEqual(UPGRADE);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/license-keys/upgrade',
        body: JSON.stringify({ key: KEY, projectId: PROJECT, currentVersion: '2.1.0' }),
      },
    ]);
  });

  it('throws the server’s code on a refusal, and a client code otherwise', async () => {
    const client = createLicenseClient({ baseUrl, projectId: PROJECT });
    handler = (_req, _body, res) => json(res, 400, { error: 'Bad', code: 'INVALID_REQUEST' });
    expect(await refusalOf(client.checkForUpdate(KEY, 'x'))).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'Bad',
    });
    handler = (_req, _body, res) => json(res, 404, { error: 'Route not found' });
    expect(await refusalOf(client.checkForUpdate(KEY, '1.0.0'))).toMatchObject({
      code: 'HTTP_ERROR',
      status: 404,
    });
    handler = (_req, _body, res) => json(res, 429, { error: 'Slow down' });
    expect((await refusalOf(client.checkForUpdate(KEY, '1.0.0'))).code).toBe('RATE_LIMITED');
    handler = (_req, _body, res) => json(res, 503, { error: 'Down' });
    expect((await refusalOf(client.checkForUpdate(KEY, '1.0.0'))).code).toBe('SERVER_ERROR');
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>a proxy page</html>');
    };
    expect((await refusalOf(client.checkForUpdate(KEY, '1.0.0'))).code).toBe('BAD_RESPONSE');
    handler = (_req, _body, res) => json(res, 200, { hello: 'world' });
    expect((await refusalOf(client.checkForUpdate(KEY, '1.0.0'))).code).toBe('BAD_RESPONSE');
  });

  it('keeps a path prefix of the base URL, and uses the fetch it is given', async () => {
    serve({ 'x-checksum-sha256': FILE_SHA256 });
    const seen: string[] = [];
    const client = createLicenseClient({
      baseUrl: 'https://market.example/codebazaar',
      projectId: PROJECT,
      fetch: (input, init) => {
        const url = new URL(String(input));
        seen.push(url.href);
        return fetch(`${baseUrl}${url.pathname.replace('/codebazaar', '')}`, init);
      },
    });
    const answer = await client.checkForUpdate(KEY, '2.1.0');
    await client.downloadUpdate(answer);
    expect(seen).toEqual([
      'https://market.example/codebazaar/api/license-keys/upgrade',
      'https://market.example/codebazaar/api/downloads/token-1',
    ]);
  });
});

describe('downloadUpdate', () => {
  it('answers the bytes whose SHA-256 matches x-checksum-sha256, and writes them', async () => {
    serve({ 'x-checksum-sha256': FILE_SHA256.toUpperCase() });
    const client = createLicenseClient({ baseUrl, projectId: PROJECT });
    const sink = collector();
    const update = await client.downloadUpdate(UPGRADE, { to: sink.stream });
    expect(update).toEqual({
      bytes: new Uint8Array(FILE),
      sha256: FILE_SHA256,
      size: FILE.byteLength,
      fileName: 'app-2.3.0.tar.gz',
    });
    expect(sink.written().equals(Buffer.from(FILE))).toBe(true);
    expect(sink.closed()).toBe(true);
  });

  it('takes the checksum from repr-digest, or from the caller', async () => {
    const digest = createHash('sha256').update(FILE).digest('base64');
    serve({ 'repr-digest': `sha-512=:AAAA:, sha-256=:${digest}:` });
    const client = createLicenseClient({ baseUrl, projectId: PROJECT });
    expect((await client.downloadUpdate(UPGRADE.download!)).sha256).toBe(FILE_SHA256);
    serve({});
    expect((await client.downloadUpdate(UPGRADE, { sha256: FILE_SHA256 })).sha256).toBe(
      FILE_SHA256,
    );
  });

  it('refuses bytes that do not match, and writes nothing', async () => {
    serve({ 'x-checksum-sha256': FILE_SHA256 }, new TextEncoder().encode('tampered bytes'));
    const client = createLicenseClient({ baseUrl, projectId: PROJECT });
    const sink = collector();
    const error = await refusalOf(client.downloadUpdate(UPGRADE, { to: sink.stream }));
    expect(error.code).toBe('CHECKSUM_MISMATCH');
    expect(error.message).toContain(FILE_SHA256);
    expect(sink.written().length).toBe(0);
    // A checksum the caller expects is checked the same way.
    serve({ 'x-checksum-sha256': FILE_SHA256 });
    const wrong = 'f'.repeat(64);
    expect((await refusalOf(client.downloadUpdate(UPGRADE, { sha256: wrong }))).code).toBe(
      'CHECKSUM_MISMATCH',
    );
  });

  it('refuses a download without a checksum, no update, and a refused link', async () => {
    const client = createLicenseClient({ baseUrl, projectId: PROJECT });
    serve({});
    expect((await refusalOf(client.downloadUpdate(UPGRADE))).code).toBe('CHECKSUM_MISSING');
    serve({ 'x-checksum-sha256': 'not-hex' });
    expect((await refusalOf(client.downloadUpdate(UPGRADE))).code).toBe('CHECKSUM_MISSING');
    const none = { ...UPGRADE, updateAvailable: false, download: null };
    expect(await refusalOf(client.downloadUpdate(none))).toMatchObject({
      code: 'NO_UPDATE',
      status: null,
    });
    handler = (_req, _body, res) => json(res, 410, { error: 'This download link has expired' });
    expect(await refusalOf(client.downloadUpdate(UPGRADE))).toMatchObject({
      code: 'DOWNLOAD_FAILED',
      status: 410,
      message: 'This download link has expired',
    });
  });
});

describe('the types the client declares', () => {
  it('are the server’s contracts (packages/shared), written out', () => {
    expectTypeOf<LicenseKeyCode>().toEqualTypeOf<SharedLicenseKeyCode>();
    expectTypeOf<KeyLicense>().toEqualTypeOf<SharedKeyLicense>();
    expectTypeOf<ValidateResult>().toEqualTypeOf<ValidateKeyResponse>();
    expectTypeOf<UpgradeResult>().toEqualTypeOf<UpgradeKeyResponse>();
    expectTypeOf<ActivateResult>().toEqualTypeOf<ActivateKeyResponse>();
    expectTypeOf<DeactivateResult>().toEqualTypeOf<DeactivateKeyResponse>();
    // The client also takes keys saved in looser shapes (a PEM alone, a JWK alone).
    expectTypeOf<LicensePublicKeyResponse>().toExtend<PublicKeysResponse>();
  });
});
