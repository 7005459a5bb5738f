import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { firstPaintGroup, isFirstPass } from './build/first-paint-group.ts';
import { precompress } from './build/precompress.ts';
import { routeBudget } from './build/route-budget.ts';

/** Initial JavaScript of these routes, kB gzip (docs/budgets.md). */
const ROUTE_BUDGETS_KB = {
  '/': 120,
  '/find-projects': 120,
  '/project/:id': 120,
  '/blog/:slug': 120,
};

const ROUTER = 'src/app/router.tsx';
const resolveRouteModule = (specifier: string) => `${specifier.replace(/^@\//, 'src/')}.tsx`;

// What the budgeted pages import besides the entry: one chunk of what they share, one per page
// of what only it loads (build/first-paint-group.ts).
const pages = firstPaintGroup({
  router: ROUTER,
  routes: Object.keys(ROUTE_BUDGETS_KB),
  resolve: resolveRouteModule,
});

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * The server side of the public pages (src/entry-server.tsx, ADR 022): `vite build --ssr`, into
 * dist-server/ for the server to import. Packages stay in node_modules, except the workspace's
 * shared package, whose TypeScript sources Node does not load from node_modules.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  resolve: { alias },
  ssr: { noExternal: ['@codebazaar/shared'] },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { input: 'src/entry-server.tsx', output: { format: 'es' } },
  },
});

const clientBuild = defineConfig({
  plugins: [
    pages.plugin,
    react(),
    tailwindcss(),
    // The first pass (in memory) only tells the group its modules: nothing to measure or write.
    ...(isFirstPass()
      ? []
      : [
          routeBudget({ router: ROUTER, budgetsKb: ROUTE_BUDGETS_KB, resolve: resolveRouteModule }),
          precompress(),
        ]),
  ],
  resolve: { alias },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Shared chunks get short names: every import and preload list repeats them.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file: the first load of every
            // page needs all of it, and one file compresses better than several.
            { name: 'index', tags: ['$initial'], priority: 10 },
            // What the budgeted public pages load besides the entry: two files instead of ~30.
            { ...pages.group, priority: 5 },
            // The zod-free constants and rules of @codebazaar/shared (its `rules` entry), kept
            // apart from the schemas so that public pages never load zod.
            {
              name: 'shared-rules',
              test: /[\\/]packages[\\/]shared[\\/]src[\\/]rules[\\/]/,
              priority: 3,
              entriesAware: true,
            },
            // The schemas and zod: only the forms that validate with them load this chunk.
            {
              name: 'schemas',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/][^\\/]+\.ts$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : clientBuild));
