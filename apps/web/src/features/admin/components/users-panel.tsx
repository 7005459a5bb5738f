import type { AdminUser } from '@codebazaar/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { useAdminUsers, useUserAction, type UserAction } from '../api/users';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

type Pending = { user: AdminUser; kind: 'suspend' | 'unsuspend' | 'make-admin' | 'remove-admin' };

const DIALOG: Record<Pending['kind'], { title: string; confirm: string; danger?: boolean }> = {
  suspend: { title: 'Suspend', confirm: 'Suspend account', danger: true },
  unsuspend: { title: 'Unsuspend', confirm: 'Unsuspend account' },
  'make-admin': { title: 'Make admin:', confirm: 'Make admin' },
  'remove-admin': { title: 'Remove admin:', confirm: 'Remove admin', danger: true },
};

const toAction = (kind: Pending['kind'], reason: string): UserAction =>
  kind === 'make-admin' || kind === 'remove-admin'
    ? { kind: 'role', role: kind === 'make-admin' ? 'admin' : 'user', reason }
    : { kind, reason };

/** Accounts by name or email, with suspension and the admin role. */
export function UsersPanel() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(search, page);
  const action = useUserAction();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = (reason: string) => {
    if (!pending) return;
    action.mutate(
      { id: pending.user.id, action: toAction(pending.kind, reason) },
      {
        onSuccess: () => {
          toast.success('Done');
          setPending(null);
        },
        onError: (err) => toast.error(errorMessage(err, 'The action failed')),
      },
    );
  };

  return (
    <div>
      <SearchForm
        label="Search users"
        placeholder="Name or email"
        onSearch={(term) => {
          setSearch(term);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <Spinner className="mx-auto my-10" />
      ) : users.isError ? (
        <Alert variant="error">{errorMessage(users.error, 'Failed to load users')}</Alert>
      ) : users.data.users.length === 0 ? (
        <EmptyState title="No users found" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {users.data.users.map((u) => (
            <li key={u.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="truncate">{u.username}</span>
                  {u.role === 'admin' && <Badge variant="indigo">Admin</Badge>}
                  {u.suspended && <Badge variant="danger">Suspended</Badge>}
                </p>
                <p className="truncate text-sm text-slate-600">{u.email}</p>
                <p className="text-xs text-slate-500">
                  Joined {new Date(u.createdAt).toLocaleDateString()} · {u.projectsCount}{' '}
                  {u.projectsCount === 1 ? 'project' : 'projects'}
                  {u.suspendedReason && ` · Suspended: ${u.suspendedReason}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {u.role !== 'admin' &&
                  (u.suspended ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPending({ user: u, kind: 'unsuspend' })}
                    >
                      Unsuspend
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPending({ user: u, kind: 'suspend' })}
                    >
                      Suspend
                    </Button>
                  ))}
                {u.role === 'admin' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setPending({ user: u, kind: 'remove-admin' })}
                  >
                    {u.id === me?.id ? 'Step down as admin' : 'Remove admin'}
                  </Button>
                ) : (
                  !u.suspended && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setPending({ user: u, kind: 'make-admin' })}
                    >
                      Make admin
                    </Button>
                  )
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {users.data && (
        <Pager page={page} totalPages={users.data.pagination.totalPages} onPage={setPage} />
      )}
      {pending && (
        <ReasonDialog
          title={`${DIALOG[pending.kind].title} ${pending.user.username}`}
          description={
            pending.kind === 'suspend'
              ? 'They are signed out and cannot sign in; their projects leave the marketplace. Buyers keep their licenses.'
              : undefined
          }
          confirmLabel={DIALOG[pending.kind].confirm}
          danger={DIALOG[pending.kind].danger}
          busy={action.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
