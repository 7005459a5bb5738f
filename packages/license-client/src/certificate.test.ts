import type { webcrypto } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  readLicenseRevocations,
  verifyLicenseCertificate,
  type VerifyCertificateOptions,
} from './certificate.js';
import { utf8 } from './encoding.js';
import { keyFingerprint } from './key.js';
import type { PublicKeyEntry } from './types.js';

/**
 * The offline checks on certificates and lists signed here with a key of the test's own, so each
 * rule of docs/license-certificates.md is tried on its own (the real server's certificates are
 * checked in test/license-client.test.ts).
 */

const PROJECT = '11111111-1111-4111-8111-111111111111';
const LICENSE = '22222222-2222-4222-8222-222222222222';
const KEY = 'CB-ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567';
const NOW = Date.parse('2026-06-01T12:00:00.000Z');

let privateKey: webcrypto.CryptoKey;
let entry: PublicKeyEntry;
let stranger: PublicKeyEntry;

async function keyPair(id: string) {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----\n`;
  const publicEntry: PublicKeyEntry = {
    id,
    pem,
    jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x!, kid: id },
    current: true,
    createdAt: new Date(NOW).toISOString(),
  };
  return { privateKey: pair.privateKey, entry: publicEntry };
}

beforeAll(async () => {
  ({ privateKey, entry } = await keyPair('signing-key-1'));
  ({ entry: stranger } = await keyPair('signing-key-2'));
});

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A block signed as the server signs one: the lines joined with "\n", Ed25519, base64url. */
async function signed(kind: 'LICENSE' | 'REVOCATIONS', lines: string[], key = privateKey) {
  const signature = await crypto.subtle.sign('Ed25519', key, utf8(lines.join('\n')));
  return [
    `-----BEGIN CODEBAZAAR ${kind}-----`,
    ...lines,
    `signature: ${base64url(signature)}`,
    `-----END CODEBAZAAR ${kind}-----`,
    '',
  ].join('\n');
}

async function certificateLines(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    format: 'codebazaar-license-v2',
    project: PROJECT,
    license: LICENSE,
    kind: 'paid',
    'key-fingerprint': (await keyFingerprint(KEY))!,
    buyer: 'ada',
    issued: '2026-01-31T09:00:00.000Z',
    signed: '2026-05-30T10:00:00.000Z',
    expires: '2026-06-29T10:00:00.000Z',
    'signing-key': 'signing-key-1',
    'updates-until': 'lifetime',
    ...overrides,
  };
  return Object.entries(fields)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}: ${v}`);
}

const revocationLines = (revoked: string[], nextUpdate = '2026-06-02T12:00:00.000Z') => [
  'format: codebazaar-revocations-v1',
  'seller: 33333333-3333-4333-8333-333333333333',
  'signed: 2026-06-01T11:00:00.000Z',
  `next-update: ${nextUpdate}`,
  'signing-key: signing-key-1',
  ...revoked.map((id) => `revoked: ${id} 2026-05-31T08:00:00.000Z`),
];

const verify = (certificate: string, options: Partial<VerifyCertificateOptions> = {}) =>
  verifyLicenseCertificate(certificate, {
    projectId: PROJECT,
    publicKey: [entry],
    now: NOW,
    ...options,
  });

describe('verifyLicenseCertificate', () => {
  it('accepts a genuine certificate and reads what it says', async () => {
    const certificate = await signed('LICENSE', await certificateLines());
    expect(await verify(certificate, { key: KEY })).toEqual({
      valid: true,
      code: 'VALID',
      license: {
        id: LICENSE,
        projectId: PROJECT,
        kind: 'paid',
        keyFingerprint: await keyFingerprint(KEY),
        buyer: 'ada',
        issuedAt: '2026-01-31T09:00:00.000Z',
        signedAt: '2026-05-30T10:00:00.000Z',
        expiresAt: '2026-06-29T10:00:00.000Z',
        signingKeyId: 'signing-key-1',
        updatesUntil: null,
      },
    });
    // Windows line endings, text around the block, the key typed loosely: all the same.
    const pasted = `Your license:\r\n${certificate.replace(/\n/g, '\r\n')}\r\nThanks!`;
    expect((await verify(pasted, { key: KEY.toLowerCase().replace(/-/g, ' ') })).code).toBe(
      'VALID',
    );
  });

  it('reads the updates-until line, and accepts certificates signed before it existed', async () => {
    const termed = await signed(
      'LICENSE',
      await certificateLines({ 'updates-until': '2027-01-31T09:00:00.000Z' }),
    );
    expect((await verify(termed)).license?.updatesUntil).toBe('2027-01-31T09:00:00.000Z');
    // The first v2 certificates had ten signed lines, ending with signing-key.
    const older = await signed('LICENSE', await certificateLines({ 'updates-until': null }));
    const check = await verify(older);
    expect(check.code).toBe('VALID');
    expect(check.license?.updatesUntil).toBeUndefined();
    const garbled = await signed('LICENSE', await certificateLines({ 'updates-until': 'soon' }));
    expect((await verify(garbled)).code).toBe('MALFORMED');
  });

  it('takes the keys as the server publishes them, one entry, a JWK or a PEM', async () => {
    const certificate = await signed('LICENSE', await certificateLines());
    const published = { current: entry, keys: [entry, stranger] };
    for (const publicKey of [
      published,
      entry,
      [stranger, entry],
      { id: entry.id, jwk: entry.jwk },
      { id: entry.id, pem: entry.pem },
      entry.pem!,
    ]) {
      expect((await verify(certificate, { publicKey })).code).toBe('VALID');
    }
  });

  it('refuses a changed line, a foreign key, an unknown signing key and a bad key entry', async () => {
    const certificate = await signed('LICENSE', await certificateLines());
    const free = certificate.replace('kind: paid', 'kind: free');
    expect(await verify(free)).toMatchObject({
      valid: false,
      code: 'BAD_SIGNATURE',
      license: null,
    });
    const later = certificate.replace('expires: 2026-06-29', 'expires: 2099-06-29');
    expect((await verify(later)).code).toBe('BAD_SIGNATURE');
    const added = certificate.replace('buyer: ada', 'buyer: ada\nkind: free');
    expect((await verify(added)).code).toBe('BAD_SIGNATURE');
    // Signed by someone else with the seller's key id on it.
    const { privateKey: forger } = await keyPair('signing-key-1');
    const forged = await signed('LICENSE', await certificateLines(), forger);
    expect((await verify(forged)).code).toBe('BAD_SIGNATURE');
    expect((await verify(certificate, { publicKey: [stranger] })).code).toBe('UNKNOWN_SIGNING_KEY');
    expect(
      (await verify(certificate, { publicKey: [{ id: entry.id, pem: 'not a key' }] })).code,
    ).toBe('UNKNOWN_SIGNING_KEY');
    // A bare PEM of another key is tried, and fails.
    expect((await verify(certificate, { publicKey: stranger.pem! })).code).toBe('BAD_SIGNATURE');
  });

  it('refuses other formats, projects, keys, expired certificates and malformed text', async () => {
    const v1 = await signed('LICENSE', await certificateLines({ format: 'codebazaar-license-v1' }));
    expect((await verify(v1)).code).toBe('UNSUPPORTED_FORMAT');
    const certificate = await signed('LICENSE', await certificateLines());
    expect((await verify(certificate, { projectId: LICENSE })).code).toBe('WRONG_PROJECT');
    const otherKey = 'CB-00000-00000-00000-00000-00000-00000';
    expect(await verify(certificate, { key: otherKey })).toMatchObject({
      code: 'KEY_MISMATCH',
      license: { id: LICENSE },
    });
    const expires = Date.parse('2026-06-29T10:00:00.000Z');
    expect((await verify(certificate, { now: expires })).code).toBe('EXPIRED');
    expect((await verify(certificate, { now: new Date(expires - 1) })).code).toBe('VALID');
    const noKind = await signed('LICENSE', await certificateLines({ kind: null }));
    expect((await verify(noKind)).code).toBe('MALFORMED');
    const twoKinds = await signed('LICENSE', [...(await certificateLines()), 'kind: free']);
    expect((await verify(twoKinds)).code).toBe('MALFORMED');
    const admin = await signed('LICENSE', await certificateLines({ kind: 'admin' }));
    expect((await verify(admin)).code).toBe('MALFORMED');
    for (const text of [
      '',
      'CB-ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567',
      certificate.replace(/^signature: .*$/m, ''),
      certificate.replace(/^signature: (.*)$/m, 'signature: $1$1'),
      certificate.replace('-----END CODEBAZAAR LICENSE-----', ''),
      certificate.replace('buyer: ada', 'buyer ada'),
    ]) {
      expect((await verify(text)).code, text).toBe('MALFORMED');
    }
  });
});

describe('revocation lists', () => {
  it('reads a genuine list, and refuses the certificates it names', async () => {
    const certificate = await signed('LICENSE', await certificateLines());
    const other = '44444444-4444-4444-8444-444444444444';
    const clean = await signed('REVOCATIONS', revocationLines([other]));
    expect((await verify(certificate, { revocations: clean })).code).toBe('VALID');
    const naming = await signed('REVOCATIONS', revocationLines([LICENSE, other]));
    expect(await verify(certificate, { revocations: naming })).toMatchObject({
      valid: false,
      code: 'REVOKED',
      license: { id: LICENSE },
    });
    const read = await readLicenseRevocations(naming, { publicKey: entry, now: NOW });
    expect(read).toEqual({
      sellerId: '33333333-3333-4333-8333-333333333333',
      signedAt: '2026-06-01T11:00:00.000Z',
      nextUpdate: '2026-06-02T12:00:00.000Z',
      signingKeyId: 'signing-key-1',
      revoked: new Map([
        [LICENSE, '2026-05-31T08:00:00.000Z'],
        [other, '2026-05-31T08:00:00.000Z'],
      ]),
    });
    const empty = await signed('REVOCATIONS', revocationLines([]));
    expect((await readLicenseRevocations(empty, { publicKey: entry, now: NOW })).revoked.size).toBe(
      0,
    );
  });

  it('refuses a list that is out of date, forged, edited or not a list', async () => {
    const certificate = await signed('LICENSE', await certificateLines());
    const stale = await signed('REVOCATIONS', revocationLines([], '2026-06-01T12:00:00.000Z'));
    expect((await verify(certificate, { revocations: stale })).code).toBe('REVOCATIONS_OUTDATED');
    await expect(
      readLicenseRevocations(stale, { publicKey: entry, now: NOW }),
    ).rejects.toMatchObject({ code: 'REVOCATIONS_OUTDATED' });

    const naming = await signed('REVOCATIONS', revocationLines([LICENSE]));
    const edited = naming.replace(/^revoked: .*\n/m, '');
    const { privateKey: forger } = await keyPair('signing-key-1');
    const forged = await signed('REVOCATIONS', revocationLines([]), forger);
    const wrongFormat = await signed('REVOCATIONS', [
      'format: codebazaar-revocations-v9',
      ...revocationLines([]).slice(1),
    ]);
    for (const list of [edited, forged, wrongFormat, certificate, 'nothing']) {
      const check = await verify(certificate, { revocations: list });
      expect(check.code, list).toBe('REVOCATIONS_INVALID');
      await expect(
        readLicenseRevocations(list, { publicKey: entry, now: NOW }),
      ).rejects.toMatchObject({ code: 'REVOCATIONS_INVALID' });
    }
  });
});
