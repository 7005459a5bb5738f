import { z } from 'zod';

import { authResponseSchema } from './auth';

/**
 * Contract of the GitHub integration: status, sign-in, repositories, verification and the
 * seller's repository access manager (docs/product-rules.md#repository-access).
 *
 * Two OAuth entry points share one GitHub OAuth app (register `${PUBLIC_URL}/` as its
 * callback URL so both redirect URIs below are accepted):
 * - Full-page sign-in: GET /api/auth/github → 302 to GitHub; GitHub returns to
 *   GET /api/auth/github/callback, which sets the session cookie and redirects to
 *   /auth/success?user={json} (or /login?error=oauth on any failure).
 * - Popup (sign-in from /login and /register, or connect for a signed-in user):
 *   GET /api/github/oauth/login → {authUrl} whose redirect_uri is /auth/github/callback
 *   (the SPA page that posts {code, state} to its opener), then
 *   POST /api/github/oauth/callback {code, state} → {token, user}.
 * Without GITHUB_CLIENT_ID every GitHub route answers 503 {error: GITHUB_MESSAGES.notConfigured}.
 */

import {
  GITHUB_REPOSITORIES_PER_PAGE,
  type ImportableRepository,
  type LicenseAccessRecord,
  type StoredAccessState,
} from './rules/github';
import type { Assert, Equals, Extends } from './type-checks';

export * from './rules/github';

/** GET /github/status. */
export const githubStatusResponseSchema = z.object({
  /** False when the server has no GitHub OAuth app (GITHUB_CLIENT_ID unset). */
  configured: z.boolean(),
  isConnected: z.boolean(),
  username: z.string().nullable(),
  /**
   * Added by the web side: the GitHub web base URL (GITHUB_WEB_URL), so the post form knows which
   * repository URLs to verify. Optional; clients assume https://github.com when it is absent.
   */
  webUrl: z.string().optional(),
});
export type GitHubStatusResponse = z.infer<typeof githubStatusResponseSchema>;

/** GET /github/oauth/login → the GitHub authorize URL for the popup. */
export const githubAuthUrlResponseSchema = z.object({ authUrl: z.string() });
export type GitHubAuthUrlResponse = z.infer<typeof githubAuthUrlResponseSchema>;

export const githubOAuthCallbackInputSchema = z.object({
  code: z.string().trim().min(1, 'No authorization code received').max(512),
  state: z.string().trim().min(1, 'Missing OAuth state').max(512),
});
export type GitHubOAuthCallbackInput = z.infer<typeof githubOAuthCallbackInputSchema>;

/** POST /github/oauth/callback → a session for the GitHub user (new, linked or the signed-in one). */
export const githubOAuthCallbackResponseSchema = authResponseSchema;

/** Code-hosting repository. */
export const githubRepositorySchema = z.object({
  id: z.number(),
  name: z.string(),
  fullName: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stars: z.number().int(),
  forks: z.number().int(),
  updatedAt: z.string(),
  htmlUrl: z.string(),
  isPrivate: z.boolean(),
  /** The user can administer the repository (needed to invite buyers). */
  hasAccess: z.boolean(),
});
export type GitHubRepository = z.infer<typeof githubRepositorySchema>;
type _ImportableRepositoryMatches = Assert<
  Equals<Pick<GitHubRepository, keyof ImportableRepository>, ImportableRepository>
>;

export const githubRepositoriesQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(GITHUB_REPOSITORIES_PER_PAGE).default(50),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  type: z.enum(['all', 'owner', 'member']).default('all'),
});

/**
 * GET /github/repositories: only repositories the user has access to
 * (docs/product-rules.md#projects).
 */
export const githubRepositoriesResponseSchema = z.object({
  repositories: z.array(githubRepositorySchema),
  hasMore: z.boolean(),
});
export type GitHubRepositoriesResponse = z.infer<typeof githubRepositoriesResponseSchema>;

export const verifyRepositoryInputSchema = z.object({
  repositoryUrl: z.string().trim().min(1, 'Repository URL is required').max(500),
});

/** Verified repository response. */
export const verifiedRepositorySchema = z.object({
  fullName: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stars: z.number().int(),
  isPrivate: z.boolean(),
  htmlUrl: z.string(),
});
export const verifyRepositoryResponseSchema = z.object({ repository: verifiedRepositorySchema });
export type VerifiedRepository = z.infer<typeof verifiedRepositorySchema>;

/** Parses owner/name out of a GitHub URL (https://github.com/owner/name[.git][/...]); null otherwise. */
export function parseGitHubRepositoryUrl(
  url: string,
  webBase = 'https://github.com',
): { owner: string; name: string } | null {
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url.trim());
    base = new URL(webBase);
  } catch {
    return null;
  }
  if (parsed.host.toLowerCase() !== base.host.toLowerCase()) return null;
  const [owner, rawName] = parsed.pathname.split('/').filter(Boolean);
  const name = rawName?.replace(/\.git$/, '');
  const part = /^[A-Za-z0-9_.-]{1,100}$/;
  if (!owner || !name || !part.test(owner) || !part.test(name)) return null;
  return { owner, name };
}

/** Where a license's repository access stands (docs/product-rules.md#repository-access). */
export const accessStateSchema = z.enum([
  'waiting_for_github',
  'queued',
  'invited',
  'active',
  'invitation_expired',
  'failed',
  'revoked',
]);
export type AccessState = z.infer<typeof accessStateSchema>;
/** The access rule (rules/github.ts) reads the same states. */
type _AccessStatesMatch = Assert<Equals<AccessState, StoredAccessState>>;

/** One entry of the access trail. */
export const accessEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  licenseId: z.string(),
  projectId: z.string(),
  githubAccount: z.string().nullable(),
  repository: z.string().nullable(),
  action: z.enum([
    'invite',
    'accept_seen',
    'resend',
    'revoke',
    'remove',
    'expire',
    'fail',
    'key_revoke',
    'key_reset',
  ]),
  cause: z.enum([
    'purchase',
    'refund',
    'dispute',
    'seller_action',
    'buyer_action',
    'buyer_relink',
    'updates_ended',
    'renewal',
    'reconciliation',
    'admin',
  ]),
  actorId: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;

/** GET /api/licenses/:id/access */
export const licenseAccessResponseSchema = z.object({
  state: accessStateSchema.nullable(),
  githubUsername: z.string().nullable(),
  repositoryFullName: z.string().nullable(),
  invitedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  events: z.array(accessEventSchema),
});
export type LicenseAccess = z.infer<typeof licenseAccessResponseSchema>;

/** GET /api/seller/access-events */
export const accessEventsQuerySchema = z.object({
  projectId: z.uuid({ message: 'projectId must be a project id' }).optional(),
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
});
export const accessEventsResponseSchema = z.object({ events: z.array(accessEventSchema) });

/** POST /api/seller/reconcile */
export const reconcileInputSchema = z.object({
  projectId: z.uuid({ message: 'projectId must be a project id' }).optional(),
});
export type ReconcileInput = z.infer<typeof reconcileInputSchema>;

/** One line of a reconciliation report: a license, or a GitHub account nobody paid for. */
export const reconcileEntrySchema = z.object({
  repository: z.string(),
  githubAccount: z.string().nullable(),
  licenseId: z.string().nullable(),
  projectId: z.string().nullable(),
  buyerUsername: z.string().nullable(),
  /** What was found, in the seller's words. */
  reason: z.string(),
});
export type ReconcileEntry = z.infer<typeof reconcileEntrySchema>;

export const reconcileReportSchema = z.object({
  at: z.string(),
  projectId: z.string().nullable(),
  /** Licenses compared with GitHub. */
  checked: z.number().int(),
  /** Licenses whose access was missing: a new invitation is on its way. */
  regranted: z.array(reconcileEntrySchema),
  /** Collaborators or invitations on GitHub without a license: reported, never removed. */
  unexpected: z.array(reconcileEntrySchema),
  /** Invitations GitHub holds for buyers who have not accepted yet. */
  pending: z.array(reconcileEntrySchema),
  /** Repositories that could not be read (not connected, not found, GitHub down). */
  errors: z.array(z.object({ repository: z.string(), error: z.string() })),
});
export type ReconcileReport = z.infer<typeof reconcileReportSchema>;

/** GET /api/seller/reconcile/last */
export const lastReconcileResponseSchema = z.object({ report: reconcileReportSchema.nullable() });

/** Repository license record (seller view), plus the last GitHub error if any. */
export const repositoryLicenseRecordSchema = z.object({
  /** Null for a license the access engine has not looked at yet. */
  accessState: accessStateSchema.nullable(),
  _id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  buyerUsername: z.string(),
  buyerGithubUsername: z.string().nullable(),
  repositoryFullName: z.string().nullable(),
  accessGranted: z.boolean(),
  invitationSent: z.boolean(),
  accessGrantedAt: z.string().nullable(),
  licenseType: z.enum(['free', 'paid']),
  /** What the buyer paid, dollars. */
  price: z.number(),
  purchaseDate: z.string(),
  /** The last GitHub error for this license (retried later), or null. */
  accessError: z.string().nullable(),
});
export type RepositoryLicenseRecord = z.infer<typeof repositoryLicenseRecordSchema>;
type _LicenseAccessRecordMatches = Assert<Extends<RepositoryLicenseRecord, LicenseAccessRecord>>;

/** GET /api/payments/seller-licenses-github?format= */
export const sellerLicensesGithubQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
});

export const sellerLicensesGithubResponseSchema = z.object({
  licenses: z.array(repositoryLicenseRecordSchema),
  /**
   * False when the server has no GitHub app: the list still answers, from what is stored, and
   * access cannot be granted, revoked or checked.
   */
  githubConfigured: z.boolean(),
});
export type SellerLicensesGithubResponse = z.infer<typeof sellerLicensesGithubResponseSchema>;

export const manageGithubAccessInputSchema = z.object({
  licenseId: z.uuid({ message: 'Invalid license id' }),
  action: z.enum(['grant', 'revoke'], { message: "action must be 'grant' or 'revoke'" }),
});
export type ManageGithubAccessInput = z.infer<typeof manageGithubAccessInputSchema>;

export const manageGithubAccessResponseSchema = z.object({
  message: z.string(),
  license: repositoryLicenseRecordSchema,
});
