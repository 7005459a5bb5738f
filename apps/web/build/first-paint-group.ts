/**
 * Few chunks for what the budgeted public pages load besides the entry (docs/budgets.md).
 *
 * Without it, Rolldown gives every module that several pages share its own chunk. Find Projects
 * loaded 34 files after the entry, most of them about 1 kB: icons, small components, the query
 * hooks. A browser on HTTP/1.1 fetches six at a time, so the page waited several round trips
 * before its first paint, and Lighthouse on mobile (simulated slow 4G) counted each one against
 * FCP and LCP.
 *
 * Which modules a page loads is known only after tree-shaking: the module graph before it has
 * every icon behind `lucide-react`'s index and every schema behind a type-only import. So the
 * plugin builds twice. The first pass (in memory, `FIRST_PASS_ENV` set, without this group)
 * gives the chunks each budgeted page loads; the modules in them, less the entry's and the
 * pages' own, become the `group` of the real build: one chunk of what two or more budgeted pages
 * load, and one per page of what only that page loads (so the project page does not carry the
 * blog post's components). The pages stay separate chunks, and so does whatever they load on
 * demand. Other pages that use one of these modules load the whole chunk.
 */
import path from 'node:path';

import type { Plugin, Rollup } from 'vite';

import { readRouteTable, staticClosure, type Manifest } from './route-budget.ts';

/** Set in the environment while the first pass runs. */
export const FIRST_PASS_ENV = 'CODEBAZAAR_BUILD_FIRST_PASS';

export const isFirstPass = () => process.env[FIRST_PASS_ENV] === '1';

export interface FirstPaintGroupOptions {
  /** The router module, relative to the Vite root. */
  router: string;
  /** The routes whose pages share the chunk. */
  routes: string[];
  /** Resolves the router's import specifiers to paths relative to the root. */
  resolve: (specifier: string) => string;
  /** The chunk's name. */
  name?: string;
}

/** What a chunk of the first pass tells about itself (a subset of Rollup's output chunk). */
export type BuiltChunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'isEntry' | 'facadeModuleId' | 'imports' | 'moduleIds'
>;

/**
 * For each module that the chunks of `pages` import statically, transitively (except those of
 * the entry's chunks and of the pages' own chunks), the indexes in `pages` of the pages that
 * load it.
 */
export function firstPaintModules(chunks: BuiltChunk[], pages: string[]): Map<string, Set<number>> {
  // The chunk graph in the budget's manifest shape, keyed by file, for its closure walk.
  const manifest: Manifest = Object.fromEntries(
    chunks.map((c) => [c.fileName, { file: c.fileName, isEntry: c.isEntry, imports: c.imports }]),
  );
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = staticClosure(
    manifest,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const own = pages.map((page) => {
    const chunk = chunks.find((c) => c.facadeModuleId === page);
    if (!chunk) throw new Error(`first-paint group: no chunk renders ${page}`);
    return chunk.fileName;
  });
  const modules = new Map<string, Set<number>>();
  own.forEach((page, index) => {
    for (const file of staticClosure(manifest, [page])) {
      if (entry.has(file) || own.includes(file)) continue;
      for (const id of byFile.get(file)!.moduleIds) {
        const loadedBy = modules.get(id) ?? new Set<number>();
        loadedBy.add(index);
        modules.set(id, loadedBy);
      }
    }
  });
  return modules;
}

/**
 * The chunk groups of the budgeted pages: one (`name`) for what two or more of them load, and
 * one per page (`name-<page file>`) for what only that page loads, so that no page downloads
 * another's components (the project page once carried the blog post's). A page loads at most
 * two files besides the entry and its own chunk.
 */
export function firstPaintGroup(options: FirstPaintGroupOptions) {
  let members: Map<string, Set<number>> | null = null;
  let pageNames: string[] = [];

  const plugin: Plugin = {
    name: 'first-paint-group',
    apply: (_config, env) => env.command === 'build' && !isFirstPass(),
    async configResolved(config) {
      const fs = await import('node:fs/promises');
      const source = await fs.readFile(path.resolve(config.root, options.router), 'utf8');
      const table = readRouteTable(source, options.resolve);
      const pages = options.routes.map((route) => {
        const found = table.find((r) => r.path === route);
        if (!found) throw new Error(`first-paint group: no route ${route} in ${options.router}`);
        return path.resolve(config.root, found.module);
      });
      pageNames = pages.map((page) => path.basename(page).replace(/\.[^.]+$/, ''));

      const { build } = await import('vite');
      process.env[FIRST_PASS_ENV] = '1';
      try {
        const output = await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, reportCompressedSize: false },
        });
        const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
        const chunks = outputs
          .flatMap((o) => o.output)
          .filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        members = firstPaintModules(chunks, pages);
      } finally {
        delete process.env[FIRST_PASS_ENV];
      }
    },
  };

  const name = options.name ?? 'pages';
  const group = {
    debugName: name,
    /** The chunk of `id`: null for a module no budgeted page loads, and during the first pass. */
    name: (id: string): string | null => {
      // The first pass chunks without the group; the real build has run it before chunking.
      if (isFirstPass()) return null;
      if (!members) throw new Error('first-paint group: chunking started before the first pass');
      const loaders = members.get(id);
      if (!loaders) return null;
      return loaders.size > 1 ? name : `${name}-${pageNames[[...loaders][0]!]}`;
    },
    // Exactly the modules of the first pass: not what their imports (type-only ones included) reach.
    includeDependenciesRecursively: false,
  };

  return { plugin, group };
}
