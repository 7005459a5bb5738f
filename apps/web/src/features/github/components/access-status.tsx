import type { RepositoryLicenseRecord } from '@codebazaar/shared';
import {
  ACCESS_STATE_TEXT,
  GITHUB_MESSAGES,
  recordAccessState,
  shownAccessError,
} from '@codebazaar/shared/rules';

import { Badge } from '@/components/ui/badge';
import {
  AlertTriangle,
  CircleCheck,
  Clock,
  Info,
  Lock,
  UserX,
  Unplug,
} from '@/components/ui/icons';

const ICONS = {
  waiting_for_github: UserX,
  queued: Clock,
  invited: Clock,
  active: CircleCheck,
  invitation_expired: AlertTriangle,
  failed: AlertTriangle,
  revoked: Lock,
  github_not_configured: Unplug,
} as const;

const BADGES = {
  neutral: 'neutral',
  warning: 'warning',
  success: 'success',
  error: 'danger',
} as const;

/** The license's access state as the seller reads it: its label and the last GitHub error. */
export function AccessStatus({
  license,
  githubConfigured,
}: {
  license: RepositoryLicenseRecord;
  githubConfigured: boolean;
}) {
  const state = recordAccessState(license, githubConfigured);
  const text = ACCESS_STATE_TEXT[state];
  const Icon = ICONS[state];
  const error = shownAccessError(license, state);
  // Waiting for the daily limit is not a failure: it is said in plain words, not in red.
  const waitingForWindow = error === GITHUB_MESSAGES.dailyInvitationLimit;
  return (
    <div className="space-y-1">
      <Badge variant={BADGES[text.tone]}>
        <Icon className="size-3.5" aria-hidden />
        {text.label}
      </Badge>
      {error &&
        (waitingForWindow ? (
          <p className="flex items-start gap-1 text-xs text-slate-600">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {error}
          </p>
        ) : (
          <p className="flex items-start gap-1 text-xs text-red-700">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {error}
          </p>
        ))}
    </div>
  );
}
