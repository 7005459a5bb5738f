import {
  ACCESS_STATE_TEXT,
  githubInvitationUrl,
  licenseAccessState,
} from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';
import { ExternalLink, RefreshCw } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useGitHubStatus } from '@/lib/github-api';
import { useLicenseAccess } from '@/lib/queries/license-access';

import { useResendInvitation } from '../api/license-access';

const BADGES = {
  neutral: 'neutral',
  warning: 'warning',
  success: 'success',
  error: 'danger',
} as const;

/**
 * A purchase's repository access and the buyer's next step: connect GitHub, accept the invitation
 * on GitHub, or send it again (docs/product-rules.md#repository-access). Nothing for licenses
 * without a repository.
 */
export function PurchaseAccess({ licenseId, title }: { licenseId: string; title: string }) {
  const query = useLicenseAccess(licenseId);
  const resend = useResendInvitation(licenseId);
  const { data: status } = useGitHubStatus();
  // Until the server says whether it has GitHub, the state is not known yet.
  if (!query.data?.state || !status) return null;
  const access = query.data;
  // The one state every page shows for this license (the shared rule); the server's stored
  // state wins over the booleans, so only the GitHub configuration is left to weigh.
  const state = licenseAccessState(
    {
      accessState: access.state!,
      accessGranted: access.acceptedAt !== null,
      invitationSent: access.invitedAt !== null,
      hasError: access.lastError !== null,
      buyerHasGithub: access.githubUsername !== null,
    },
    status.configured,
  );
  const text = ACCESS_STATE_TEXT[state];
  const webUrl = status.webUrl ?? 'https://github.com';
  const canResend = state === 'invitation_expired' || state === 'failed' || state === 'invited';
  const showError = access.lastError && state !== 'active' && state !== 'github_not_configured';
  return (
    <div className="mt-2 space-y-1.5 text-xs" aria-label={`Repository access of ${title}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={BADGES[text.tone]}>{text.label}</Badge>
        {/* Without GitHub the label says it all: the same sentence on every row would shout. */}
        {state !== 'github_not_configured' && <span className="text-slate-600">{text.buyer}</span>}
      </div>
      {showError && <p className="text-slate-600">{access.lastError}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {state === 'waiting_for_github' && (
          <Link
            to={paths.profile}
            className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
          >
            <GitHubIcon className="size-3.5" />
            Connect GitHub
          </Link>
        )}
        {state === 'invited' && access.repositoryFullName && (
          <a
            href={githubInvitationUrl(webUrl, access.repositoryFullName)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
          >
            Accept the invitation on GitHub
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
        {canResend && (
          <Button
            variant="ghost"
            size="sm"
            icon={<RefreshCw className="size-3.5" aria-hidden />}
            loading={resend.isPending}
            aria-label={`Send the invitation to ${title} again`}
            onClick={() => resend.mutate()}
          >
            Send invitation again
          </Button>
        )}
      </div>
      {resend.isError && (
        <p className="text-red-700" role="alert">
          {errorMessage(resend.error, 'Failed to send the invitation again')}
        </p>
      )}
      {resend.isSuccess && <p className="text-emerald-700">A new invitation is on its way.</p>}
    </div>
  );
}
