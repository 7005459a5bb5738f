import type { Report } from '@codebazaar/shared';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Flag } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { useNotices } from '../api/get-notices';

const OUTCOMES: Record<NonNullable<Report['resolution']>, string> = {
  dismiss: 'Reviewed: no action was needed',
  unpublish: 'The project was taken off the marketplace',
  'remove-review': 'The review was removed',
  'suspend-user': 'The account was suspended',
};

/**
 * What moderation told the user: their projects an admin unpublished, with the reason, and the
 * outcome of the reports they made. Nothing shows when there is nothing to tell.
 */
export function ModerationNotices() {
  const notices = useNotices();
  if (!notices.data) return null;
  const { unpublished, reports } = notices.data;
  return (
    <>
      {unpublished.map((p) => (
        <Alert key={p.projectId} variant="error" title={`"${p.title}" was unpublished by an admin`}>
          <p>Reason: {p.reason}</p>
          <p className="mt-1">
            It stays in your{' '}
            <Link to={paths.drafts} className="font-medium underline">
              drafts
            </Link>
            ; fix what the reason names before you publish it again.
          </p>
        </Alert>
      ))}
      {reports.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Flag className="size-4 text-slate-500" aria-hidden />
              Your reports
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100 text-sm">
              {reports.slice(0, 5).map((r) => (
                <li key={r.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
                  <span className="min-w-0 truncate text-slate-800">
                    {r.targetLabel ?? `A ${r.targetType}`}{' '}
                    <span className="text-slate-500">({r.reason})</span>
                  </span>
                  <span className="text-slate-600">
                    {r.resolution ? OUTCOMES[r.resolution] : 'Waiting for an admin'}
                    {r.resolutionNote && ` · ${r.resolutionNote}`}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </>
  );
}
