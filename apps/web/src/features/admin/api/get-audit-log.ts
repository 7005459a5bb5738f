import type { AuditLogResponse } from '@codebazaar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/audit-log: every admin action, newest first. */
export const getAuditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) => api<AuditLogResponse>('/admin/audit-log', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) => useQuery(getAuditLogQueryOptions(page));
