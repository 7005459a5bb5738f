import type { AuditActionGroup, AuditEntry } from '@codebazaar/shared';
import { AUDIT_ACTION_GROUPS, isLegalPageSlug } from '@codebazaar/shared/rules';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

import { useAuditLog } from '../api/get-audit-log';
import { Pager } from './pager';

const GROUP_OPTIONS = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_GROUPS).map(([value, label]) => ({ value, label })),
];

/** Where a subject that still exists can be opened. */
function subjectPath(e: AuditEntry): string | null {
  if (!e.targetExists) return null;
  if (e.targetType === 'project') return paths.project(e.targetId);
  if (e.targetType === 'user') return paths.author(e.targetId);
  if (e.targetType === 'legal-page' && isLegalPageSlug(e.targetId)) return paths.legal(e.targetId);
  return null;
}

function Subject({ entry }: { entry: AuditEntry }) {
  const path = subjectPath(entry);
  const className = entry.targetExists ? 'text-slate-900' : 'text-slate-500 italic';
  if (!path) return <span className={className}>{entry.targetLabel}</span>;
  return (
    <Link to={path} className="font-medium text-slate-900 hover:text-indigo-700">
      {entry.targetLabel}
    </Link>
  );
}

/** Who did what, to what, why and when: every admin and money action, newest first. */
export function AuditLogPanel() {
  const id = useId();
  const [group, setGroup] = useState<AuditActionGroup | ''>('');
  const [page, setPage] = useState(1);
  const log = useAuditLog(group, page);

  return (
    <div>
      <div className="mb-4 flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Show
        </label>
        <Select
          id={id}
          className="sm:w-64"
          value={group}
          options={GROUP_OPTIONS}
          onChange={(e) => {
            setGroup(e.target.value as AuditActionGroup | '');
            setPage(1);
          }}
        />
      </div>
      {log.isPending ? (
        <Spinner className="mx-auto my-10" />
      ) : log.isError ? (
        <Alert variant="error">{errorMessage(log.error, 'Failed to load the audit log')}</Alert>
      ) : log.data.entries.length === 0 ? (
        <EmptyState title={group ? 'No actions of this kind yet' : 'No admin actions yet'} />
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {log.data.entries.map((e) => (
            <li key={e.id} className="p-4 text-sm">
              <p className="break-words text-slate-700">
                <span className="font-medium text-slate-900">
                  {e.actorId ? `@${e.actorUsername}` : e.actorUsername}
                </span>{' '}
                · {e.actionLabel} · <Subject entry={e} />
              </p>
              {e.reason && <p className="mt-1 break-words text-slate-600">“{e.reason}”</p>}
              <p className="mt-1 text-xs text-slate-500">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {log.data && (
        <Pager page={page} totalPages={log.data.pagination.totalPages} onPage={setPage} />
      )}
    </div>
  );
}
