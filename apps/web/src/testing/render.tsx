import type { User } from '@codebazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { AuthProvider } from '@/lib/auth';
import { storeToken, storeUser } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';

export interface RenderAppOptions {
  /** Starting URL (default '/'). */
  url?: string;
  /** Signs this user in through local storage before the app starts (spec §3 entries). */
  user?: User | null;
  token?: string;
  /** Router state of the first entry, e.g. { from: location }. */
  state?: unknown;
}

/**
 * Renders routes inside the app's providers (query client, auth) with a memory router.
 * Returns the router (for router.state.location) and the query client.
 */
export function renderRoutes(routes: RouteObject[], options: RenderAppOptions = {}) {
  const { url = '/', user = null, token = 'test-token', state } = options;
  if (user) {
    storeToken(token);
    storeUser(user);
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const [pathname, search = ''] = url.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
