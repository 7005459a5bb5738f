import './lib/zod-config';

import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';

import { App } from './app/app';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { setApiFetch } from './lib/api-client';
import { createBlockingHistory } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { getProjectQueryOptions } from './lib/queries/project';
import { getProjectBundlesQueryOptions } from './features/bundles/api/bundles';
import { getProjectsQueryOptions } from './features/projects/api/get-projects';
import { getReviewsQueryOptions } from './features/projects/api/reviews';
import {
  parseFindProjectsParams,
  projectsFilterOf,
} from './features/projects/lib/find-projects-params';

/**
 * The server side of the public pages (docs/decisions/022-server-rendered-public-pages.md).
 * Built by `vite build --ssr` into dist-server/ and loaded once by the server
 * (apps/server/src/seo/spa.ts), which calls `configure` and then `render` for each page to
 * render. The page is rendered for a signed-out visitor, with the data the browser's own queries
 * would read, under the same query keys: the browser hydrates it without asking again.
 */

/** The pages rendered on the server: public pages, the same for every signed-out visitor. */
export const SERVER_RENDERED_ROUTES = [
  '/',
  '/find-projects',
  '/project/:id',
  '/project/:id/changelog',
  '/bundle/:id',
  '/author/:id',
  '/blog',
  '/blog/:slug',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/contact',
] as const;

export const rendersOnServer = (pathname: string): boolean =>
  SERVER_RENDERED_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * How the app's requests reach the server's API: GET only, without cookies or Authorization
 * (the server side makes sure of that). Called once, before the first render.
 */
export function configure({ fetch }: { fetch: typeof globalThis.fetch }) {
  setApiFetch(fetch);
}

export interface RenderedPage {
  /** The markup inside the app's root element. */
  root: string;
  /** The page's query data, as a JSON script element (not executable, `<` escaped). */
  state: string;
}

/**
 * Rendering passes at most: a page asks for its data while it renders, so the first pass finds
 * what it needs, the next renders it (and what that shows may ask for more: the reviews of a
 * project, once the project is there).
 */
const MAX_PASSES = 4;

const appAt = (queryClient: QueryClient, url: string) => (
  <App
    queryClient={queryClient}
    history={createBlockingHistory(createMemoryHistory({ initialEntries: [url], v5Compat: true }))}
    serverRendered
  />
);

/**
 * A Suspense boundary that a synchronous render could not finish: one that waits (`$?`) or that
 * it left to the browser (`$!`: a part that suspended, on a lazy chunk not loaded yet, or failed).
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * The page rendered at once, or null when some part of it is not ready. Once the page's lazy
 * chunks are loaded and its data is in the cache, nothing suspends, and `renderToString` makes
 * the markup `prerenderToNodeStream` would (complete boundaries, the same comments), for a
 * fraction of its cost: no streams, no tasks to schedule.
 */
function renderNow(queryClient: QueryClient, url: string): string | null {
  let root: string;
  try {
    root = renderToString(appAt(queryClient, url));
  } catch {
    return null;
  }
  return UNFINISHED_BOUNDARY.test(root) ? null : root;
}

async function renderOnce(queryClient: QueryClient, url: string): Promise<string> {
  const now = renderNow(queryClient, url);
  if (now !== null) return now;
  const errors: unknown[] = [];
  // Waits for every lazy page chunk and Suspense boundary: the markup is complete.
  const { prelude } = await prerenderToNodeStream(appAt(queryClient, url), {
    // Never "outline" a large boundary behind an inline script (the page's CSP allows none):
    // every boundary is written in place, complete.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A part that failed would be left for the browser to render, with an error in its
    // console: the whole page fails instead, and the server sends it unrendered.
    onError: (err) => {
      errors.push(err);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/** A query the page asked for that no one has fetched yet (and would fetch in the browser). */
function waiting(query: Query, tried: Set<string>): boolean {
  if (query.state.status !== 'pending' || tried.has(query.queryHash)) return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The queries a page is known to ask for, read before its first pass: each round of queries a
 * page discovers while rendering costs a whole pass more (a project page took three: the
 * project, then its reviews and bundles, then the page). A query named here that the page does
 * not use only adds its data to the page; one the page uses and this misses costs a pass, as
 * before.
 */
const KNOWN_QUERIES: {
  pattern: string;
  read: (
    queryClient: QueryClient,
    params: Record<string, string | undefined>,
    search: URLSearchParams,
  ) => Promise<void>[];
}[] = [
  {
    pattern: '/project/:id',
    read: (queryClient, { id = '' }) => [
      queryClient.prefetchQuery(getProjectQueryOptions(id)),
      queryClient.prefetchQuery(getReviewsQueryOptions(id)),
      queryClient.prefetchQuery(getProjectBundlesQueryOptions(id)),
    ],
  },
  {
    // The results of the URL's search and filters; an AI search is left to the passes.
    pattern: '/find-projects',
    read: (queryClient, _params, search) => {
      const state = parseFindProjectsParams(search);
      return state.ai
        ? []
        : [queryClient.prefetchQuery(getProjectsQueryOptions(projectsFilterOf(state)))];
    },
  },
];

async function prefetchKnown(queryClient: QueryClient, url: string): Promise<void> {
  // The query string is everything after the first `?` (it may hold another).
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at + 1);
  for (const { pattern, read } of KNOWN_QUERIES) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    await Promise.all(read(queryClient, match.params, new URLSearchParams(query)));
    // A failed read is forgotten: the render asks again (and the browser, if it fails there too).
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    return;
  }
}

/** `url`: the page's path and query string. */
export async function render(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const cache = queryClient.getQueryCache();
  const tried = new Set<string>();
  await prefetchKnown(queryClient, url);
  let root = await renderOnce(queryClient, url);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const queries = cache.getAll().filter((q) => waiting(q, tried));
    if (queries.length === 0) break;
    await Promise.all(
      queries.map(async (query) => {
        tried.add(query.queryHash);
        await query.fetch({ ...query.options, retry: false }).catch(() => {});
        // A failed query is left out: the browser starts it pending, and so does this render.
        if (query.state.status !== 'success') cache.remove(query);
      }),
    );
    root = await renderOnce(queryClient, url);
  }
  const data: AppState = {
    queries: cache
      .getAll()
      .filter((q) => q.state.status === 'success')
      .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt })),
  };
  const json = JSON.stringify(data);
  // `<` escaped: nothing in the data can close the script element or open a comment.
  const state = `<script type="application/json" id="${APP_STATE_ID}">${json.replace(/</g, '\\u003c')}</script>`;
  return { root, state };
}
