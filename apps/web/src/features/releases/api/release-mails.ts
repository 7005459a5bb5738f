import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { updatesKeys } from '@/lib/query-keys';

/**
 * Whether a license holder gets a mail when the project publishes a release
 * (docs/product-rules.md#releases): GET and PUT /api/projects/{id}/release-mails { subscribed }.
 * The one place that knows the route.
 */
const releaseMailsPath = (projectId: string) =>
  `/projects/${encodeURIComponent(projectId)}/release-mails`;

interface ReleaseMails {
  subscribed: boolean;
}

export const getReleaseMailsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: updatesKeys.releaseMails(projectId),
    queryFn: ({ signal }) => api<ReleaseMails>(releaseMailsPath(projectId), { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The holder's setting, and a change to it shown at once (put back if the server refuses). */
export function useReleaseMails(projectId: string) {
  const queryClient = useQueryClient();
  const options = getReleaseMailsQueryOptions(projectId);
  const query = useQuery(options);
  const change = useMutation({
    mutationFn: (subscribed: boolean) =>
      api<ReleaseMails>(releaseMailsPath(projectId), { method: 'PUT', body: { subscribed } }),
    onMutate: (subscribed) => {
      const before = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, { subscribed });
      return { before };
    },
    onError: (_err, _subscribed, context) => {
      if (context?.before) queryClient.setQueryData(options.queryKey, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(options.queryKey, answer),
  });
  return { query, change };
}
