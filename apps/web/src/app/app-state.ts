import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` element in which the server hands the page's
 * query data to the browser (entry-server.tsx writes it, main.tsx reads it before hydrating).
 */
export const APP_STATE_ID = 'app-state';

/** The page's query data: what each query the page read answered, and when. */
export interface AppState {
  queries: { key: QueryKey; data: unknown; at: number }[];
}

/** Fills `queryClient` with the server's data, under the same keys (before the first render). */
export function restoreQueries(queryClient: QueryClient, state: AppState) {
  for (const { key, data, at } of state.queries) {
    queryClient.setQueryData(key, data, { updatedAt: at });
  }
}
