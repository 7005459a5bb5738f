/**
 * Initial JavaScript per route (docs/budgets.md): what a browser must download, gzip-compressed,
 * before a route can render on a first visit. That is the entry chunk plus the route's page
 * chunk, each with everything it imports statically, transitively (dynamic imports are not
 * counted: they load later, on demand). kB are 1,000 bytes, as Vite reports sizes.
 *
 * Used by the `route-budget` Vite plugin (vite.config.ts), which prints the table after every
 * `vite build` and fails the build when a budgeted route is over, and by bench/bundle-size.ts.
 */
import path from 'node:path';
import zlib from 'node:zlib';

import ts from 'typescript';
import type { Plugin } from 'vite';

/** The chunk graph in the shape of Vite's manifest (build.manifest), keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  raw: number;
  gzip: number;
}

/** A route of the router and the module (relative to the app root) that renders it. */
export interface RouteModule {
  path: string;
  module: string;
}

export interface RouteReport {
  path: string;
  module: string;
  files: number;
  raw: number;
  gzip: number;
  /** Budget in bytes, when the route has one. */
  budget?: number;
  over: boolean;
}

export const KB = 1000;

export const gzipSize = (code: string | Uint8Array): FileSize => ({
  raw: typeof code === 'string' ? Buffer.byteLength(code) : code.byteLength,
  gzip: zlib.gzipSync(code, { level: 9 }).length,
});

/** The manifest keys of `start` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route budget: no chunk "${key}" in the build`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** Initial JavaScript of each route; `budgetsKb` maps route paths to their budget. */
export function measureRoutes(
  manifest: Manifest,
  sizes: Record<string, FileSize>,
  routes: RouteModule[],
  budgetsKb: Record<string, number> = {},
): { entry: RouteReport; routes: RouteReport[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('route budget: the build has no entry chunk');
  const total = (keys: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const key of keys) {
      const file = manifest[key]!.file;
      const size = sizes[file];
      if (!size) throw new Error(`route budget: no size for ${file}`);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { files: keys.size, raw, gzip };
  };
  const report = (path: string, module: string, keys: Set<string>): RouteReport => {
    const budget = budgetsKb[path] === undefined ? undefined : budgetsKb[path] * KB;
    const t = total(keys);
    return { path, module, ...t, budget, over: budget !== undefined && t.gzip > budget };
  };

  const entryKeys = staticClosure(manifest, entries);
  const known = new Set(routes.map((r) => r.path));
  const missing = Object.keys(budgetsKb).filter((p) => !known.has(p));
  if (missing.length > 0) {
    throw new Error(`route budget: budgeted routes not in the router: ${missing.join(', ')}`);
  }
  return {
    entry: report('(entry)', entries.join(', '), entryKeys),
    routes: routes.map((route) => {
      if (!manifest[route.module]) {
        throw new Error(`route budget: ${route.path} renders ${route.module}, not in the build`);
      }
      const keys = new Set([...entryKeys, ...staticClosure(manifest, [route.module])]);
      return report(route.path, route.module, keys);
    }),
  };
}

/** Where the build writes what each route loads, read by the server (seo/route-preloads.ts). */
export const ROUTE_FILES_PATH = '.vite/routes.json';

/** What a route loads beyond the entry, as written to ROUTE_FILES_PATH. */
export interface RouteFiles {
  /** The router's path, e.g. `/project/:id`. */
  path: string;
  /** JavaScript files relative to the build's root, the page's own chunk first. */
  files: string[];
}

/**
 * For each route, the files its page chunk loads statically that the entry does not already
 * load, page chunk first: what a page's HTML can preload next to the entry. Routes without a
 * path of their own (the catch-all `*`) are left out.
 */
export function routeFiles(manifest: Manifest, routes: RouteModule[]): RouteFiles[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = staticClosure(manifest, entries);
  return routes
    .filter((route) => !route.path.includes('*') && manifest[route.module])
    .map((route) => ({
      path: route.path,
      // The closure's first key is its start: the page's own chunk.
      files: [...staticClosure(manifest, [route.module])]
        .filter((key) => !loadedByEntry.has(key))
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js')),
    }));
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** A plain-text table of the report, widest first column padded. */
export function formatRouteReport(result: { entry: RouteReport; routes: RouteReport[] }): string {
  const header = ['route', 'files', 'raw kB', 'gzip kB', 'budget'];
  const rows = [result.entry, ...result.routes].map((r) => [
    r.path,
    String(r.files),
    kb(r.raw),
    kb(r.gzip),
    r.budget === undefined ? '' : `${r.over ? 'OVER' : 'ok'} <= ${kb(r.budget)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * The route table of the router source: every route object with `Component: page(() =>
 * import('…'))` (or `lazy: () => import('…')`), with its full path (parents' paths joined; an
 * `index` route takes its parent's). `resolve` turns an import specifier into a module key.
 */
export function readRouteTable(
  source: string,
  resolve: (specifier: string) => string,
): RouteModule[] {
  const file = ts.createSourceFile('router.tsx', source, ts.ScriptTarget.Latest, true);
  const routes: RouteModule[] = [];
  let imports = 0;

  const propertyOf = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    )?.initializer;
  const importIn = (node: ts.Node): string | undefined => {
    let found: string | undefined;
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        found ??= n.arguments[0].text;
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const join = (parent: string, own: string) =>
    own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;

  const walkRoutes = (list: ts.ArrayLiteralExpression, parent: string) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const pathNode = propertyOf(element, 'path');
      const routePath =
        pathNode && ts.isStringLiteral(pathNode) ? join(parent, pathNode.text) : parent;
      const loader = propertyOf(element, 'Component') ?? propertyOf(element, 'lazy');
      const specifier = loader && importIn(loader);
      if (specifier) {
        imports += 1;
        routes.push({ path: routePath || '/', module: resolve(specifier) });
      }
      const children = propertyOf(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walkRoutes(children, routePath);
    }
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      walkRoutes(node.initializer, '');
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  // Every page import of the router must have been read as a route, or the table is wrong.
  const all = (source.match(/\bimport\(\s*['"]/g) ?? []).length;
  if (routes.length === 0 || imports !== all) {
    throw new Error(
      `route budget: read ${imports} routes but the router has ${all} dynamic imports; ` +
        'keep routes as `{ path, Component: page(() => import(…)) }` in `routes`',
    );
  }
  return routes;
}

export interface RouteBudgetOptions {
  /** The router module, relative to the Vite root (its `routes` array is read). */
  router: string;
  /** Budgets in kB (1,000 bytes) gzip, by route path. */
  budgetsKb: Record<string, number>;
  /** Resolves the router's import specifiers to paths relative to the root. */
  resolve: (specifier: string) => string;
}

/**
 * Prints each route's initial JavaScript after the build and fails the build when a budgeted
 * route is over its budget. Writes what each route loads beyond the entry to ROUTE_FILES_PATH
 * in the build, for the server's preload links.
 */
export function routeBudget(options: RouteBudgetOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let logLevel: string | undefined = 'info';
  let result: ReturnType<typeof measureRoutes> | null = null;
  return {
    name: 'route-budget',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      logLevel = config.logLevel;
    },
    // writeBundle: the chunks as written (Vite fills in preload lists in its own generateBundle).
    async writeBundle(_options, bundle) {
      const key = (id: string) => path.relative(root, id).split(path.sep).join('/');
      const byFile = new Map<string, string>();
      const manifest: Manifest = {};
      const sizes: Record<string, FileSize> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        byFile.set(
          chunk.fileName,
          chunk.facadeModuleId ? key(chunk.facadeModuleId) : `_${chunk.fileName}`,
        );
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        manifest[byFile.get(chunk.fileName)!] = {
          file: chunk.fileName,
          src: chunk.facadeModuleId ? key(chunk.facadeModuleId) : undefined,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports.map((f) => byFile.get(f)!),
          dynamicImports: chunk.dynamicImports.map((f) => byFile.get(f)!),
        };
        sizes[chunk.fileName] = gzipSize(chunk.code);
      }
      const fs = await import('node:fs/promises');
      const source = await fs.readFile(path.resolve(root, options.router), 'utf8');
      const routes = readRouteTable(source, options.resolve);
      result = measureRoutes(manifest, sizes, routes, options.budgetsKb);
      const out = path.resolve(root, outDir, ROUTE_FILES_PATH);
      await fs.mkdir(path.dirname(out), { recursive: true });
      await fs.writeFile(out, JSON.stringify(routeFiles(manifest, routes), null, 1));
    },
    closeBundle() {
      if (!result) return;
      const over = result.routes.filter((r) => r.over);
      // `vite build --logLevel warn` (npm start) prints the table only when a route is over.
      if (logLevel === 'info' || over.length > 0) {
        console.log(`\nInitial JavaScript per route (gzip):\n${formatRouteReport(result)}\n`);
      }
      if (over.length > 0) {
        this.error(
          `initial JavaScript over budget: ${over
            .map((r) => `${r.path} ${kb(r.gzip)} kB > ${kb(r.budget!)} kB`)
            .join(', ')}`,
        );
      }
    },
  };
}
