import { z } from 'zod';

/** What the code-download routes answer in `{ error }` (docs/license-keys.md#downloads). */
export const DOWNLOAD_MESSAGES = {
  licenseNotFound: 'License not found',
  notActive: 'This license is not active, so its code cannot be downloaded',
  noRepository: 'This project has no repository to download',
  githubNotConfigured: 'Code downloads are not available: GitHub is not configured on this server',
  sellerNotConnected:
    "Code downloads are not available right now: the seller's GitHub account is not connected",
  tooMany: 'This license has reached its limit of downloads for today',
  linkInvalid: 'This download link is not valid',
  linkExpired: 'This download link has expired: start the download again',
  linkUsed: 'This download link was already used: start the download again',
  notFoundOnGitHub: 'This version of the code was not found on GitHub',
  githubRateLimited: 'GitHub is busy: try again in a few minutes',
  githubUnavailable: 'GitHub is not answering: try again in a few minutes',
  projectNotFound: 'Project not found',
  releasesForbidden: 'Only license holders and the author can see the releases',
} as const;

export * from './rules/downloads';

export const archiveFormatSchema = z.enum(['zip', 'tar.gz'], {
  message: 'format must be zip or tar.gz',
});
export type ArchiveFormat = z.infer<typeof archiveFormatSchema>;

/** A git ref: a branch or tag name. Blank means the default branch. */
export const gitRefSchema = z
  .string()
  .trim()
  .max(200, 'ref is too long')
  .refine(
    (v) =>
      v === '' ||
      (/^[A-Za-z0-9._/+-]+$/.test(v) &&
        !v.includes('..') &&
        !v.startsWith('/') &&
        !v.endsWith('/') &&
        !v.includes('//')),
    'ref must be a branch or tag name',
  );

/**
 * GET /licenses/{id}/download?release=&ref=&format=: `release` names a version of the project's
 * releases (docs/product-rules.md#releases); without `release` and `ref`, the newest release the
 * license is entitled to, else the repository's default branch from GitHub.
 */
export const downloadQuerySchema = z.object({
  release: z
    .string()
    .trim()
    .max(100, 'release is too long')
    .transform((v) => v.replace(/^v(?=\d)/i, ''))
    .optional(),
  ref: gitRefSchema.optional(),
  format: archiveFormatSchema.default('zip'),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** With `Accept: application/json`: the link instead of the redirect. */
export const downloadLinkResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** The release file the link serves (name, size in bytes, SHA-256); null for a GitHub archive. */
  file: z
    .object({ version: z.string(), name: z.string(), size: z.number().int(), sha256: z.string() })
    .nullable()
    .optional(),
  /** Downloads left today for this license, this one counted. */
  remainingToday: z.number().int(),
});
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;

/**
 * Whether the repository's archives (the default branch, as zip or tar.gz) can be downloaded on
 * this server: `github_not_configured` when the server has no GitHub app, `no_repository` when the
 * project has no repository.
 */
export const archivesAvailabilitySchema = z.enum([
  'available',
  'github_not_configured',
  'no_repository',
]);
export type ArchivesAvailability = z.infer<typeof archivesAvailabilitySchema>;
