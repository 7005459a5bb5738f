import type { AdminUser, AdminUsersResponse } from '@codebazaar/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/users?search=: accounts by name or email, newest first. */
export const getAdminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: ({ signal }) =>
      api<AdminUsersResponse>('/admin/users', { query: { search, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) =>
  useQuery(getAdminUsersQueryOptions(search, page));

export type UserAction =
  | { kind: 'suspend' | 'unsuspend'; reason: string }
  | { kind: 'role'; role: 'user' | 'admin'; reason: string };

function runUserAction(id: string, action: UserAction): Promise<AdminUser> {
  if (action.kind === 'role') {
    return api<AdminUser>(`/admin/users/${id}/role`, {
      method: 'PUT',
      body: { role: action.role, reason: action.reason },
    });
  }
  return api<AdminUser>(`/admin/users/${id}/${action.kind}`, {
    method: 'POST',
    body: { reason: action.reason },
  });
}

/** Suspend, unsuspend, make admin or remove admin; every admin list is read again after. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => runUserAction(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
