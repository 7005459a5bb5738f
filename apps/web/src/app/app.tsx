import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { AuthProvider } from '@/lib/auth';

import { AppRouter, type BlockingHistory } from '@/lib/navigation';
import { AppRoutes } from './router';

/**
 * The whole app, for the browser (main.tsx) and for the server (entry-server.tsx): both render
 * this same tree, so that the browser can hydrate what the server sent.
 */
export function App({
  queryClient,
  history,
  serverRendered = false,
}: {
  queryClient: QueryClient;
  history: BlockingHistory;
  /** The page is (or was) rendered on the server: see AuthProvider. */
  serverRendered?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider serverRendered={serverRendered}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
