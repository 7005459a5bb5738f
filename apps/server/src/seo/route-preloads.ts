import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest`, written to dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The public pages whose code the HTML announces, and the page module each one loads (the web
 * app's route table, apps/web/src/app/router.tsx). The browser then fetches a page's chunks
 * together with the entry instead of discovering them only once the entry has run.
 */
const ROUTE_MODULES: { pattern: RegExp; module: string }[] = [
  { pattern: /^\/$/, module: 'src/features/home/pages/home-page.tsx' },
  { pattern: /^\/find-projects\/?$/, module: 'src/features/projects/pages/find-projects-page.tsx' },
  {
    pattern: /^\/project\/[^/]+\/?$/,
    module: 'src/features/projects/pages/project-detail-page.tsx',
  },
  { pattern: /^\/author\/[^/]+\/?$/, module: 'src/features/authors/pages/author-page.tsx' },
  { pattern: /^\/blog\/?$/, module: 'src/features/blog/pages/blog-list-page.tsx' },
  { pattern: /^\/blog\/[^/]+\/?$/, module: 'src/features/blog/pages/blog-post-page.tsx' },
  { pattern: /^\/tutorials\/?$/, module: 'src/features/blog/pages/tutorials-page.tsx' },
  {
    pattern: /^\/tools\/idea-generator\/?$/,
    module: 'src/features/ideas/pages/idea-generator-page.tsx',
  },
  { pattern: /^\/post-projects\/?$/, module: 'src/features/projects/pages/post-project-page.tsx' },
  { pattern: /^\/login\/?$/, module: 'src/features/auth/pages/login-page.tsx' },
  { pattern: /^\/register\/?$/, module: 'src/features/auth/pages/register-page.tsx' },
];

function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null; // no build, or a build without a manifest: no preloads
  }
}

/**
 * Returns, for a page path, the URLs of the JavaScript files its route needs beyond what
 * index.html already loads (the entry and its static imports), page chunk first.
 */
export function createRoutePreloads(distDir: string): (pathname: string) => string[] {
  const manifest = readManifest(distDir);
  if (!manifest) return () => [];

  /** The chunk keys `roots` load statically, in breadth-first order. */
  const staticClosure = (roots: string[]) => {
    const seen = new Set<string>();
    const queue = roots.filter((k) => manifest[k]);
    while (queue.length > 0) {
      const key = queue.shift()!;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) if (!seen.has(dep)) queue.push(dep);
    }
    return seen;
  };

  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const loadedByEntry = staticClosure(entries);
  const byModule = new Map<string, string[]>();
  for (const { module } of ROUTE_MODULES) {
    if (!manifest[module]) continue;
    const files = [...staticClosure([module])]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `/${manifest[key]!.file}`)
      .filter((file) => file.endsWith('.js'));
    byModule.set(module, files);
  }
  return (pathname) => {
    const route = ROUTE_MODULES.find((r) => r.pattern.test(pathname));
    return (route && byModule.get(route.module)) ?? [];
  };
}
