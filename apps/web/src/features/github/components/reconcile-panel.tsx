import type { ReconcileEntry, ReconcileReport } from '@codebazaar/shared';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Download, ShieldCheck } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

import { useDownloadAccessList, useLastReconcile, useReconcile } from '../api/access-engine';

/**
 * "Who has access to my repositories, and why?": the Reconcile button with its report (the last
 * one on opening) and the export of the access list as CSV (the rows the page lists).
 */
export function ReconcilePanel({ githubConfigured }: { githubConfigured: boolean }) {
  const last = useLastReconcile(githubConfigured);
  const reconcile = useReconcile();
  const download = useDownloadAccessList();
  const report = reconcile.data ?? last.data?.report ?? null;
  return (
    <section
      aria-labelledby="reconcile-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="reconcile-title" className="font-semibold text-slate-900">
            Compare with GitHub
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Checks each repository’s collaborators and invitations against your sales. Missing
            access is granted again; people without a license are only listed, never removed.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            icon={<ShieldCheck className="size-4" aria-hidden />}
            loading={reconcile.isPending}
            disabled={!githubConfigured}
            onClick={() => reconcile.mutate()}
          >
            Reconcile
          </Button>
          <Button
            variant="outline"
            icon={<Download className="size-4" aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Export list (CSV)
          </Button>
        </div>
      </div>
      {download.isError && (
        <Alert variant="error">{errorMessage(download.error, 'Failed to export the list')}</Alert>
      )}
      {reconcile.isError && (
        <Alert variant="error">{errorMessage(reconcile.error, 'Failed to reconcile')}</Alert>
      )}
      {githubConfigured && last.isPending && !reconcile.data ? (
        <Spinner label="Loading the last report" />
      ) : report ? (
        <ReportView report={report} />
      ) : githubConfigured ? (
        <p className="text-sm text-slate-600">No report yet. Reconcile to make the first one.</p>
      ) : null}
    </section>
  );
}

function ReportView({ report }: { report: ReconcileReport }) {
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="text-sm text-slate-700">
        Checked {report.checked} {report.checked === 1 ? 'license' : 'licenses'} on{' '}
        <time dateTime={report.at}>{formatDateTime(report.at)}</time>.
        {report.regranted.length + report.unexpected.length + report.errors.length === 0 &&
          ' Everything matches.'}
      </p>
      <EntryList title="Access granted again" entries={report.regranted} />
      <EntryList title="On GitHub without a license (not removed)" entries={report.unexpected} />
      <EntryList title="Waiting for the buyer" entries={report.pending} />
      {report.errors.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">Could not be checked</h3>
          <ul className="mt-1 space-y-1 text-sm text-red-700">
            {report.errors.map((e) => (
              <li key={e.repository}>
                <span className="font-mono text-xs">{e.repository}</span>: {e.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function EntryList({ title, entries }: { title: string; entries: ReconcileEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">
        {title} ({entries.length})
      </h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {entries.map((e) => (
          <li key={`${e.repository}:${e.githubAccount}:${e.licenseId}`}>
            <span className="font-medium">{e.githubAccount ?? e.buyerUsername}</span>
            {e.buyerUsername &&
              e.githubAccount &&
              e.buyerUsername.toLowerCase() !== e.githubAccount.toLowerCase() && (
                <span className="text-slate-500"> ({e.buyerUsername})</span>
              )}{' '}
            on <span className="font-mono text-xs">{e.repository}</span>: {e.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
