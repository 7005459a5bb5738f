import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

import { useAuditLog } from '../api/get-audit-log';
import { Pager } from './pager';

/** Who did what, to what, why and when: every admin action, newest first. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (log.isPending) return <Spinner className="mx-auto my-10" />;
  if (log.isError) {
    return <Alert variant="error">{errorMessage(log.error, 'Failed to load the audit log')}</Alert>;
  }
  if (log.data.entries.length === 0) return <EmptyState title="No admin actions yet" />;
  return (
    <div>
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {log.data.entries.map((e) => (
          <li key={e.id} className="p-4 text-sm">
            <p className="text-slate-900">
              <span className="font-medium">{e.actorUsername}</span>{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{e.action}</code>{' '}
              <span className="text-slate-500">
                {e.targetType} <span className="font-mono text-xs break-all">{e.targetId}</span>
              </span>
            </p>
            {e.reason && <p className="mt-1 break-words text-slate-700">{e.reason}</p>}
            <p className="mt-1 text-xs text-slate-500">
              <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
            </p>
          </li>
        ))}
      </ol>
      <Pager page={page} totalPages={log.data.pagination.totalPages} onPage={setPage} />
    </div>
  );
}
