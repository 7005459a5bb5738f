import { fromBase64, utf8 } from './encoding.js';
import { LicenseClientError } from './errors.js';
import { keyFingerprint } from './key.js';
import type { LicenseKind, PublicKeyEntry, PublicKeyInput } from './types.js';

/**
 * Offline checks of license certificates and revocation lists, exactly as
 * docs/license-certificates.md specifies them: the lines between the BEGIN line and the
 * `signature:` line, joined with "\n" as UTF-8, are signed with Ed25519 (no pre-hash) by the
 * seller key the `signing-key` line names. Only the platform's WebCrypto is used.
 */
const CERTIFICATE = {
  begin: '-----BEGIN CODEBAZAAR LICENSE-----',
  end: '-----END CODEBAZAAR LICENSE-----',
};
const REVOCATIONS = {
  begin: '-----BEGIN CODEBAZAAR REVOCATIONS-----',
  end: '-----END CODEBAZAAR REVOCATIONS-----',
};
export const CERTIFICATE_FORMAT = 'codebazaar-license-v2';
export const REVOCATIONS_FORMAT = 'codebazaar-revocations-v1';
/** What the `updates-until` line says of a license with updates for life. */
const UPDATES_FOR_LIFE = 'lifetime';

/** Why a certificate does not verify; `VALID` when it does. */
export type CertificateCode =
  | 'VALID'
  /** Not a certificate: no BEGIN/END block, no signature line, a line without a name. */
  | 'MALFORMED'
  /** A format this client does not know (an old v1 certificate, or a newer one). */
  | 'UNSUPPORTED_FORMAT'
  /** No key given (or published) has the id of its `signing-key` line. */
  | 'UNKNOWN_SIGNING_KEY'
  /** The signature fails: the text was changed, or someone else signed it. */
  | 'BAD_SIGNATURE'
  /** A genuine certificate of another project. */
  | 'WRONG_PROJECT'
  /** A genuine certificate of another key than the one given. */
  | 'KEY_MISMATCH'
  /** Past its `expires` time: the buyer downloads a fresh one. */
  | 'EXPIRED'
  /** The revocation list names its license (refund, dispute, key revoked or switched off). */
  | 'REVOKED'
  /** The revocation list given is forged or not a list. */
  | 'REVOCATIONS_INVALID'
  /** The revocation list given is past its `next-update`: fetch a fresh one. */
  | 'REVOCATIONS_OUTDATED';

/** What a genuine certificate says. Times are ISO 8601 strings, as the certificate has them. */
export interface CertificateLicense {
  id: string;
  projectId: string;
  kind: LicenseKind;
  /** The SHA-256 (hex) of the normalised key (see `keyFingerprint`). */
  keyFingerprint: string;
  buyer: string;
  issuedAt: string;
  signedAt: string;
  expiresAt: string;
  signingKeyId: string;
  /**
   * Until when the license gets new releases: null for life, undefined for a certificate signed
   * before the `updates-until` line existed.
   */
  updatesUntil: string | null | undefined;
}

export type CertificateCheck =
  | { valid: true; code: 'VALID'; license: CertificateLicense }
  | {
      valid: false;
      code: Exclude<CertificateCode, 'VALID'>;
      /** For people. */
      reason: string;
      /** What the certificate says when its signature holds (EXPIRED, REVOKED…), else null. */
      license: CertificateLicense | null;
    };

/** A seller's verified revocation list. */
export interface RevocationList {
  sellerId: string;
  signedAt: string;
  nextUpdate: string;
  signingKeyId: string;
  /** License id → since when its key no longer validates. */
  revoked: Map<string, string>;
}

export interface VerifyCertificateOptions {
  /** The project the program belongs to: another project's certificate is refused. */
  projectId: string;
  /** The seller's verifying keys (see PublicKeyInput). */
  publicKey: PublicKeyInput;
  /** The seller's revocation list as fetched (text); a certificate it names is refused. */
  revocations?: string;
  /** The license key the program was given: a certificate of another key is refused. */
  key?: string;
  /** The time to check against (default: now). */
  now?: Date | number;
}

export interface SignedBlock {
  payload: string;
  signature: Uint8Array<ArrayBuffer>;
  /** Each signed line by name; a name may repeat (revocation lists' `revoked`). */
  fields: Map<string, string[]>;
}

/** The signed block between `begin` and `end`, or null when there is none or it is malformed. */
function readBlock(text: string, marks: { begin: string; end: string }): SignedBlock | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.indexOf(marks.begin);
  const last = lines.indexOf(marks.end, first + 1);
  if (first < 0 || last < 0) return null;
  const inner = lines.slice(first + 1, last);
  const signatureLine = inner.pop();
  if (!signatureLine?.startsWith('signature: ') || inner.length === 0) return null;
  const signature = fromBase64(signatureLine.slice('signature: '.length));
  if (!signature || signature.length !== 64) return null;
  const fields = new Map<string, string[]>();
  for (const line of inner) {
    const match = /^([a-z][a-z0-9-]*): (.*)$/.exec(line);
    if (!match) return null;
    const [, name, value] = match as unknown as [string, string, string];
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return { payload: inner.join('\n'), signature, fields };
}

/** The one value of a field, or undefined when it is missing or repeated. */
const one = (block: SignedBlock, name: string): string | undefined => {
  const values = block.fields.get(name);
  return values?.length === 1 ? values[0] : undefined;
};

const isTime = (value: string | undefined): value is string =>
  value !== undefined && !Number.isNaN(Date.parse(value));

const millis = (now: Date | number | undefined): number =>
  now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();

interface KeyCandidate {
  /** Null for a bare PEM: tried against any `signing-key`. */
  id: string | null;
  entry: Pick<PublicKeyEntry, 'pem' | 'jwk'>;
}

function candidatesOf(input: PublicKeyInput): KeyCandidate[] {
  if (typeof input === 'string') return [{ id: null, entry: { pem: input } }];
  const entries = Array.isArray(input)
    ? input
    : 'keys' in input
      ? [...input.keys, input.current]
      : [input];
  // The answer lists its current key among `keys` too: each id once.
  const unique = entries.filter((e, i) => entries.findIndex((o) => o.id === e.id) === i);
  return unique.map((entry) => ({ id: entry.id, entry }));
}

/** The DER bytes of a PEM block. */
function derOf(pem: string): Uint8Array<ArrayBuffer> | null {
  const body = pem
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  return body ? fromBase64(body) : null;
}

/** A public key imported into WebCrypto. */
type VerifyKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

async function importKey(entry: KeyCandidate['entry']): Promise<VerifyKey | null> {
  const algorithm = { name: 'Ed25519' };
  try {
    if (entry.jwk) {
      const jwk = { kty: 'OKP', crv: 'Ed25519', x: entry.jwk.x };
      return await globalThis.crypto.subtle.importKey('jwk', jwk, algorithm, false, ['verify']);
    }
    const der = entry.pem ? derOf(entry.pem) : null;
    if (!der) return null;
    return await globalThis.crypto.subtle.importKey('spki', der, algorithm, false, ['verify']);
  } catch {
    return null;
  }
}

/**
 * The seller's keys, imported once each. `verify` answers whether one of the keys the block's
 * `signing-key` names (or an id-less one) signed it.
 */
export interface KeyRing {
  verify(block: SignedBlock): Promise<'ok' | 'UNKNOWN_SIGNING_KEY' | 'BAD_SIGNATURE'>;
}

export function createKeyRing(input: PublicKeyInput): KeyRing {
  const candidates = candidatesOf(input);
  const imported = new Map<KeyCandidate, Promise<VerifyKey | null>>();
  const keyOf = (c: KeyCandidate) => {
    let key = imported.get(c);
    if (!key) {
      key = importKey(c.entry);
      imported.set(c, key);
    }
    return key;
  };
  return {
    async verify(block) {
      const id = one(block, 'signing-key');
      const named = candidates.filter((c) => c.id === null || c.id === id);
      let usable = 0;
      for (const candidate of named) {
        const key = await keyOf(candidate);
        if (!key) continue;
        usable += 1;
        const data = utf8(block.payload);
        if (await globalThis.crypto.subtle.verify('Ed25519', key, block.signature, data)) {
          return 'ok';
        }
      }
      return usable === 0 ? 'UNKNOWN_SIGNING_KEY' : 'BAD_SIGNATURE';
    },
  };
}

/**
 * Reads and verifies a seller's revocation list: its signature, its format and its
 * `next-update` (a list past it is refused, docs/license-certificates.md#revocation-list).
 * Throws a LicenseClientError with code REVOCATIONS_INVALID or REVOCATIONS_OUTDATED.
 */
export async function readRevocationList(
  list: string,
  keys: KeyRing,
  now?: Date | number,
): Promise<RevocationList> {
  const invalid = (why: string) =>
    new LicenseClientError('REVOCATIONS_INVALID', `The revocation list ${why}`);
  const block = readBlock(list, REVOCATIONS);
  if (!block) throw invalid('is not a signed revocation list');
  const verdict = await keys.verify(block);
  if (verdict !== 'ok') throw invalid('is not signed by one of the seller’s keys');
  if (one(block, 'format') !== REVOCATIONS_FORMAT) throw invalid('has an unknown format');
  const sellerId = one(block, 'seller');
  const signedAt = one(block, 'signed');
  const nextUpdate = one(block, 'next-update');
  if (!sellerId || !isTime(signedAt) || !isTime(nextUpdate)) throw invalid('is incomplete');
  if (Date.parse(nextUpdate) <= millis(now)) {
    throw new LicenseClientError(
      'REVOCATIONS_OUTDATED',
      `The revocation list was due for an update at ${nextUpdate}: fetch a fresh one`,
    );
  }
  const revoked = new Map<string, string>();
  for (const entry of block.fields.get('revoked') ?? []) {
    const [licenseId, since] = entry.split(' ');
    if (!licenseId || !isTime(since)) throw invalid('has a malformed revoked line');
    revoked.set(licenseId, since);
  }
  return { sellerId, signedAt, nextUpdate, signingKeyId: one(block, 'signing-key')!, revoked };
}

/** What a certificate with a valid signature says; null when a required line is missing. */
function licenseOf(block: SignedBlock): CertificateLicense | null {
  const kind = one(block, 'kind');
  const fields = {
    id: one(block, 'license'),
    projectId: one(block, 'project'),
    keyFingerprint: one(block, 'key-fingerprint'),
    buyer: one(block, 'buyer'),
    signingKeyId: one(block, 'signing-key'),
  };
  const [issuedAt, signedAt, expiresAt] = ['issued', 'signed', 'expires'].map((n) => one(block, n));
  if (Object.values(fields).some((v) => !v) || (kind !== 'free' && kind !== 'paid')) return null;
  if (!isTime(issuedAt) || !isTime(signedAt) || !isTime(expiresAt)) return null;
  const updates = block.fields.get('updates-until');
  let updatesUntil: string | null | undefined;
  if (updates !== undefined) {
    const value = one(block, 'updates-until');
    if (value === UPDATES_FOR_LIFE) updatesUntil = null;
    else if (isTime(value)) updatesUntil = value;
    else return null;
  }
  return {
    ...(fields as { [K in keyof typeof fields]: string }),
    kind,
    issuedAt,
    signedAt,
    expiresAt,
    updatesUntil,
  };
}

const refused = (
  code: Exclude<CertificateCode, 'VALID'>,
  reason: string,
  license: CertificateLicense | null = null,
): CertificateCheck => ({ valid: false, code, reason, license });

/**
 * Verifies a license certificate offline: its signature by one of the seller's keys, its format,
 * its project, its key (when given), its expiry and, when a revocation list is given, that the
 * list (itself verified and current) does not name it. Never throws for a bad certificate: the
 * answer's `code` says why it is refused.
 */
export function verifyLicenseCertificate(
  certificate: string,
  options: VerifyCertificateOptions,
): Promise<CertificateCheck> {
  return checkCertificate(certificate, createKeyRing(options.publicKey), options);
}

/** Reads and verifies a revocation list on its own (see readRevocationList). */
export function readLicenseRevocations(
  list: string,
  options: { publicKey: PublicKeyInput; now?: Date | number },
): Promise<RevocationList> {
  return readRevocationList(list, createKeyRing(options.publicKey), options.now);
}

/** verifyLicenseCertificate with keys already imported. */
export async function checkCertificate(
  certificate: string,
  keys: KeyRing,
  options: Omit<VerifyCertificateOptions, 'publicKey'>,
): Promise<CertificateCheck> {
  const block = readBlock(certificate, CERTIFICATE);
  if (!block) return refused('MALFORMED', 'This is not a Codebazaar license certificate');
  const verdict = await keys.verify(block);
  if (verdict === 'UNKNOWN_SIGNING_KEY') {
    return refused(verdict, 'The certificate is signed with a key this program does not know');
  }
  if (verdict === 'BAD_SIGNATURE') {
    return refused(verdict, 'The certificate’s signature does not match its text');
  }
  if (one(block, 'format') !== CERTIFICATE_FORMAT) {
    return refused('UNSUPPORTED_FORMAT', `Only ${CERTIFICATE_FORMAT} certificates are read`);
  }
  const license = licenseOf(block);
  if (!license) return refused('MALFORMED', 'The certificate lacks a line it must have');
  if (license.projectId !== options.projectId) {
    return refused('WRONG_PROJECT', 'The certificate is for another project', license);
  }
  if (options.key !== undefined && (await keyFingerprint(options.key)) !== license.keyFingerprint) {
    return refused('KEY_MISMATCH', 'The certificate is for another license key', license);
  }
  if (Date.parse(license.expiresAt) <= millis(options.now)) {
    return refused('EXPIRED', `The certificate expired at ${license.expiresAt}`, license);
  }
  if (options.revocations !== undefined) {
    let list: RevocationList;
    try {
      list = await readRevocationList(options.revocations, keys, options.now);
    } catch (error) {
      const e = error as LicenseClientError;
      const outdated = e.code === 'REVOCATIONS_OUTDATED';
      return refused(outdated ? 'REVOCATIONS_OUTDATED' : 'REVOCATIONS_INVALID', e.message, license);
    }
    if (list.revoked.has(license.id)) {
      return refused('REVOKED', 'The seller’s revocation list names this license', license);
    }
  }
  return { valid: true, code: 'VALID', license };
}
