import {
  resolveReportInputSchema,
  type AdminReport,
  type ResolveReportInput,
} from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, fieldAria } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

import { useAdminReports, useResolveReport, type ReportStatus } from '../api/reports';
import { Pager } from './pager';

type Action = ResolveReportInput['action'];
type ResolvedReport = z.output<typeof resolveReportInputSchema>;

const ACTION_LABELS: Record<Action, string> = {
  dismiss: 'Dismiss the report',
  unpublish: 'Unpublish the project',
  'remove-review': 'Remove the review',
  'suspend-user': 'Suspend the user',
};

/** What an admin may do about each kind of target. */
const ACTIONS: Record<AdminReport['targetType'], Action[]> = {
  project: ['dismiss', 'unpublish'],
  review: ['dismiss', 'remove-review'],
  user: ['dismiss', 'suspend-user'],
};

const REASON_LABELS: Record<AdminReport['reason'], string> = {
  malware: 'Malware',
  'stolen-code': 'Stolen code',
  spam: 'Spam',
  misleading: 'Misleading',
  other: 'Other',
};

function TargetLink({ report }: { report: AdminReport }) {
  const label = report.targetLabel ?? 'No longer exists';
  if (report.targetType === 'project') {
    return <Link to={paths.project(report.targetId)}>{label}</Link>;
  }
  if (report.targetType === 'user') {
    // A user's label is their username, the address of their author page.
    return <Link to={paths.author(report.targetLabel ?? report.targetId)}>{label}</Link>;
  }
  return <span>{label}</span>;
}

/** The question the confirmation asks: the outcome, named with what it applies to. */
export function outcomeQuestion(report: AdminReport, action: Action): string {
  const label = report.targetLabel;
  switch (action) {
    case 'remove-review':
      return label ? `Remove the review by ${label}?` : 'Remove the review?';
    case 'unpublish':
      return label ? `Unpublish “${label}”?` : 'Unpublish the project?';
    case 'suspend-user':
      return label ? `Suspend @${label}?` : 'Suspend the user?';
    case 'dismiss':
      return label
        ? `Dismiss the report on ${report.targetType === 'user' ? `@${label}` : label}?`
        : 'Dismiss the report?';
  }
}

const OUTCOME_EFFECTS: Record<Action, string> = {
  dismiss: 'Nothing changes; the reporter is told an admin found nothing against the rules.',
  unpublish: 'The project leaves the marketplace; its author and the reporter are told.',
  'remove-review': 'The review is deleted for good; its writer and the reporter are told.',
  'suspend-user':
    'The account cannot sign in and its projects leave the marketplace; the user and the reporter are told.',
};

/**
 * Resolving a report: the admin picks the outcome (nothing is chosen for them), then confirms
 * a question that names it.
 */
export function ResolveDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const id = useId();
  const resolve = useResolveReport();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ResolveReportInput, unknown, ResolvedReport>({
    resolver: zodResolver(resolveReportInputSchema),
    // No outcome is checked at first: the admin chooses one.
    defaultValues: { note: '' },
  });
  const chosen = useWatch({ control, name: 'action' });
  const action = chosen ?? null;
  // The checked outcome and note, asked about once more before they are sent.
  const [confirming, setConfirming] = useState<ResolvedReport | null>(null);
  const submit = handleSubmit((input) => setConfirming(input));
  const noteError = errors.note?.message;
  const confirm = () => {
    if (!confirming) return;
    resolve.mutate(
      { id: report.id, input: confirming },
      {
        onSuccess: () => {
          toast.success('Report resolved; the reporter has been told');
          onClose();
        },
        onError: (err) => {
          setConfirming(null);
          toast.error(errorMessage(err, 'Failed to resolve the report'));
        },
      },
    );
  };
  if (confirming) {
    return (
      <ConfirmDialog
        title={outcomeQuestion(report, confirming.action)}
        message={OUTCOME_EFFECTS[confirming.action]}
        confirmLabel={ACTION_LABELS[confirming.action]}
        danger={confirming.action !== 'dismiss'}
        busy={resolve.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    );
  }
  return (
    <Dialog
      title="Resolve report"
      description={`${REASON_LABELS[report.reason]} · ${report.targetLabel ?? report.targetType}`}
      onClose={onClose}
      busy={resolve.isPending}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Outcome</legend>
          <div className="mt-2 space-y-2">
            {ACTIONS[report.targetType].map((a) => (
              <label
                key={a}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
              >
                <input
                  type="radio"
                  value={a}
                  {...register('action')}
                  className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                />
                <span>
                  <span className="block font-medium text-slate-900">{ACTION_LABELS[a]}</span>
                  <span className="block text-slate-600">{OUTCOME_EFFECTS[a]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id={`${id}-note`}
          label="Note"
          hint="Sent to the reporter; for an unpublished project, also shown to its author."
          error={noteError}
        >
          <Textarea
            {...fieldAria(`${id}-note`, noteError, true)}
            rows={3}
            maxLength={1000}
            {...register('note')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={action && action !== 'dismiss' ? 'danger' : 'primary'}
            disabled={!action}
          >
            {action ? `${ACTION_LABELS[action]}…` : 'Choose an outcome'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The queue of reports: open ones oldest first; resolved ones with their outcome. */
export function ReportsPanel() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useAdminReports(status, page);
  const [open, setOpen] = useState<AdminReport | null>(null);

  return (
    <div>
      <div role="group" aria-label="Report status" className="mb-4 flex gap-2">
        {(['open', 'resolved'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'secondary' : 'ghost'}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s === 'open' ? 'Open' : 'Resolved'}
          </Button>
        ))}
      </div>
      {reports.isPending ? (
        <Spinner className="mx-auto my-10" />
      ) : reports.isError ? (
        <Alert variant="error">{errorMessage(reports.error, 'Failed to load reports')}</Alert>
      ) : reports.data.reports.length === 0 ? (
        <EmptyState
          title={status === 'open' ? 'No open reports' : 'No resolved reports yet'}
          description={status === 'open' ? 'Nothing is waiting for an admin.' : undefined}
        />
      ) : (
        <ul className="space-y-3">
          {reports.data.reports.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={r.reason === 'malware' ? 'danger' : 'warning'}>
                    {REASON_LABELS[r.reason]}
                  </Badge>
                  <span className="text-slate-500 capitalize">{r.targetType}</span>
                  <span
                    className={cn(
                      'font-medium text-slate-900 [&_a]:hover:text-indigo-700',
                      !r.targetLabel && 'text-slate-400',
                    )}
                  >
                    <TargetLink report={r} />
                  </span>
                </p>
                {r.details && <p className="text-sm break-words text-slate-700">{r.details}</p>}
                <p className="text-xs text-slate-500">
                  Reported by {r.reporterUsername} on {formatDateTime(r.createdAt)}
                </p>
                {r.status === 'resolved' && r.resolution && (
                  <p className="text-xs text-slate-600">
                    Outcome: {ACTION_LABELS[r.resolution]}
                    {r.resolutionNote && ` · ${r.resolutionNote}`}
                  </p>
                )}
              </div>
              {r.status === 'open' && (
                <Button size="sm" onClick={() => setOpen(r)}>
                  Resolve
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {reports.data && (
        <Pager page={page} totalPages={reports.data.pagination.totalPages} onPage={setPage} />
      )}
      {open && <ResolveDialog report={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
