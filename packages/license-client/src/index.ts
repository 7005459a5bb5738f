/**
 * @codebazaar/license-client: license keys, certificates and updates of a program sold on
 * Codebazaar, from inside the program (README.md is the seller's guide).
 */
export {
  createLicenseClient,
  type DownloadedUpdate,
  type DownloadOptions,
  type LicenseClient,
  type LicenseClientOptions,
} from './client.js';
export {
  CERTIFICATE_FORMAT,
  readLicenseRevocations,
  REVOCATIONS_FORMAT,
  verifyLicenseCertificate,
  type CertificateCheck,
  type CertificateCode,
  type CertificateLicense,
  type RevocationList,
  type VerifyCertificateOptions,
} from './certificate.js';
export {
  isLicenseClientError,
  LicenseClientError,
  type ClientErrorCode,
  type LicenseClientErrorCode,
} from './errors.js';
export { keyFingerprint, normaliseLicenseKey } from './key.js';
export type * from './types.js';
