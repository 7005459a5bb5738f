import type { Project, ProjectUpdates, ViewerLicense } from '@codebazaar/shared';
import { ACCESS_STATE_TEXT, licenseAccessState } from '@codebazaar/shared/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';
import { CheckCircle2, ExternalLink, Pencil, ShieldCheck } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart';
import { useAuth } from '@/lib/auth';
import { useGitHubStatus } from '@/lib/github-api';

import { ClaimFreeAccess, PurchaseButton } from './license-actions';
import { FeeBreakdown } from './fee-breakdown';
import type { SidePanelVariant } from './side-panel-variant';
import { LicenseKeyPanel } from './license-key-panel';
import { UpdatesTerm } from './updates-term';

// The checkout dialog's lazy wrapper rides in this chunk (see project-side-panel.tsx).
export { Checkout } from '@/features/checkout';

/**
 * The side panel's body for a signed-in viewer: author, licensee or customer
 * (docs/product-rules.md#prices).
 */
export function SignedInBody({
  variant,
  project,
  userLicense,
  updates,
  onCheckout,
}: {
  variant: Exclude<SidePanelVariant, 'visitor'>;
  project: Project;
  userLicense: ViewerLicense | null;
  updates?: ProjectUpdates;
  onCheckout: (upgrade: boolean) => void;
}) {
  const { license } = project;
  const hasFree = license.type !== 'paid';
  const hasPaid = license.type !== 'free';
  if (variant === 'author') return <AuthorBody project={project} />;
  if (variant === 'licensee') {
    return userLicense ? (
      <LicenseeBody
        project={project}
        userLicense={userLicense}
        updates={updates}
        onUpgrade={() => onCheckout(true)}
      />
    ) : null;
  }
  return (
    <div className="space-y-3">
      {hasPaid && license.price !== null && license.price > 0 && (
        <FeeBreakdown price={license.price} feePct={license.marketplaceFeePct} audience="buyer" />
      )}
      {hasFree && <ClaimFreeAccess project={project} secondary={hasPaid} />}
      {hasPaid && <PurchaseButton project={project} onClick={() => onCheckout(false)} />}
      {hasPaid && <AddToCartButton project={project} className="w-full" />}
    </div>
  );
}

function RepoLink({ href, label }: { href: string; label: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <span className="min-w-0">
        <span className="block text-xs text-slate-500">{label}</span>
        <span className="block truncate font-medium">{href.replace(/^https?:\/\//, '')}</span>
      </span>
      <ExternalLink className="size-4 shrink-0" aria-hidden />
    </a>
  );
}

function AuthorBody({ project }: { project: Project }) {
  const { freeUrl, paidUrl } = project.repository;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-800">
        <CheckCircle2 className="size-4" aria-hidden />
        This is your project
      </p>
      {freeUrl && <RepoLink href={freeUrl} label="Free repository" />}
      {paidUrl && <RepoLink href={paidUrl} label="Paid repository" />}
      {project.license.type !== 'free' && project.license.price !== null && (
        <FeeBreakdown
          price={project.license.price}
          feePct={project.license.marketplaceFeePct}
          audience="seller"
        />
      )}
      <ButtonLink
        to={paths.editProject(project._id)}
        variant="outline"
        className="w-full"
        icon={<Pencil className="size-4" aria-hidden />}
      >
        Edit project
      </ButtonLink>
    </div>
  );
}

function LicenseeBody({
  project,
  userLicense,
  updates,
  onUpgrade,
}: {
  project: Project;
  userLicense: ViewerLicense;
  updates?: ProjectUpdates;
  onUpgrade: () => void;
}) {
  const githubConnected = Boolean(useAuth().user?.githubProfile?.username);
  const { freeUrl, paidUrl } = project.repository;
  const access = userLicense.githubAccess;
  const url = userLicense.kind === 'paid' ? (paidUrl ?? freeUrl) : (freeUrl ?? paidUrl);
  // A free claim on a freemium project can still be upgraded to the paid edition.
  const canUpgrade = userLicense.kind === 'free' && project.license.type === 'freemium';
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
        <ShieldCheck className="size-4" aria-hidden />
        You have {userLicense.kind === 'paid' ? 'a license' : 'free access'} to this project
      </p>
      {userLicense.updatesUntil !== undefined &&
        (project.license.type !== 'free' || userLicense.updatesUntil !== null) && (
          <UpdatesTerm
            licenseId={userLicense.id}
            updatesUntil={userLicense.updatesUntil}
            renewalPrice={updates?.renewalPrice ?? project.license.price}
          />
        )}
      {url && <RepoLink href={url} label="Repository" />}
      {access.repositoryFullName && (
        <GitHubAccessStatus access={access} githubConnected={githubConnected} />
      )}
      {userLicense.licenseKey && (
        <LicenseKeyPanel licenseId={userLicense.id} licenseKey={userLicense.licenseKey} />
      )}
      {canUpgrade && <PurchaseButton project={project} upgrade onClick={onUpgrade} />}
      {canUpgrade && <AddToCartButton project={project} className="w-full" />}
    </div>
  );
}

/**
 * Repository access per license, as the buyer sees it (docs/product-rules.md#repository-access):
 * the one state the shared rule derives, in the words the library and the seller's page use.
 */
function GitHubAccessStatus({
  access,
  githubConnected,
}: {
  access: ViewerLicense['githubAccess'];
  githubConnected: boolean;
}) {
  const github = useGitHubStatus();
  // Until the server says whether it has GitHub, the state is not known yet.
  if (github.isPending) return null;
  const state = licenseAccessState(
    {
      accessState: access.state ?? null,
      accessGranted: access.accessGranted,
      invitationSent: access.invitationSent,
      hasError: false,
      buyerHasGithub: githubConnected,
    },
    github.data?.configured ?? true,
  );
  const text = ACCESS_STATE_TEXT[state];
  return (
    <div className="space-y-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="text-slate-600">GitHub access</span>
        <Badge variant={BADGES[text.tone]}>{text.label}</Badge>
      </div>
      {state === 'invited' ? (
        <p className="text-xs text-slate-500">
          Accept the invitation to {access.repositoryFullName} on GitHub to get read access.
        </p>
      ) : state === 'waiting_for_github' ? (
        <Link
          to={paths.profile}
          className="flex items-center gap-1.5 text-xs font-medium text-indigo-700 hover:underline"
        >
          <GitHubIcon className="size-3.5" />
          Connect GitHub to get repository access
        </Link>
      ) : (
        <p className="text-xs text-slate-500">{text.buyer}</p>
      )}
    </div>
  );
}

const BADGES = {
  neutral: 'neutral',
  warning: 'warning',
  success: 'success',
  error: 'danger',
} as const;
