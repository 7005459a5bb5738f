import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** Client errors (4xx) will not fix themselves: retry only network and server failures, once. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache (tests create their own with createQueryClient). */
export const queryClient = createQueryClient();
