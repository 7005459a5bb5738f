import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

import {
  blogPostDetailResponseSchema,
  listReviewsQuerySchema,
  projectBundlesResponseSchema,
  projectDetailResponseSchema,
  reviewListResponseSchema,
} from '@codebazaar/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { isUuid } from '../lib/ids';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-server/),
 * and how its pages get their data (ADR 022).
 */
export interface ServerEntry {
  rendersOnServer(pathname: string): boolean;
  configure(deps: { fetch: typeof fetch }): void;
  render(url: string): Promise<{ root: string; state: string }>;
}

/** A project whose detail a render read: the page counts a view of it, as the API would. */
export interface ViewedProject {
  projectId: string;
  authorId: string;
}

export interface RenderedPage {
  root: string;
  state: string;
  /** The projects whose details the page shows (their views are counted per request). */
  viewed: ViewedProject[];
}

export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  render(url: string): Promise<RenderedPage>;
}

/**
 * A JSON answer to the app's `api()`, which reads its status and its text and nothing else
 * (apps/web/src/lib/api-client.ts): the text is JSON, as from the route. Not a whole Response:
 * building one and reading its body back through a stream cost every page about a tenth of a
 * millisecond per read.
 */
function json(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const answer: Pick<Response, 'status' | 'ok' | 'text' | 'json'> = {
    status,
    ok: status >= 200 && status < 300,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
  return answer as Response;
}

/** GET /api/projects/{id} (an id: /api/projects/drafts is another route). */
const PROJECT_DETAIL = /^\/api\/projects\/([0-9a-f-]{36})$/i;
/** GET /api/projects/{id}/reviews, with its optional page and limit. */
const PROJECT_REVIEWS = /^\/api\/projects\/([0-9a-f-]{36})\/reviews(?:\?([^#]*))?$/i;
/** GET /api/projects/{id}/bundles. */
const PROJECT_BUNDLES = /^\/api\/projects\/([0-9a-f-]{36})\/bundles$/i;
/** GET /api/blog/{slug}; the other one-segment reads of /api/blog are lists. */
const BLOG_POST = /^\/api\/blog\/(?!featured$|categories$)([^/?#]+)$/;

/**
 * Loads the entry once; null when the web app's server side is not built (or fails to load).
 * React and React Router choose their build by `process.env.NODE_ENV` when first loaded, and the
 * entry is what loads them: a production server whose configuration was handed over in code,
 * with no NODE_ENV in its environment, would otherwise render with React's development build,
 * which checks every element and records owner stacks (project pages over 3,000 ids: 102–118 →
 * 149–172 req/s in bench:reads, bench/README.md).
 */
export async function loadServerEntry(
  file: string,
  log: FastifyBaseLogger,
  opts: { production: boolean } = { production: false },
): Promise<ServerEntry | null> {
  if (!fs.existsSync(file)) return null;
  if (opts.production && process.env.NODE_ENV !== 'production') {
    log.warn(
      { NODE_ENV: process.env.NODE_ENV ?? null },
      'NODE_ENV=production set for the page renderer: its React runs its production build',
    );
    process.env.NODE_ENV = 'production';
  }
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (err) {
    log.error({ err, file }, 'the web app server entry failed to load: pages are not rendered');
    return null;
  }
}

/**
 * Renders pages with `entry` for a signed-out visitor. The app's GET requests go to this server's
 * own public API through `app.inject`, with no cookie and no Authorization, so a page holds only
 * what any visitor may read. A project's detail and a blog post are read from their services
 * instead, because their API routes would count a view for the server itself: the page route
 * counts the project's visitor, and the reader's browser reads the post again (which counts).
 * A project's reviews and bundles, which every project page shows, are read from their services
 * too, as a signed-out visitor: the same answer as their routes, without a whole request through
 * the server for each (bench/README.md, issue 31).
 */
export function createPageRenderer(app: FastifyInstance, entry: ServerEntry): PageRenderer {
  const current = new AsyncLocalStorage<ViewedProject[]>();

  /**
   * An answer read from a service for a signed-out visitor, as its route would send it (the
   * route's response schema, then JSON); a client error answers its status, as the route would.
   */
  async function answer(read: () => Promise<unknown>): Promise<Response> {
    try {
      return json(200, await read());
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return json(status, { error: 'Not found' });
      throw err;
    }
  }

  const projectDetail = (id: string) =>
    answer(async () => {
      const detail = projectDetailResponseSchema.parse(await app.projects.publicDetail(id));
      current
        .getStore()
        ?.push({ projectId: detail.project._id, authorId: detail.project.author.id });
      return detail;
    });

  /** A post without counting a view: the API route would count the server as a reader. */
  const blogPost = (slug: string) =>
    answer(async () => blogPostDetailResponseSchema.parse(await app.blog.read(slug, null)));

  const projectReviews = (id: string, page: number, limit: number) =>
    answer(async () =>
      reviewListResponseSchema.parse(await app.reviews.list(id, null, page, limit)),
    );

  const projectBundles = (id: string) =>
    answer(async () => projectBundlesResponseSchema.parse(await app.bundles.forProject(id, null)));

  const fetchForRender: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/')) {
      return json(405, { error: 'Only GET requests to the API while rendering' });
    }
    const detail = PROJECT_DETAIL.exec(url);
    if (detail && isUuid(detail[1]!)) return projectDetail(detail[1]!);
    const reviews = PROJECT_REVIEWS.exec(url);
    if (reviews && isUuid(reviews[1]!)) {
      // A query the route would refuse (or read as a list) goes to the route, which says why.
      const params = new URLSearchParams(reviews[2] ?? '');
      const query = listReviewsQuerySchema.safeParse(Object.fromEntries(params));
      if (query.success && new Set(params.keys()).size === params.size) {
        return projectReviews(reviews[1]!, query.data.page, query.data.limit);
      }
    }
    const bundles = PROJECT_BUNDLES.exec(url);
    if (bundles && isUuid(bundles[1]!)) return projectBundles(bundles[1]!);
    const post = BLOG_POST.exec(url);
    if (post) return blogPost(decodeURIComponent(post[1]!));
    // No headers of the page's request: the API answers a signed-out visitor.
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  entry.configure({ fetch: fetchForRender });

  return {
    rendersOnServer: (pathname) => entry.rendersOnServer(pathname),
    async render(url) {
      const viewed: ViewedProject[] = [];
      const page = await current.run(viewed, () => entry.render(url));
      return { ...page, viewed };
    },
  };
}
