import type { RepositoryLicenseRecord } from '@codebazaar/shared';
import { ACCESS_STATE_TEXT, GITHUB_MESSAGES, type AccessStateName } from '@codebazaar/shared/rules';
import { AlertTriangle, CircleCheck, Clock, Info, Lock, UserX } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

/**
 * The license's access state as the seller reads it. Licenses the access engine has not looked at
 * yet (and sales listed without a GitHub app) are read from the stored booleans.
 */
export function accessStateOf(
  license: Pick<
    RepositoryLicenseRecord,
    'accessState' | 'accessGranted' | 'invitationSent' | 'buyerGithubUsername' | 'accessError'
  >,
): AccessStateName {
  if (license.accessState) return license.accessState;
  if (license.accessGranted) return 'active';
  if (license.invitationSent) return 'invited';
  if (license.accessError) return 'failed';
  if (!license.buyerGithubUsername) return 'waiting_for_github';
  return 'queued';
}

export function accessStatusLabel(license: Parameters<typeof accessStateOf>[0]): string {
  return ACCESS_STATE_TEXT[accessStateOf(license)].seller;
}

const ICONS = {
  waiting_for_github: UserX,
  queued: Clock,
  invited: Clock,
  active: CircleCheck,
  invitation_expired: AlertTriangle,
  failed: AlertTriangle,
  revoked: Lock,
} as const;

const BADGES = {
  neutral: 'neutral',
  warning: 'warning',
  success: 'success',
  error: 'danger',
} as const;

export function AccessStatus({
  license,
  githubConfigured = true,
}: {
  license: RepositoryLicenseRecord;
  githubConfigured?: boolean;
}) {
  const state = accessStateOf(license);
  const text = ACCESS_STATE_TEXT[state];
  const Icon = ICONS[state];
  // Without a GitHub app nothing is about to be sent: the sale simply has no invitation.
  const label =
    !githubConfigured && !license.accessState && state === 'queued'
      ? 'Not invited yet'
      : text.seller;
  // Waiting for the daily limit is not a failure: it is said in plain words, not in red.
  const waitingForWindow = license.accessError === GITHUB_MESSAGES.dailyInvitationLimit;
  return (
    <div className="space-y-1">
      <Badge variant={BADGES[text.tone]}>
        <Icon className="size-3.5" aria-hidden />
        {label}
      </Badge>
      {license.accessError &&
        (waitingForWindow ? (
          <p className="flex items-start gap-1 text-xs text-slate-600">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {license.accessError}
          </p>
        ) : (
          <p className="flex items-start gap-1 text-xs text-red-700">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {license.accessError}
          </p>
        ))}
      {!githubConfigured && state !== 'active' && state !== 'revoked' && (
        <p className="text-xs text-slate-600">
          {license.buyerGithubUsername
            ? 'Missing: a GitHub app on this server to send the invitation.'
            : 'Missing: the buyer’s GitHub account, and a GitHub app on this server.'}
        </p>
      )}
    </div>
  );
}
