import type { AdminUser } from '@codebazaar/shared';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useAuth } from '@/lib/auth';

import { useAdminUsers, useUserAction, type UserAction } from '../api/users';
import { AdminList, useReasonedAction } from './admin-list';
import { ReasonDialog } from './reason-dialog';

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
  const action = useReasonedAction(useUserAction(), (p: Pending, reason) => ({
    id: p.user.id,
    action: toAction(p.kind, reason),
  }));
  const ask = (user: AdminUser, kind: Pending['kind']) => action.ask({ user, kind });

  return (
    <>
      <AdminList
        label="Search users"
        placeholder="Name or email"
        failedText="Failed to load users"
        emptyTitle="No users found"
        useItems={useAdminUsers}
        itemsOf={(data) => data.users}
        renderItem={(u) => (
          <>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="truncate">{u.username}</span>
                {u.role === 'admin' && <Badge variant="indigo">Admin</Badge>}
                {u.suspended && <Badge variant="danger">Suspended</Badge>}
              </p>
              <p className="truncate text-sm text-slate-600">{u.email}</p>
              <p className="text-xs text-slate-500">
                Joined {formatDate(u.createdAt)} · {u.projectsCount}{' '}
                {u.projectsCount === 1 ? 'project' : 'projects'}
                {u.suspendedReason && ` · Suspended: ${u.suspendedReason}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {u.role !== 'admin' &&
                (u.suspended ? (
                  <Button size="sm" variant="outline" onClick={() => ask(u, 'unsuspend')}>
                    Unsuspend
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => ask(u, 'suspend')}>
                    Suspend
                  </Button>
                ))}
              {u.role === 'admin' ? (
                <Button size="sm" variant="ghost" onClick={() => ask(u, 'remove-admin')}>
                  {u.id === me?.id ? 'Step down as admin' : 'Remove admin'}
                </Button>
              ) : (
                !u.suspended && (
                  <Button size="sm" variant="ghost" onClick={() => ask(u, 'make-admin')}>
                    Make admin
                  </Button>
                )
              )}
            </div>
          </>
        )}
      />
      {action.pending && (
        <ReasonDialog
          title={`${DIALOG[action.pending.kind].title} ${action.pending.user.username}`}
          description={
            action.pending.kind === 'suspend'
              ? 'They are signed out and cannot sign in; their projects leave the marketplace. Buyers keep their licenses.'
              : undefined
          }
          confirmLabel={DIALOG[action.pending.kind].confirm}
          danger={DIALOG[action.pending.kind].danger}
          busy={action.busy}
          onConfirm={action.confirm}
          onCancel={action.cancel}
        />
      )}
    </>
  );
}
