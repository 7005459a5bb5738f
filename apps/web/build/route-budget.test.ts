import { describe, expect, it } from 'vitest';

import {
  formatRouteReport,
  measureRoutes,
  readRouteTable,
  routeFiles,
  type FileSize,
  type Manifest,
} from './route-budget';

/** index.html → entry (imports react), a home page and a blog page sharing a chunk. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/pages/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/pages/blog.tsx': {
    file: 'assets/blog.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    // Loaded on demand: not part of the first load.
    dynamicImports: ['_zod.js'],
  },
};
const kB = (gzip: number): FileSize => ({ raw: gzip * 3000, gzip: gzip * 1000 });
const sizes: Record<string, FileSize> = {
  'assets/index.js': kB(60),
  'assets/react.js': kB(30),
  'assets/shared.js': kB(10),
  'assets/zod.js': kB(50),
  'assets/home.js': kB(5),
  'assets/blog.js': kB(25),
};
const routes = [
  { path: '/', module: 'src/pages/home.tsx' },
  { path: '/blog', module: 'src/pages/blog.tsx' },
];

describe('measureRoutes', () => {
  it('adds the entry and the static imports of the page, once each, without dynamic imports', () => {
    const { entry, routes: measured } = measureRoutes(manifest, sizes, routes);
    expect(entry).toMatchObject({ files: 2, gzip: 90_000 });
    expect(measured.map((r) => [r.path, r.files, r.gzip])).toEqual([
      ['/', 4, 105_000],
      ['/blog', 4, 125_000],
    ]);
  });

  it('passes routes within their budget', () => {
    const { routes: measured } = measureRoutes(manifest, sizes, routes, { '/': 120, '/blog': 125 });
    expect(measured.map((r) => r.over)).toEqual([false, false]);
  });

  it('fails a route over its budget, and only that one', () => {
    const { routes: measured } = measureRoutes(manifest, sizes, routes, { '/': 120, '/blog': 120 });
    expect(measured.filter((r) => r.over).map((r) => r.path)).toEqual(['/blog']);
    expect(formatRouteReport({ entry: measured[0]!, routes: measured })).toMatch(
      /\/blog\s+4\s+375\.0\s+125\.0\s+OVER <= 120\.0/,
    );
  });

  it('refuses a budget for a route the router does not have', () => {
    expect(() => measureRoutes(manifest, sizes, routes, { '/nowhere': 120 })).toThrow(/nowhere/);
  });
});

describe('readRouteTable', () => {
  const resolve = (s: string) => `${s.replace(/^@\//, 'src/')}.tsx`;

  it('reads nested paths, index routes and lazy pages', () => {
    const source = `
      export const routes: RouteObject[] = [
        {
          element: <Layout />,
          children: [
            { index: true, Component: page(() => import('@/pages/home')) },
            { path: 'blog/:slug', Component: page(() => import('@/pages/post')) },
            {
              element: <Guard />,
              children: [{ path: 'admin', lazy: () => import('@/pages/admin') }],
            },
          ],
        },
      ];`;
    expect(readRouteTable(source, resolve)).toEqual([
      { path: '/', module: 'src/pages/home.tsx' },
      { path: '/blog/:slug', module: 'src/pages/post.tsx' },
      { path: '/admin', module: 'src/pages/admin.tsx' },
    ]);
  });

  it('fails when a dynamic import of the router is not a route it can read', () => {
    const source = `
      const Extra = lazy(() => import('@/pages/extra'));
      export const routes = [{ path: 'a', Component: page(() => import('@/pages/a')) }];`;
    expect(() => readRouteTable(source, resolve)).toThrow(/1 routes .* 2 dynamic imports/);
  });
});

describe('routeFiles', () => {
  it("lists each route's files beyond the entry, the page chunk first", () => {
    expect(routeFiles(manifest, routes)).toEqual([
      { path: '/', files: ['assets/home.js', 'assets/shared.js'] },
      // zod loads on demand: not a file to preload.
      { path: '/blog', files: ['assets/blog.js', 'assets/shared.js'] },
    ]);
  });

  it('leaves out the catch-all route and routes the build does not have', () => {
    const more = [
      ...routes,
      { path: '/*', module: 'src/pages/home.tsx' },
      { path: '/gone', module: 'src/pages/gone.tsx' },
    ];
    expect(routeFiles(manifest, more).map((r) => r.path)).toEqual(['/', '/blog']);
  });
});
