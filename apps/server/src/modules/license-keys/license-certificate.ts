import crypto from 'node:crypto';

/**
 * The offline license certificate (docs/license-certificates.md): a text block whose lines
 * between BEGIN and the signature line are the signed payload, joined with "\n".
 */
export const CERTIFICATE_BEGIN = '-----BEGIN CODEBAZAAR LICENSE-----';
export const CERTIFICATE_END = '-----END CODEBAZAAR LICENSE-----';
export const CERTIFICATE_FORMAT = 'codebazaar-license-v1';

export interface CertificateFields {
  projectId: string;
  licenseId: string;
  keyFingerprint: string;
  buyer: string;
  issuedAt: Date;
  expiresAt: Date | null;
  signingKeyId: string;
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
    `key-fingerprint: ${f.keyFingerprint}`,
    `buyer: ${oneLine(f.buyer)}`,
    `issued: ${f.issuedAt.toISOString()}`,
    `expires: ${f.expiresAt ? f.expiresAt.toISOString() : 'never'}`,
    `signing-key: ${f.signingKeyId}`,
  ].join('\n');
}

export function signCertificate(f: CertificateFields, privateKeyPem: string): string {
  const payload = certificatePayload(f);
  const signature = crypto
    .sign(null, Buffer.from(payload, 'utf8'), crypto.createPrivateKey(privateKeyPem))
    .toString('base64url');
  return `${CERTIFICATE_BEGIN}\n${payload}\nsignature: ${signature}\n${CERTIFICATE_END}\n`;
}

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
