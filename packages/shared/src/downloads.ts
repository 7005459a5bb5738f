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

/** GET /licenses/{id}/download?ref=&format= */
export const downloadQuerySchema = z.object({
  ref: gitRefSchema.optional(),
  format: archiveFormatSchema.default('zip'),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** With `Accept: application/json`: the link instead of the redirect. */
export const downloadLinkResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** Downloads left today for this license, this one counted. */
  remainingToday: z.number().int(),
});
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;

export const releaseSchema = z.object({
  tag: z.string(),
  name: z.string().nullable(),
  publishedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

/**
 * Whether the repository's archives (the default branch and each release, as zip or tar.gz) can
 * be downloaded on this server: `github_not_configured` when the server has no GitHub app,
 * `no_repository` when the license has no repository to download.
 */
export const archivesAvailabilitySchema = z.enum([
  'available',
  'github_not_configured',
  'no_repository',
]);
export type ArchivesAvailability = z.infer<typeof archivesAvailabilitySchema>;

/**
 * GET /projects/{id}/releases: answers for holders and the author also without GitHub (no
 * releases then, and `archives` says why).
 */
export const releasesResponseSchema = z.object({
  /** The license to download with (the viewer's own), null for the author without one. */
  licenseId: z.string().nullable(),
  releases: z.array(releaseSchema),
  archives: archivesAvailabilitySchema,
});
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;
