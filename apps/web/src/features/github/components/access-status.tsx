import type { RepositoryLicenseRecord } from '@codebazaar/shared';
import { AlertTriangle, CircleCheck, Clock, Lock } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

/**
 * Repository access per license: No Access → Invitation Pending → Access Granted
 * (docs/product-rules.md#repository-access).
 */
export function accessStatusLabel(
  license: Pick<RepositoryLicenseRecord, 'accessGranted' | 'invitationSent'>,
) {
  if (license.accessGranted) return 'Access Granted';
  if (license.invitationSent) return 'Invitation Pending';
  return 'No Access';
}

export function AccessStatus({ license }: { license: RepositoryLicenseRecord }) {
  const label = accessStatusLabel(license);
  return (
    <div className="space-y-1">
      {license.accessGranted ? (
        <Badge variant="success">
          <CircleCheck className="size-3.5" aria-hidden />
          {label}
        </Badge>
      ) : license.invitationSent ? (
        <Badge variant="warning">
          <Clock className="size-3.5" aria-hidden />
          {label}
        </Badge>
      ) : (
        <Badge variant="neutral">
          <Lock className="size-3.5" aria-hidden />
          {label}
        </Badge>
      )}
      {license.accessError && (
        <p className="flex items-start gap-1 text-xs text-red-700">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {license.accessError}
        </p>
      )}
    </div>
  );
}
