import fs from 'node:fs';
import path from 'node:path';

/**
 * What each route of the web app loads beyond the entry, as its build writes it
 * (apps/web/build/route-budget.ts, `.vite/routes.json` in the build): the router's path and the
 * JavaScript files, the page's own chunk first.
 */
interface RouteFiles {
  path: string;
  files: string[];
}

function readRouteFiles(distDir: string): RouteFiles[] {
  try {
    const parsed: unknown = JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'routes.json'), 'utf8'),
    );
    return Array.isArray(parsed) ? (parsed as RouteFiles[]) : [];
  } catch {
    return []; // no build, or one from before the file existed: no preloads
  }
}

/** `/project/:id` → a pattern for `/project/<anything but a slash>`, with an optional `/`. */
function patternOf(routePath: string): RegExp {
  const escaped = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped.replace(/\/$/, '')}/?$`);
}

/**
 * Returns, for a page path, the URLs of the JavaScript files its route needs beyond what
 * index.html already loads (the entry and its static imports), page chunk first. The browser
 * then fetches them together with the entry instead of discovering them once the entry has run.
 */
export function createRoutePreloads(distDir: string): (pathname: string) => string[] {
  const routes = readRouteFiles(distDir).map((route) => ({
    pattern: patternOf(route.path),
    urls: route.files.map((file) => `/${file}`),
  }));
  return (pathname) => routes.find((r) => r.pattern.test(pathname))?.urls ?? [];
}

/**
 * Whether a path is one of the web app's pages (its router's routes, as the build lists them),
 * or null when the build lists none (no build, or an older one): then every path may be a page.
 * The router's catch-all (`*`) is not in the list: a path no route matches is not found.
 */
export function createPageRoutes(distDir: string): ((pathname: string) => boolean) | null {
  const patterns = readRouteFiles(distDir).map((route) => patternOf(route.path));
  if (patterns.length === 0) return null;
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}
