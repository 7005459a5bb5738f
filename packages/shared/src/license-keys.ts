import { z } from 'zod';

/** What license-key routes answer in `{ error }` (docs/license-keys.md). */
export const LICENSE_KEY_MESSAGES = {
  projectNotFound: 'Project not found',
  licenseNotFound: 'License not found',
  notAuthor: 'Only the author can manage license keys',
  keysDisabled: 'License keys are off for this project',
  limitReached: 'The activation limit of this key is reached',
  invalidKey: 'The license key is not valid',
  instanceNotFound: 'This instance is not activated with this key',
  tooManyChecks: 'Too many checks of this key: try again in a minute',
  signingKeyNotFound: 'Signing key not found',
} as const;

const limitNumber = (what: string, max: number) =>
  z
    .number({ message: `${what} must be a whole number or blank` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(max, `${what} must be at most ${max}`)
    .nullable();

/** PUT /projects/{id}/license-keys: null limits mean unlimited / forever. */
export const licenseKeySettingsSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  activationLimit: limitNumber('The activation limit', 10_000),
  validityDays: limitNumber('The validity', 36_500),
});
export type LicenseKeySettings = z.infer<typeof licenseKeySettingsSchema>;

export const licenseKeySettingsResponseSchema = z.object({ settings: licenseKeySettingsSchema });
export type LicenseKeySettingsResponse = z.infer<typeof licenseKeySettingsResponseSchema>;

const keyField = z
  .string({ message: 'key is required' })
  .trim()
  .min(1, 'key is required')
  .max(100, 'key is too long');

export const validateKeyBodySchema = z.object({
  key: keyField,
  projectId: z.uuid({ message: 'Invalid project id' }),
  instanceId: z.uuid({ message: 'Invalid instance id' }).optional(),
});
export type ValidateKeyBody = z.infer<typeof validateKeyBodySchema>;

export const licenseKeyStatusSchema = z.enum(['active', 'revoked', 'expired', 'disabled']);
export type LicenseKeyStatus = z.infer<typeof licenseKeyStatusSchema>;

/** An unknown key (or another project's) answers valid: false, status 'revoked', license null. */
export const validateKeyResponseSchema = z.object({
  valid: z.boolean(),
  status: licenseKeyStatusSchema,
  license: z
    .object({ projectId: z.string(), issuedAt: z.string(), expiresAt: z.string().nullable() })
    .nullable(),
  activations: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type ValidateKeyResponse = z.infer<typeof validateKeyResponseSchema>;

export const activateKeyBodySchema = z.object({
  key: keyField,
  projectId: z.uuid({ message: 'Invalid project id' }),
  instanceName: z
    .string({ message: 'instanceName is required' })
    .trim()
    .min(1, 'instanceName is required')
    .max(200, 'instanceName is too long')
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'instanceName has control characters'),
});
export type ActivateKeyBody = z.infer<typeof activateKeyBodySchema>;

export const activateKeyResponseSchema = z.object({ instanceId: z.string() });

export const deactivateKeyBodySchema = z.object({
  key: keyField,
  instanceId: z.uuid({ message: 'Invalid instance id' }),
});
export type DeactivateKeyBody = z.infer<typeof deactivateKeyBodySchema>;

export const deactivateKeyResponseSchema = z.object({ deactivated: z.literal(true) });

/** A key in the seller's list: masked. */
export const sellerLicenseKeySchema = z.object({
  licenseId: z.string(),
  maskedKey: z.string(),
  buyer: z.string(),
  status: licenseKeyStatusSchema,
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  activations: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type SellerLicenseKey = z.infer<typeof sellerLicenseKeySchema>;

export const sellerLicenseKeysResponseSchema = z.object({
  settings: licenseKeySettingsSchema,
  keys: z.array(sellerLicenseKeySchema),
});
export type SellerLicenseKeysResponse = z.infer<typeof sellerLicenseKeysResponseSchema>;

export const licenseKeyActionResponseSchema = z.object({ key: sellerLicenseKeySchema });

export const licensePublicKeySchema = z.object({
  id: z.string(),
  pem: z.string(),
  jwk: z.object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string(),
    kid: z.string(),
  }),
  current: z.boolean(),
  createdAt: z.string(),
});
export const licensePublicKeyResponseSchema = z.object({
  /** The key new certificates are signed with. */
  current: licensePublicKeySchema,
  /** Every key whose certificates still verify (the current one and unrevoked old ones). */
  keys: z.array(licensePublicKeySchema),
});
export type LicensePublicKeyResponse = z.infer<typeof licensePublicKeyResponseSchema>;
