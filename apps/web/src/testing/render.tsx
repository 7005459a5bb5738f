import type { User } from '@codebazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type RouteObject,
  type To,
} from 'react-router';

import { AppRouter, createBlockingHistory } from '@/lib/navigation';

import { AuthProvider } from '@/lib/auth';
import { storeToken, storeUser } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';

export interface RenderAppOptions {
  /** Starting URL (default '/'). */
  url?: string;
  /**
   * Signs this user in through local storage before the app starts (docs/product-rules.md#session).
   */
  user?: User | null;
  token?: string;
  /** Router state of the first entry, e.g. { from: location }. */
  state?: unknown;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes inside the app's providers (query client, auth) with the app's router on a
 * memory history. Returns `router` (router.state.location, router.navigate) and the query client.
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
  const history = createBlockingHistory(
    createMemoryHistory({
      initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
      v5Compat: true,
    }),
  );
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    /** Navigates like the app would (a path pushes, a number goes back or forward). */
    navigate: (to: To | number) =>
      act(async () => {
        if (typeof to === 'number') history.go(to);
        else history.push(to);
      }),
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter history={history}>
          <Routes routes={routes} />
        </AppRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
