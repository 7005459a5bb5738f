import { z } from 'zod';

import { archivesAvailabilitySchema, gitRefSchema } from './downloads';
import {
  isSemver,
  normalizeVersion,
  RELEASE_NOTES_MAX,
  UPDATES_MONTHS_MAX,
} from './rules/releases';

export * from './rules/releases';

/** What the release, updates and upgrade routes answer in `{ error }` (docs/product-rules.md#releases). */
export const RELEASE_MESSAGES = {
  projectNotFound: 'Project not found',
  releaseNotFound: 'Release not found',
  notAuthor: "Only the project's author can publish or yank its releases",
  versionInvalid: 'version must be a semantic version such as 1.2.0',
  versionTaken: 'This project already has a release with this version',
  noFile:
    'Choose a zip or tar.gz file to upload (a multipart/form-data field named "file"), or give a githubTag',
  fileTooLarge: (mb: number) => `The release file must be at most ${mb} MB`,
  notAnArchive: 'The release file must be a zip or tar.gz archive',
  badUpload: 'The upload could not be read',
  notesTooLong: `Release notes must be at most ${RELEASE_NOTES_MAX} characters`,
  backdatedInvalid: 'backdatedTo must be a date in the past',
  githubTagNoRepository: 'This project has no GitHub repository to take a tag from',
  githubTagNotFound: 'This tag was not found in the repository',
  githubNotConfigured: 'GitHub is not configured on this server',
  syncNeedsGitHub:
    "Syncing releases needs the project's GitHub repository and a connected GitHub account",
  notEntitled:
    "This release was published after this license's updates ended: renew updates to download it",
  releaseYanked: 'This release was withdrawn by its author',
  noReleases: 'This project has no release to download',
  updatesMonthsInvalid: `updatesMonths must be a whole number of months from 1 to ${UPDATES_MONTHS_MAX}, or null for lifetime updates`,
  renewalPriceInvalid: 'renewalPrice must be at least $1, or null for the project price',
  policyNeedsPaid: 'Only paid and freemium projects can sell updates for a term',
  policyNotAuthor: "Only the project's author can change its updates policy",
  renewalNotFound: 'License not found',
  renewalLifetime: 'This license has lifetime updates: there is nothing to renew',
  renewalNotActive: 'Only an active license can be renewed',
  renewalNotYours: 'Only the holder of a license can renew it',
  renewalNoAmount: 'A renewal is priced by its seller: leave out amount',
  renewalNotForSale: 'Updates of this project can no longer be renewed',
  updatesEnded: "This license's updates ended: renew updates to get repository access again",
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  instanceNotFound: 'Instance not found',
} as const;

/** A version field: trimmed, a leading v dropped, then semver. */
export const releaseVersionSchema = z
  .string({ message: 'version is required' })
  .trim()
  .min(1, 'version is required')
  .max(100, RELEASE_MESSAGES.versionInvalid)
  .transform(normalizeVersion)
  .refine(isSemver, RELEASE_MESSAGES.versionInvalid);

const notesSchema = z.string().max(RELEASE_NOTES_MAX, RELEASE_MESSAGES.notesTooLong).default('');
const backdatedToSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    message: RELEASE_MESSAGES.backdatedInvalid,
  })
  .optional();

/**
 * POST /projects/{id}/releases as JSON: a tag of the project's GitHub repository, whose archive
 * becomes the release file. As multipart the same fields (`version`, `notes`, `backdatedTo`)
 * come with a `file`.
 */
export const createReleaseJsonSchema = z.object({
  version: releaseVersionSchema,
  notes: notesSchema,
  githubTag: gitRefSchema.refine((v) => v !== '', 'githubTag is required'),
  backdatedTo: backdatedToSchema,
});
export type CreateReleaseJson = z.input<typeof createReleaseJsonSchema>;

/** The text fields of a multipart release upload. */
export const createReleaseFieldsSchema = z.object({
  version: releaseVersionSchema,
  notes: notesSchema,
  backdatedTo: backdatedToSchema,
});

export const releaseFileSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  sha256: z.string(),
  /** True only for the author and holders entitled to this release. */
  downloadable: z.boolean(),
});
export type ReleaseFile = z.infer<typeof releaseFileSchema>;

export const releaseSourceSchema = z.enum(['upload', 'github_tag', 'github_release']);

export const projectReleaseSchema = z.object({
  id: z.string(),
  version: z.string(),
  /** Markdown as written by the author. */
  notes: z.string(),
  /** The notes rendered to sanitized HTML. */
  notesHtml: z.string(),
  publishedAt: z.string(),
  /** A security fix reaching older terms counts from this date; null otherwise. */
  backdatedTo: z.string().nullable(),
  yanked: z.boolean(),
  source: releaseSourceSchema,
  githubTag: z.string().nullable(),
  files: z.array(releaseFileSchema),
  /**
   * For a license holder: whether their license is entitled to it (null for everyone else).
   */
  entitled: z.boolean().nullable(),
});
export type ProjectRelease = z.infer<typeof projectReleaseSchema>;

/**
 * GET /projects/{id}/releases, for every visitor, newest first. Yanked releases are left out,
 * except for the author (marked) and the holders who downloaded them (their history).
 */
export const projectReleasesResponseSchema = z.object({
  releases: z.array(projectReleaseSchema),
  /** The viewer's active license of the project (to download with), else null. */
  licenseId: z.string().nullable(),
  /** The viewer's license's term of updates (null: lifetime, or no license). */
  updatesUntil: z.string().nullable(),
  /** Whether the viewer is the author (may publish, sync and yank). */
  canManage: z.boolean(),
  /** Whether the repository's default branch can be downloaded as today (GitHub). */
  archives: archivesAvailabilitySchema,
});
export type ProjectReleasesResponse = z.infer<typeof projectReleasesResponseSchema>;

export const releaseResponseSchema = z.object({ release: projectReleaseSchema });
export type ReleaseResponse = z.infer<typeof releaseResponseSchema>;

export const releaseParamsSchema = z.object({
  id: z.string().min(1).max(100),
  releaseId: z.string().min(1).max(100),
});

/** POST /projects/{id}/releases/sync: GitHub releases added now. */
export const syncReleasesResponseSchema = z.object({
  added: z.array(z.string()),
  /** GitHub tags left out: not a semantic version, a version the project has, or too large. */
  skipped: z.array(z.string()).optional(),
  releases: z.array(projectReleaseSchema),
});
export type SyncReleasesResponse = z.infer<typeof syncReleasesResponseSchema>;

/** A version with when it was published and its notes (upgrade, project page, library). */
export const versionInfoSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  notes: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** PUT /projects/{id}/updates-policy (author): months of updates, and the renewal price in dollars. */
export const updatesPolicyInputSchema = z.object({
  updatesMonths: z
    .number({ message: RELEASE_MESSAGES.updatesMonthsInvalid })
    .int(RELEASE_MESSAGES.updatesMonthsInvalid)
    .min(1, RELEASE_MESSAGES.updatesMonthsInvalid)
    .max(UPDATES_MONTHS_MAX, RELEASE_MESSAGES.updatesMonthsInvalid)
    .nullable(),
  renewalPrice: z
    .number({ message: RELEASE_MESSAGES.renewalPriceInvalid })
    .min(1, RELEASE_MESSAGES.renewalPriceInvalid)
    .max(100_000, RELEASE_MESSAGES.renewalPriceInvalid)
    .multipleOf(0.01, RELEASE_MESSAGES.renewalPriceInvalid)
    .nullable()
    .default(null),
});
export type UpdatesPolicyInput = z.input<typeof updatesPolicyInputSchema>;

export const updatesPolicySchema = z.object({
  /** Null: lifetime updates. */
  updatesMonths: z.number().int().nullable(),
  /** The renewal price in dollars as set (null: the project's price). */
  renewalPrice: z.number().nullable(),
});
export type UpdatesPolicy = z.infer<typeof updatesPolicySchema>;
export const updatesPolicyResponseSchema = z.object({ policy: updatesPolicySchema });

/**
 * What the project page shows about versions and updates (in GET /projects/{id} as `updates`):
 * the policy, the latest release, and for a holder their term and latest entitled release.
 */
export const projectUpdatesSchema = updatesPolicySchema.extend({
  latest: z.object({ version: z.string(), publishedAt: z.string() }).nullable(),
});
export type ProjectUpdates = z.infer<typeof projectUpdatesSchema>;

/** POST /license-keys/upgrade */
export const upgradeKeyBodySchema = z.object({
  key: z.string({ message: 'key is required' }).trim().min(1, 'key is required').max(200),
  projectId: z.uuid({ message: 'Invalid project id' }),
  currentVersion: z
    .string({ message: 'currentVersion is required' })
    .trim()
    .min(1, 'currentVersion is required')
    .max(100, 'currentVersion must be a semantic version such as 1.2.0')
    .transform(normalizeVersion)
    .refine(isSemver, 'currentVersion must be a semantic version such as 1.2.0'),
});
export type UpgradeKeyBody = z.input<typeof upgradeKeyBodySchema>;

/**
 * `code` is the key's (VALID, or why not). `latest`: the newest release; `entitledLatest`: the
 * newest the license may download; `updateAvailable`: entitledLatest is newer than currentVersion;
 * `download`: a link to entitledLatest's file when an update is available.
 */
export const upgradeKeyResponseSchema = z.object({
  code: z.string(),
  updateAvailable: z.boolean(),
  latest: versionInfoSchema.nullable(),
  entitledLatest: versionInfoSchema.nullable(),
  updatesUntil: z.string().nullable(),
  download: z.object({ url: z.string(), expiresAt: z.string() }).nullable(),
});
export type UpgradeKeyResponse = z.infer<typeof upgradeKeyResponseSchema>;

/** GET /licenses/{id}/instances: where the holder's key is activated. */
export const keyInstanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  fingerprint: z.string().nullable(),
  activatedAt: z.string(),
});
export type KeyInstance = z.infer<typeof keyInstanceSchema>;
export const keyInstancesResponseSchema = z.object({
  instances: z.array(keyInstanceSchema),
  limit: z.number().int().nullable(),
});
export type KeyInstancesResponse = z.infer<typeof keyInstancesResponseSchema>;
export const instanceParamsSchema = z.object({
  id: z.string().min(1).max(100),
  instanceId: z.string().min(1).max(100),
});

/** A license's updates in the library: term, latest entitled release, how far behind. */
export const licenseUpdatesSchema = z.object({
  updatesUntil: z.string().nullable(),
  latestEntitled: z.object({ version: z.string(), publishedAt: z.string() }).nullable(),
  latest: z.object({ version: z.string(), publishedAt: z.string() }).nullable(),
  /** Releases published after the term ended (0 while the term runs or for life). */
  releasesBehind: z.number().int(),
  /** The renewal price in dollars (null when updates are for life). */
  renewalPrice: z.number().nullable(),
});
export type LicenseUpdates = z.infer<typeof licenseUpdatesSchema>;

// ---------------------------------------------------------------------------------------------
// Release notices (modules/release-notices, docs/product-rules.md#release-notices-and-changelog):
// the release mails a holder gets, and their one-click unsubscribe per project.
// ---------------------------------------------------------------------------------------------

/** What the release-mail routes answer besides RELEASE_MESSAGES. */
export const RELEASE_MAIL_MESSAGES = {
  notHolder: 'Only holders of an active license of this project get its release mails',
  subscribedInvalid: 'subscribed must be true or false',
  unsubscribed: 'You will no longer get release mails of this project',
} as const;

/** GET and PUT /projects/{id}/release-mails: whether the signed-in holder gets release mails. */
export const releaseMailsSchema = z.object({ subscribed: z.boolean() });
export type ReleaseMails = z.infer<typeof releaseMailsSchema>;

export const releaseMailsInputSchema = z.object({
  subscribed: z.boolean({ message: RELEASE_MAIL_MESSAGES.subscribedInvalid }),
});
export type ReleaseMailsInput = z.infer<typeof releaseMailsInputSchema>;

/**
 * `?token=` of the unsubscribe link in every release mail (its List-Unsubscribe header). The
 * token is checked by the server: a missing or forged one answers RELEASE_MESSAGES.unsubscribeInvalid.
 */
export const releaseUnsubscribeQuerySchema = z.object({ token: z.string().optional() });

/** POST /releases/unsubscribe (RFC 8058 one-click): the holder gets no more release mails. */
export const releaseUnsubscribeResponseSchema = z.object({
  subscribed: z.literal(false),
  projectId: z.string(),
  message: z.string(),
});
export type ReleaseUnsubscribeResponse = z.infer<typeof releaseUnsubscribeResponseSchema>;
