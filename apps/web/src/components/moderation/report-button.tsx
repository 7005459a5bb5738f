import type { ReportInput } from '@codebazaar/shared';
import { lazy, Suspense, useState } from 'react';

import { Flag } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const ReportDialog = lazy(() => import('./report-dialog'));

export interface ReportButtonProps {
  targetType: ReportInput['targetType'];
  targetId: string;
  /** The owner of the target: nobody reports their own work. */
  ownerId: string;
  className?: string;
  /** A small text link (reviews) instead of an outline button. */
  subtle?: boolean;
}

/**
 * "Report": signed-in users tell the admins about a project, a review or a user. Loaded by
 * `ReportAction` (report-action.tsx) only for those who may report.
 */
export default function ReportButton({
  targetType,
  targetId,
  className,
  subtle,
}: Omit<ReportButtonProps, 'ownerId'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex items-center gap-1 rounded text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          subtle ? 'text-xs' : 'px-2 py-1 text-sm',
          className,
        )}
      >
        <Flag className={subtle ? 'size-3.5' : 'size-4'} aria-hidden />
        Report
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
