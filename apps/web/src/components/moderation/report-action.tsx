import { lazy, Suspense } from 'react';

import { useAuth } from '@/lib/auth';

import type { ReportButtonProps } from './report-button';

// Visitors and owners never see the button, so public pages do not load its code up front.
const ReportButton = lazy(() => import('./report-button'));

/** The Report button for signed-in users other than the target's owner; nothing for others. */
export function ReportAction({ ownerId, ...props }: ReportButtonProps) {
  const { user } = useAuth();
  if (!user || user._id === ownerId) return null;
  return (
    <Suspense fallback={null}>
      <ReportButton {...props} />
    </Suspense>
  );
}
