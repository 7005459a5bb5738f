import { z } from 'zod';

/** What license-key routes answer in `{ error }` (docs/license-keys.md). */
export const LICENSE_KEY_MESSAGES = {
  projectNotFound: 'Project not found',
  licenseNotFound: 'License not found',
  notAuthor: 'Only the author can manage license keys',
  keysDisabled: 'License keys are off for this project',
  limitReached: 'The activation limit of this key is reached',
  invalidKey: 'The license key is not valid',
  tooManyChecks: 'Too many checks of this key: try again in a minute',
  activationNotFound: 'No activation of this key on this project has this instance id',
  freeClaimsOff: 'This project gives license keys to paid licenses only',
  signingKeyNotFound: 'Signing key not found',
} as const;

/**
 * The machine-readable outcome of every answer of validate, activate and deactivate
 * (docs/license-keys.md#codes): the key's state on success, the refusal's reason on an error.
 */
export const LICENSE_KEY_CODES = [
  'VALID',
  'NOT_FOUND',
  'REVOKED',
  'EXPIRED',
  'DISABLED',
  'INSTANCE_NOT_FOUND',
  'TOO_MANY_INSTANCES',
  'RATE_LIMITED',
  'INVALID_REQUEST',
] as const;
export const licenseKeyCodeSchema = z.enum(LICENSE_KEY_CODES);
export type LicenseKeyCode = z.infer<typeof licenseKeyCodeSchema>;

/** An error answer of validate, activate or deactivate. */
export const licenseKeyErrorSchema = z.object({ error: z.string(), code: licenseKeyCodeSchema });
export type LicenseKeyError = z.infer<typeof licenseKeyErrorSchema>;

/** Days a certificate lasts after it is signed, unless the project says otherwise. */
export const DEFAULT_CERTIFICATE_DAYS = 30;
export const MAX_CERTIFICATE_DAYS = 365;

const limitNumber = (what: string, max: number) =>
  z
    .number({ message: `${what} must be a whole number or blank` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(max, `${what} must be at most ${max}`)
    .nullable();

/**
 * A project's key terms: null limits mean unlimited / forever; `freeClaims` false gives free
 * claims no key; `certificateDays` is how long a certificate lasts after it is signed.
 */
export const licenseKeySettingsSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  activationLimit: limitNumber('The activation limit', 10_000),
  validityDays: limitNumber('The validity', 36_500),
  freeClaims: z.boolean({ message: 'freeClaims must be true or false' }),
  certificateDays: z
    .number({ message: 'The certificate validity must be a whole number of days' })
    .int('The certificate validity must be a whole number of days')
    .min(1, 'The certificate validity must be at least 1 day')
    .max(
      MAX_CERTIFICATE_DAYS,
      `The certificate validity must be at most ${MAX_CERTIFICATE_DAYS} days`,
    ),
});
export type LicenseKeySettings = z.infer<typeof licenseKeySettingsSchema>;

/** PUT /projects/{id}/license-keys: a term left out keeps its saved value (or its default). */
export const licenseKeySettingsInputSchema = licenseKeySettingsSchema.partial({
  freeClaims: true,
  certificateDays: true,
});
export type LicenseKeySettingsInput = z.infer<typeof licenseKeySettingsInputSchema>;

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

/** A free claim's license or a paid one: what a program may unlock. */
export const licenseKindSchema = z.enum(['free', 'paid']);
export type LicenseKind = z.infer<typeof licenseKindSchema>;

/** The license a key belongs to, as validate and activate answer it. */
export const keyLicenseSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  kind: licenseKindSchema,
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Until when the license is entitled to new releases; null: for life. */
  updatesUntil: z.string().nullable().optional(),
});
export type KeyLicense = z.infer<typeof keyLicenseSchema>;

/**
 * An unknown key (or another project's, or a free claim's when the project gives them none)
 * answers valid: false, status 'revoked', code NOT_FOUND, license null.
 */
export const validateKeyResponseSchema = z.object({
  valid: z.boolean(),
  status: licenseKeyStatusSchema,
  code: licenseKeyCodeSchema,
  license: keyLicenseSchema.nullable(),
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
  /**
   * Identifies the machine: activating again with the same fingerprint is the same instance
   * (no second slot).
   */
  fingerprint: z
    .string()
    .trim()
    .min(1, 'fingerprint must not be blank')
    .max(200, 'fingerprint is too long')
    .optional(),
});
export type ActivateKeyBody = z.infer<typeof activateKeyBodySchema>;

export const activateKeyResponseSchema = z.object({
  instanceId: z.string(),
  code: licenseKeyCodeSchema,
  license: keyLicenseSchema,
});
export type ActivateKeyResponse = z.infer<typeof activateKeyResponseSchema>;

export const deactivateKeyBodySchema = z.object({
  key: keyField,
  projectId: z.uuid({ message: 'Invalid project id' }),
  instanceId: z.uuid({ message: 'Invalid instance id' }),
});
export type DeactivateKeyBody = z.infer<typeof deactivateKeyBodySchema>;

/** The place is freed; `code` is the key's state (VALID, or why it no longer validates). */
export const deactivateKeyResponseSchema = z.object({
  deactivated: z.literal(true),
  code: licenseKeyCodeSchema,
});
export type DeactivateKeyResponse = z.infer<typeof deactivateKeyResponseSchema>;

/** A key in the seller's list: masked. */
export const sellerLicenseKeySchema = z.object({
  licenseId: z.string(),
  maskedKey: z.string(),
  buyer: z.string(),
  kind: licenseKindSchema,
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
