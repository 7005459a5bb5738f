import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { escapeHtml } from '../lib/html';
import { cachedBody, matchesEtag, sendCached, type CachedBody } from '../lib/public-answer';
import { TtlCache } from '../lib/ttl-cache';
import { renderHeadTags, type HeadTags } from './head';
import { createPageRoutes, createRoutePreloads } from './route-preloads';
import {
  createPageRenderer,
  loadServerEntry,
  type PageRenderer,
  type ViewedProject,
} from './server-render';

/** A page that lives at another address (an author page asked for by id): 301 there. */
export interface MovedPage {
  redirect: string;
}

/**
 * A page whose <head> the server fills for crawlers and link previews.
 * `match` returns route params (or null); `render` returns the tags, null for a 404 head, or
 * where the page lives instead.
 */
export interface HeadRoute {
  match: (pathname: string) => Record<string, string> | null;
  render: (
    params: Record<string, string>,
    req: FastifyRequest,
  ) => Promise<HeadTags | MovedPage | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    addHeadRoute: (route: HeadRoute) => void;
  }
}

/** Rendered pages kept per server process (see renderedPages). */
const RENDERED_PAGES_MAX = 5_000;

const HEAD_MARKER = '<!--app-head-->';
/** Where a page's server-rendered content goes (index.html, inside the app's root element). */
const BODY_MARKER = '<!--app-body-->';
const ROOT_OPEN = '<div id="root">';

/** Where the server-rendered app goes, in place of the root element's static content. */
const APP_MARKER = '<!--app-root-->';

/**
 * The template with the root element's content (the static navbar placeholder) replaced by
 * APP_MARKER; null when the root element cannot be found.
 */
export function withAppMarker(html: string): string | null {
  const start = html.indexOf(ROOT_OPEN);
  if (start === -1) return null;
  const from = start + ROOT_OPEN.length;
  const tags = /<!--[\s\S]*?-->|<div\b|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[0].startsWith('<!--')) continue;
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return `${html.slice(0, from)}${APP_MARKER}${html.slice(m.index)}`;
  }
  return null;
}

/**
 * The page's content in the template: at the body marker, or else (a build from before the
 * marker) first thing inside the root element.
 */
function withBody(html: string, body: string | undefined): string {
  if (!body) return html;
  if (html.includes(BODY_MARKER)) return html.replace(BODY_MARKER, () => body);
  return html.replace(ROOT_OPEN, () => `${ROOT_OPEN}${body}`);
}

/**
 * Pages whose content only project and blog writes change (plugins/changes.ts topics): Find
 * Projects, a project and its changelog, the blog and its posts. The front cache may answer them
 * (ADR 023); it forgets them on those writes.
 */
export const announcedPage = (pathname: string): boolean =>
  pathname === '/find-projects' ||
  pathname.startsWith('/project/') ||
  pathname === '/blog' ||
  pathname.startsWith('/blog/');

const sameHead = (a: HeadTags | undefined, b: HeadTags | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** A server-rendered page, kept with the head it was made with and what it shows. */
interface RenderedEntry {
  head: HeadTags | undefined;
  page: CachedBody;
  viewed: ViewedProject[];
}

export default fp<{
  distDir: string;
  publicUrl: string;
  /** The web app's server entry; by default beside the build, in dist-server/. */
  serverEntry?: string;
  /** A production server renders with React's production build (see loadServerEntry). */
  production?: boolean;
}>(async (app: FastifyInstance, opts) => {
  const routes: HeadRoute[] = [];
  app.decorate('addHeadRoute', (route: HeadRoute) => {
    routes.push(route);
  });

  const indexPath = path.join(opts.distDir, 'index.html');
  const hasDist = fs.existsSync(indexPath);
  const template = hasDist
    ? fs.readFileSync(indexPath, 'utf8')
    : `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${HEAD_MARKER}</head><body><div id="root">${BODY_MARKER}</div><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>`;

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      // Our own Cache-Control below: @fastify/static would otherwise overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // The encoding follows Accept-Encoding: shared caches must keep the variants apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed bundles never change: cache them for a year. Other files keep their name.
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  // The public pages are rendered on the server when the web app's server side is built
  // (ADR 022); without it every page is the template, as before.
  const entry = hasDist
    ? await loadServerEntry(
        opts.serverEntry ?? path.join(opts.distDir, '..', 'dist-server', 'entry-server.js'),
        app.log,
        { production: opts.production ?? false },
      )
    : null;
  const appTemplate = entry ? withAppMarker(template) : null;
  const renderer: PageRenderer | null =
    entry && appTemplate ? createPageRenderer(app, entry) : null;
  /**
   * Rendered pages by path and query string, oldest out first. A render costs milliseconds and a
   * cached page microseconds: the cache holds as many project pages as the detail cache holds
   * details, since a cache smaller than the pages being read in turn misses every time (about
   * 25 kB a page, and its compressed forms once asked for: some 150 MB at most). Writes to
   * projects (reviews, releases, media…) and to the blog clear them; the time to live bounds the
   * rest (view counts, an author's name). A page is kept with its head: a new head object (see
   * pagesByHead) renders the page again.
   */
  const renderedPages = new TtlCache<RenderedEntry>(30_000, RENDERED_PAGES_MAX);
  app.changes.subscribe('projects', () => renderedPages.clear());
  app.changes.subscribe('blog', () => renderedPages.clear());

  const routePreloads = createRoutePreloads(opts.distDir);
  const isPage = createPageRoutes(opts.distDir);

  const defaultHead: HeadTags = {
    title: 'Codebazaar — the marketplace for code',
    description:
      'Publish projects backed by GitHub repositories, give them away or sell licenses, and get buyers read access automatically.',
  };

  /**
   * Finished pages, so that a warm page costs no rendering and no hashing: per head object that
   * a head route returned (project and post heads come from caches, so the same object while
   * it is cached; a new head is a new object and the old page goes with the old one) and path.
   */
  const pagesByHead = new WeakMap<HeadTags, Map<string, CachedBody>>();
  /** Pages with the default head ("/", "/find-projects", …), per path. */
  const defaultPages = new TtlCache<CachedBody>(60 * 60_000, 1_000);

  function buildHtml(
    pathname: string,
    head: HeadTags,
    ssr?: { root: string; state: string },
  ): string {
    // After the entry script, so the entry keeps the first place in the download queue.
    const preloads = routePreloads(pathname)
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />\n  `)
      .join('');
    // Replacer functions: a `$&` or `$'` in a title or in notes is text, not a pattern.
    const page = (ssr ? appTemplate! : template)
      .replace(HEAD_MARKER, () => renderHeadTags(head))
      .replace('</head>', () => `${preloads}</head>`);
    if (!ssr) return withBody(page, head.body);
    // The app's markup replaces the placeholder; its data goes last, before the scripts run.
    return page.replace(APP_MARKER, () => ssr.root).replace('</body>', () => `${ssr.state}</body>`);
  }

  /**
   * The server-rendered page of `url` (null when it has none, or when rendering fails: the
   * page is then the template, as without a server entry). Concurrent misses render once.
   */
  async function renderedPageOf(
    req: FastifyRequest,
    url: URL,
    rendered: HeadTags | undefined,
  ): Promise<RenderedEntry | null> {
    if (!renderer || !renderer.rendersOnServer(url.pathname)) return null;
    const key = `${url.pathname}${url.search}`;
    const cached = renderedPages.get(key);
    // Some head routes make a new head per request (the blog list's): the same tags will do.
    if (cached && cached.head !== rendered && !sameHead(cached.head, rendered)) {
      renderedPages.delete(key);
    }
    try {
      return await renderedPages.load(key, async () => {
        const page = await renderer.render(key);
        const head = { ...defaultHead, canonical: `${opts.publicUrl}${url.pathname}`, ...rendered };
        return {
          head: rendered,
          page: cachedBody(buildHtml(url.pathname, head, page)),
          viewed: page.viewed,
        };
      });
    } catch (err) {
      req.log.error({ err, url: key }, 'server rendering failed: the page is sent unrendered');
      return null;
    }
  }

  /**
   * A page that shows a project counts the visitor's view, cached or not, as GET
   * /api/projects/{id} does (ADR 008); the author's own visits do not count. A signed-in reader
   * is counted under their account, so the browser's own read of the project after hydration
   * is the same view.
   */
  function countViews(req: FastifyRequest, viewed: ViewedProject[]) {
    for (const { projectId, authorId } of viewed) {
      if (req.user?.id === authorId) continue;
      app.projects.countView(projectId, { user: req.user, ip: req.ip });
    }
  }

  /** The page of `pathname` with the head a route rendered, or the default head. */
  function pageOf(pathname: string, rendered: HeadTags | undefined): CachedBody {
    const canonical = `${opts.publicUrl}${pathname}`;
    if (!rendered) {
      let page = defaultPages.get(pathname);
      if (!page) {
        page = cachedBody(buildHtml(pathname, { ...defaultHead, canonical }));
        defaultPages.set(pathname, page);
      }
      return page;
    }
    let byPath = pagesByHead.get(rendered);
    if (!byPath) pagesByHead.set(rendered, (byPath = new Map()));
    let page = byPath.get(pathname);
    if (!page) {
      page = cachedBody(buildHtml(pathname, { canonical, ...rendered }));
      byPath.set(pathname, page);
    }
    return page;
  }

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, opts.publicUrl);
    // A path none of the app's routes matches is not found (the app shows its not-found page),
    // and so is a page whose project, author or post does not exist (its head route says so).
    let found = isPage === null || isPage(url.pathname);
    let rendered: HeadTags | undefined;
    for (const route of routes) {
      const params = route.match(url.pathname);
      if (!params) continue;
      const head = await route.render(params, req);
      if (head && 'redirect' in head) {
        // Revalidated each time: what a page moves to (a username) may change.
        return reply
          .header('Cache-Control', 'no-cache')
          .redirect(`${head.redirect}${url.search}`, 301);
      }
      if (head) rendered = head;
      else found = false;
      break;
    }
    if (!found) {
      const head: HeadTags = {
        title: 'Not found — Codebazaar',
        description: defaultHead.description,
        robots: 'noindex',
      };
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(buildHtml(url.pathname, head));
    }
    const ssr = await renderedPageOf(req, url, rendered);
    if (ssr) countViews(req, ssr.viewed);
    const page = ssr?.page ?? pageOf(url.pathname, rendered);
    // The next signed-out visitor gets the same page from the front cache, and counts the same
    // views: only pages that a project or blog write changes, since the front cache answers
    // without asking the head routes (which see an edited legal page or a renamed author).
    if (announcedPage(url.pathname)) {
      const viewed = ssr?.viewed ?? [];
      app.frontCache.offer(reply, page, ({ ip }) => {
        for (const { projectId } of viewed) app.projects.countView(projectId, { user: null, ip });
      });
    }
    const { etag } = page;
    // The same page for every visitor (the app fills in the rest): any cache may store it but
    // must check it with us each time, since it names the current build's scripts; a 304 saves
    // sending it again (ADR 012).
    reply
      .header('Cache-Control', 'public, no-cache')
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding');
    if (matchesEtag(req, etag)) return reply.code(304).send();
    return sendCached(req, reply, page, 'text/html; charset=utf-8');
  }

  const isApi = (pathname: string) => pathname.startsWith('/api/') || pathname === '/api';
  // A missing static file (an old bundle name) is a real 404, not the app shell.
  const isFile = (pathname: string) =>
    /\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html');

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (isApi(pathname)) {
      // Names the route for developers, but never echoes more than a short address back.
      const shown = pathname.length > 100 ? `${pathname.slice(0, 100)}…` : pathname;
      return reply.code(404).send({ error: `Route ${req.method} ${shown} not found` });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (isFile(pathname)) return reply.code(404).type('text/plain').send('Not found');
    return sendPage(req, reply);
  });

  // The app's pages are real routes (not the not-found handler) so that route hooks such as
  // response compression apply to them. Every more specific route wins over the wildcard.
  app.get('/', { schema: { hide: true } }, sendPage);
  // /upload is kept as an address only: it moves to /post-projects (docs/product-rules.md,
  // screens and routes). The server says so itself, instead of answering the page's document
  // with a not-found status before the app redirects.
  app.get('/upload', { schema: { hide: true } }, async (req, reply) => {
    const query = req.url.indexOf('?');
    return reply.redirect(`/post-projects${query === -1 ? '' : req.url.slice(query)}`, 301);
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (isApi(pathname) || isFile(pathname)) return reply.callNotFound();
    return sendPage(req, reply);
  });
});
