import { type NewsletterStatsResponse } from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api, apiFile } from '@/lib/api-client';
import { newsletterKeys } from '@/lib/query-keys';

/** GET /api/newsletter/stats (admin): the number of subscribers. */
export const getNewsletterStatsQueryOptions = () =>
  queryOptions({
    queryKey: newsletterKeys.stats(),
    queryFn: ({ signal }) => api<NewsletterStatsResponse>('/newsletter/stats', { signal }),
  });

export const useNewsletterStats = () => useQuery(getNewsletterStatsQueryOptions());

/** Downloads GET /api/newsletter/subscribers.csv (admin) as a file. */
export async function downloadSubscribersCsv(): Promise<void> {
  const { blob, filename } = await apiFile(
    '/newsletter/subscribers.csv',
    'newsletter-subscribers.csv',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadSubscribers = () => useMutation({ mutationFn: downloadSubscribersCsv });
