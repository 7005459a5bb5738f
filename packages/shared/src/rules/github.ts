/** The zod-free part of the GitHub contract: messages and the import wizard's prefill. */
import {
  emptyProjectForm,
  joinCommaList,
  parseProjectTags,
  type ProjectForm,
} from './project-form';
import {
  formatPriceInput,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  type SourceRepositoryInput,
  SUGGESTED_PRICE,
} from './projects';

export const GITHUB_MESSAGES = {
  notConfigured: 'GitHub sign-in is not configured on this server',
  /** The quiet line of the sign-in and sign-up pages on a server without GitHub. */
  signInNotSetUp: 'GitHub sign-in is not set up on this server.',
  /** The quiet line of the post form on a server without GitHub. */
  importNotSetUp: 'Importing from GitHub is not set up on this server.',
  /** The seller's access list without a GitHub app: the sales are listed, nothing is granted. */
  accessNotConfigured:
    'GitHub is not configured on this server: repository access cannot be granted or checked automatically.',
  notConnected: 'Connect your GitHub account first',
  invalidState: 'The GitHub sign-in expired or was started elsewhere. Please try again.',
  oauthFailed: 'GitHub authentication failed',
  invalidRepositoryUrl: 'Enter a GitHub repository URL like https://github.com/owner/name',
  repositoryNotFound: 'Repository not found, or your GitHub account cannot see it',
  tokenRevoked: 'GitHub access was revoked. Please connect your GitHub account again.',
  rateLimited: 'GitHub is rate limiting requests. We will retry shortly.',
  buyerNoGithub: 'Buyer has no GitHub account',
  licenseNotFound: 'License not found',
  noRepository: 'This project has no GitHub repository to share',
  granted: 'Successfully granted repository access.',
  revoked: 'Successfully revoked repository access.',
  alreadyLinked: 'This GitHub account is already linked to another user',
  emailLinkedElsewhere:
    'An account with this email is linked to another GitHub account. Sign in with your email and password instead.',
  /** GitHub vouches for an address that a password account claimed but never verified. */
  emailUnverifiedAccount:
    'An account with this email already exists. Sign in with your password and connect GitHub from your profile.',
  noAdminAccess: 'Your GitHub account cannot add collaborators to this repository',
  unavailable: 'GitHub could not be reached. We will retry shortly.',
  /** GitHub accepts at most 50 invitations per repository in 24 hours. */
  dailyInvitationLimit:
    "GitHub's limit of 50 invitations a day for this repository is reached; the invitation waits for the next window.",
  projectNotFound: 'Project not found',
} as const;

/** GitHub's limit of invitations per repository in 24 hours. */
export const GITHUB_DAILY_INVITATIONS = 50;

/**
 * Why a full-page GitHub sign-in failed, as the `reason` query flag next to `error=oauth` on
 * /login: a short code in the address, never a free text another site could make us show.
 */
export const GITHUB_SIGN_IN_FAILURES = {
  'email-unverified-account': GITHUB_MESSAGES.emailUnverifiedAccount,
  'email-linked-elsewhere': GITHUB_MESSAGES.emailLinkedElsewhere,
} as const;
export type GitHubSignInFailure = keyof typeof GITHUB_SIGN_IN_FAILURES;

/** The text for a `reason` flag of a failed sign-in, or null for an unknown one. */
export const githubSignInFailureText = (reason: string | null | undefined): string | null =>
  reason && Object.hasOwn(GITHUB_SIGN_IN_FAILURES, reason)
    ? GITHUB_SIGN_IN_FAILURES[reason as GitHubSignInFailure]
    : null;

/** OAuth scopes: `repo` lists private repositories and adds collaborators. */
export const GITHUB_OAUTH_SCOPES = 'read:user user:email repo';

/** The import lists up to 50 repositories per request (docs/product-rules.md#limits). */
export const GITHUB_REPOSITORIES_PER_PAGE = 50;

// ---------------------------------------------------------------------------
// Import wizard prefill (docs/product-rules.md#projects)
// ---------------------------------------------------------------------------

/** The free features an imported project starts with. */
export const IMPORT_DEFAULT_FREE_FEATURES = [
  'View source code',
  'Basic documentation',
  'Personal use license',
] as const;
/** The paid features an imported project starts with. */
export const IMPORT_DEFAULT_PAID_FEATURES = [
  'Commercial license',
  'Priority support',
  'Extended examples',
] as const;

/** What the import reads of a GitHub repository (github.ts checks its schema against it). */
export interface ImportableRepository {
  name: string;
  fullName: string;
  description: string | null;
  language: string | null;
  stars: number;
  htmlUrl: string;
}

/** The repository name with dashes and underscores turned to spaces, words capitalized. */
export function titleFromRepositoryName(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The generated description of an imported repository (its own description leads, when set). */
export function descriptionFromRepository(repo: ImportableRepository): string {
  const title = titleFromRepositoryName(repo.name) || repo.fullName;
  const own = repo.description?.trim();
  const intro = own
    ? /[.!?]$/.test(own)
      ? own
      : `${own}.`
    : `${title} is ${repo.language ? `a ${repo.language}` : 'an open-source'} project.`;
  const built = repo.language ? `It is written in ${repo.language}` : 'It is';
  const stars =
    repo.stars > 0 ? `, with ${repo.stars} ${repo.stars === 1 ? 'star' : 'stars'} on GitHub` : '';
  return [
    intro,
    `${built} and published from the GitHub repository ${repo.fullName}${stars}.`,
    'The free edition includes the source code and basic documentation; a paid license adds commercial use, priority support and extended examples.',
  ].join('\n\n');
}

/**
 * The project form prefilled from a chosen repository (docs/product-rules.md#projects): title from
 * the name, a generated description, category web, tags (language, open-source, github), license
 * freemium at the suggested price, the default free and paid features, and the repository itself as
 * the paid repository URL.
 */
export function projectFormFromRepository(repo: ImportableRepository): ProjectForm {
  const tags = parseProjectTags(joinCommaList([repo.language ?? '', 'open-source', 'github']));
  return {
    ...emptyProjectForm,
    title: (titleFromRepositoryName(repo.name) || repo.name).slice(0, MAX_TITLE_LENGTH),
    description: descriptionFromRepository(repo).slice(0, MAX_DESCRIPTION_LENGTH),
    category: 'web',
    tags: joinCommaList(tags),
    licenseType: 'freemium',
    price: formatPriceInput(SUGGESTED_PRICE),
    paidRepositoryUrl: repo.htmlUrl,
    features: {
      freeFeatures: joinCommaList(IMPORT_DEFAULT_FREE_FEATURES),
      paidFeatures: joinCommaList(IMPORT_DEFAULT_PAID_FEATURES),
    },
  };
}

/**
 * The sourceRepository sent with an imported project's save, in the request body's usual
 * shape. It names the imported repository; the server checks it with the author's GitHub
 * account and decides what is stored and who sees it (a private or paid repository stays hidden
 * from other readers).
 */
export const sourceRepositoryFromRepository = (
  repo: ImportableRepository,
): SourceRepositoryInput => ({
  fullName: repo.fullName,
  url: repo.htmlUrl,
  language: repo.language,
  stars: repo.stars,
});

/**
 * Repository access states (docs/product-rules.md#repository-access), each with one label that every
 * page shows for it (the badge), the buyer's next step, and the tone.
 * Waiting for the buyer is not an error. `github_not_configured` is not stored: it is what a
 * license's access is on a server without a GitHub app (see `licenseAccessState`).
 */
export const ACCESS_STATE_TEXT = {
  waiting_for_github: {
    label: 'GitHub Not Connected',
    buyer: 'Connect your GitHub account to get access to the repository.',
    tone: 'neutral',
  },
  queued: {
    label: 'Invitation Queued',
    buyer: 'Your invitation is on its way.',
    tone: 'neutral',
  },
  invited: {
    label: 'Invitation Pending',
    buyer: 'Accept the invitation on GitHub to get access.',
    tone: 'warning',
  },
  active: {
    label: 'Access Granted',
    buyer: 'You have access to the repository.',
    tone: 'success',
  },
  invitation_expired: {
    label: 'Invitation Expired',
    buyer: 'Your invitation expired. Send a new one and accept it within 7 days.',
    tone: 'warning',
  },
  failed: {
    label: 'Invitation Delayed',
    buyer: 'We could not send your invitation yet. We keep trying.',
    tone: 'error',
  },
  revoked: {
    label: 'Access Removed',
    buyer: 'Your access to the repository was removed.',
    tone: 'neutral',
  },
  github_not_configured: {
    label: 'GitHub Not Set Up',
    buyer: 'Repository invitations need GitHub, which is not set up on this server.',
    tone: 'neutral',
  },
} as const;

/** A state the access engine stores on a license. */
export type StoredAccessState =
  | 'waiting_for_github'
  | 'queued'
  | 'invited'
  | 'active'
  | 'invitation_expired'
  | 'failed'
  | 'revoked';

/** A license's access as every page describes it: a stored state, or GitHub not set up. */
export type AccessStateName = keyof typeof ACCESS_STATE_TEXT;

/** What is stored about a license's repository access. */
export interface LicenseAccessFacts {
  /** The access engine's state; null for a license it has not looked at yet. */
  accessState: StoredAccessState | null;
  accessGranted: boolean;
  invitationSent: boolean;
  /** Whether the last GitHub call for the license failed. */
  hasError: boolean;
  /** Whether the buyer has connected a GitHub account. */
  buyerHasGithub: boolean;
}

/**
 * The one access state of a license, the same for the buyer, the seller and every page
 * (docs/product-rules.md#repository-access). The engine's stored state wins; a license it has not
 * looked at yet is read from the stored booleans. Without a GitHub app on the server nothing can be
 * sent, checked or accepted through it: only what already happened stays true (access granted,
 * access removed); every other state is `github_not_configured`.
 */
export function licenseAccessState(
  facts: LicenseAccessFacts,
  githubConfigured: boolean,
): AccessStateName {
  const stored: StoredAccessState =
    facts.accessState ??
    (facts.accessGranted
      ? 'active'
      : facts.invitationSent
        ? 'invited'
        : facts.hasError
          ? 'failed'
          : facts.buyerHasGithub
            ? 'queued'
            : 'waiting_for_github');
  if (githubConfigured || stored === 'active' || stored === 'revoked') return stored;
  return 'github_not_configured';
}

/** Actions of the access trail, as the history shows them. */
export const ACCESS_ACTION_TEXT = {
  invite: 'Invited',
  accept_seen: 'Accepted (seen on GitHub)',
  resend: 'Invitation sent again',
  revoke: 'Access revoked',
  remove: 'Removed from the repository',
  expire: 'Invitation expired',
  fail: 'GitHub call failed',
  key_revoke: 'License key revoked',
  key_reset: 'License key activations reset',
} as const;

/** Causes of the access trail. */
export const ACCESS_CAUSE_TEXT = {
  purchase: 'purchase',
  refund: 'refund',
  dispute: 'dispute',
  seller_action: 'by you',
  buyer_action: 'by the buyer',
  buyer_relink: 'buyer linked another GitHub account',
  updates_ended: 'the term of updates ended',
  renewal: 'updates renewed',
  reconciliation: 'reconciliation',
  admin: 'by an admin',
} as const;

/** GitHub's page where the invitee accepts an invitation to `fullName` ("owner/name"). */
export const githubInvitationUrl = (webUrl: string, fullName: string): string =>
  `${webUrl.replace(/\/$/, '')}/${fullName}/invitations`;

/** The access fields of a license as the seller's list carries them. */
export interface LicenseAccessRecord {
  accessState: StoredAccessState | null;
  accessGranted: boolean;
  invitationSent: boolean;
  accessError: string | null;
  buyerGithubUsername: string | null;
}

/** `licenseAccessState` of a row of the seller's list (the page and its CSV export read it). */
export const recordAccessState = (
  record: LicenseAccessRecord,
  githubConfigured: boolean,
): AccessStateName =>
  licenseAccessState(
    {
      accessState: record.accessState,
      accessGranted: record.accessGranted,
      invitationSent: record.invitationSent,
      hasError: record.accessError !== null,
      buyerHasGithub: record.buyerGithubUsername !== null,
    },
    githubConfigured,
  );

/**
 * The last GitHub error the seller's list shows beside a license's state: none without GitHub,
 * where nothing will be tried again.
 */
export const shownAccessError = (
  record: Pick<LicenseAccessRecord, 'accessError'>,
  state: AccessStateName,
): string | null => (state === 'github_not_configured' ? null : record.accessError);
