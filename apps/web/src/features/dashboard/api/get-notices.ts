import type { AccountNoticesResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

/** GET /api/account/notices: projects an admin unpublished, and the user's reports. */
export const getNoticesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notices(),
    queryFn: ({ signal }) => api<AccountNoticesResponse>('/account/notices', { signal }),
  });

export const useNotices = () => useQuery(getNoticesQueryOptions());
