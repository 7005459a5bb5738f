import { QueryClientProvider } from '@tanstack/react-query';

import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

import { AppRouter, createAppHistory } from '@/lib/navigation';
import { AppRoutes } from './router';

const history = createAppHistory();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
