import type { AdminReport, AdminReportsResponse, ResolveReportInput } from '@codebazaar/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';

import { adminKeys } from './keys';

export type ReportStatus = 'open' | 'resolved';

/** GET /api/admin/reports: the open queue (oldest first) or the resolved ones. */
export const getAdminReportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(status, page),
    queryFn: ({ signal }) =>
      api<AdminReportsResponse>('/admin/reports', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminReports = (status: ReportStatus, page: number) =>
  useQuery(getAdminReportsQueryOptions(status, page));

/** POST /api/admin/reports/{id}/resolve. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResolveReportInput }) =>
      api<AdminReport>(`/admin/reports/${id}/resolve`, { method: 'POST', body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]);
    },
  });
}
