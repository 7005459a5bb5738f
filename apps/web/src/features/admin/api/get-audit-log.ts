import type { AuditActionGroup, AuditLogResponse } from '@codebazaar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/audit-log: every admin and money action, newest first; one group or all. */
export const getAuditLogQueryOptions = (group: AuditActionGroup | '', page: number) =>
  queryOptions({
    queryKey: adminKeys.auditLog(group, page),
    queryFn: ({ signal }) =>
      api<AuditLogResponse>('/admin/audit-log', {
        query: group ? { group, page } : { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (group: AuditActionGroup | '', page: number) =>
  useQuery(getAuditLogQueryOptions(group, page));
