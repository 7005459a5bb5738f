import crypto from 'node:crypto';

/**
 * The offline license certificate and the seller's revocation list
 * (docs/license-certificates.md): text blocks whose lines between BEGIN and the signature line
 * are the signed payload, joined with "\n".
 */
export const CERTIFICATE_BEGIN = '-----BEGIN CODEBAZAAR LICENSE-----';
export const CERTIFICATE_END = '-----END CODEBAZAAR LICENSE-----';
/** v2 signs the kind and the signing time, and always has an expiry: v1 verifiers refuse it. */
export const CERTIFICATE_FORMAT = 'codebazaar-license-v2';
/**
 * The `updates-until` value of a license with updates for life. The line came after v2's first
 * certificates, as the last signed line: v2 verifiers check the signature over every line and
 * read fields by name, so they accept certificates with and without it
 * (docs/license-certificates.md#the-updates-until-line).
 */
export const UPDATES_FOR_LIFE = 'lifetime';
export const REVOCATIONS_BEGIN = '-----BEGIN CODEBAZAAR REVOCATIONS-----';
export const REVOCATIONS_END = '-----END CODEBAZAAR REVOCATIONS-----';
export const REVOCATIONS_FORMAT = 'codebazaar-revocations-v1';

export interface CertificateFields {
  projectId: string;
  licenseId: string;
  kind: 'free' | 'paid';
  keyFingerprint: string;
  buyer: string;
  /** The purchase (or claim) date. */
  issuedAt: Date;
  signedAt: Date;
  /** The certificate's own end: never later than the key's. */
  expiresAt: Date;
  signingKeyId: string;
  /** Until when the license is entitled to new releases; null: for life. */
  updatesUntil: Date | null;
}

export interface RevocationListFields {
  sellerId: string;
  signedAt: Date;
  nextUpdate: Date;
  signingKeyId: string;
  revoked: { licenseId: string; revokedAt: Date }[];
}

/** A value on one line: control characters (line breaks included) become spaces. */
// eslint-disable-next-line no-control-regex
const oneLine = (v: string) => v.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/** The signed lines, in their fixed order. */
export function certificatePayload(f: CertificateFields): string {
  return [
    `format: ${CERTIFICATE_FORMAT}`,
    `project: ${f.projectId}`,
    `license: ${f.licenseId}`,
    `kind: ${f.kind}`,
    `key-fingerprint: ${f.keyFingerprint}`,
    `buyer: ${oneLine(f.buyer)}`,
    `issued: ${f.issuedAt.toISOString()}`,
    `signed: ${f.signedAt.toISOString()}`,
    `expires: ${f.expiresAt.toISOString()}`,
    `signing-key: ${f.signingKeyId}`,
    `updates-until: ${f.updatesUntil?.toISOString() ?? UPDATES_FOR_LIFE}`,
  ].join('\n');
}

/** The signed lines of a revocation list: one `revoked:` line a license, in the given order. */
export function revocationListPayload(f: RevocationListFields): string {
  return [
    `format: ${REVOCATIONS_FORMAT}`,
    `seller: ${f.sellerId}`,
    `signed: ${f.signedAt.toISOString()}`,
    `next-update: ${f.nextUpdate.toISOString()}`,
    `signing-key: ${f.signingKeyId}`,
    ...f.revoked.map((r) => `revoked: ${r.licenseId} ${r.revokedAt.toISOString()}`),
  ].join('\n');
}

/** The payload between its BEGIN and END lines, with its Ed25519 signature line. */
function signed(begin: string, payload: string, end: string, privateKeyPem: string): string {
  const signature = crypto
    .sign(null, Buffer.from(payload, 'utf8'), crypto.createPrivateKey(privateKeyPem))
    .toString('base64url');
  return `${begin}\n${payload}\nsignature: ${signature}\n${end}\n`;
}

export const signCertificate = (f: CertificateFields, privateKeyPem: string): string =>
  signed(CERTIFICATE_BEGIN, certificatePayload(f), CERTIFICATE_END, privateKeyPem);

export const signRevocationList = (f: RevocationListFields, privateKeyPem: string): string =>
  signed(REVOCATIONS_BEGIN, revocationListPayload(f), REVOCATIONS_END, privateKeyPem);

/** A new Ed25519 key pair as PEM (SPKI public, PKCS#8 private). */
export function generateSigningKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/** The public key as a JWK (RFC 8037 OKP), with the signing key's id as kid. */
export function publicJwk(publicKeyPem: string, kid: string) {
  const jwk = crypto.createPublicKey(publicKeyPem).export({ format: 'jwk' });
  return { kty: 'OKP' as const, crv: 'Ed25519' as const, x: String(jwk.x), kid };
}
