import { ACCESS_ACTION_TEXT, ACCESS_CAUSE_TEXT } from '@codebazaar/shared/rules';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ChevronDown, ChevronRight, History } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useLicenseAccess } from '@/lib/queries/license-access';

/** A license's access trail, loaded when opened: when, what, why and which GitHub account. */
export function AccessHistory({ licenseId, label }: { licenseId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useLicenseAccess(licenseId, open);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <div className="mt-2">
      <Button
        variant="ghost"
        size="sm"
        icon={<Chevron className="size-4" aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? 'Hide' : 'Show'} history of ${label}`}
        onClick={() => setOpen((v) => !v)}
      >
        History
      </Button>
      {open && (
        <div id={panelId} className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          {query.isPending ? (
            <Spinner label="Loading history" />
          ) : query.isError ? (
            <p className="text-xs text-red-700">
              {errorMessage(query.error, 'Failed to load the history')}
            </p>
          ) : query.data.events.length === 0 ? (
            <p className="flex items-center gap-1.5 text-xs text-slate-600">
              <History className="size-3.5" aria-hidden />
              Nothing has happened on GitHub yet.
            </p>
          ) : (
            <ol className="space-y-2 text-xs" aria-label={`History of ${label}`}>
              {query.data.events.map((e) => (
                <li key={e.id} className="grid gap-0.5">
                  <span className="font-medium text-slate-800">
                    {ACCESS_ACTION_TEXT[e.action]}
                    <span className="font-normal text-slate-600">
                      {' '}
                      · {ACCESS_CAUSE_TEXT[e.cause]}
                    </span>
                  </span>
                  <span className="text-slate-600">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    {e.githubAccount && <> · {e.githubAccount}</>}
                    {e.repository && <> · {e.repository}</>}
                  </span>
                  {e.detail && <span className="text-slate-600">{e.detail}</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
