/**
 * Initial JavaScript of the built web app, gzip-compressed, against DESIGN §8's budget of
 * 120 kB. Builds nothing: run `npm run build` first. From the repository root:
 *
 *   node --import tsx bench/bundle-size.ts [--dist apps/web/dist] [--budget-kb 120]
 *
 * "Initial JavaScript" of the entry is index.html's module scripts (and modulepreload links)
 * plus everything they import statically, recursively. Each budgeted page adds its lazy route
 * chunk and that chunk's static imports. Exits 1 when the entry or a page is over budget,
 * 2 when the build is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

import { init, parse } from 'es-module-lexer';

import { formatTable } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'apps/web/dist') },
    'budget-kb': { type: 'string', default: '120' },
  },
});

const dist = path.resolve(args.dist!);
const budgetKb = Number(args['budget-kb']);
/** kB as Vite reports them: 1,000 bytes. */
const budgetBytes = budgetKb * 1000;

/** DESIGN §8: pages whose first load must fit the budget, by the name of their route chunk. */
const PAGES = [
  { label: 'home (/)', chunk: 'home-page' },
  { label: 'find projects', chunk: 'find-projects-page' },
  { label: 'project detail', chunk: 'project-detail-page' },
  { label: 'author profile', chunk: 'author-page' },
  { label: 'blog list', chunk: 'blog-list-page' },
  { label: 'blog post', chunk: 'blog-post-page' },
];

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const content = fs.readFileSync(file);
    size = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

/** A URL path from index.html or an import specifier → a file inside dist (or null if external). */
function resolveAsset(specifier: string, fromFile?: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('//')) return null;
  const clean = specifier.split(/[?#]/)[0]!;
  const file =
    clean.startsWith('/') || !fromFile
      ? path.join(dist, clean.replace(/^\//, ''))
      : path.resolve(path.dirname(fromFile), clean);
  return file.startsWith(dist + path.sep) ? file : null;
}

/** The files of `entries` and all their static imports. */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    if (!fs.existsSync(file)) throw new Error(`missing file referenced by the build: ${file}`);
    seen.add(file);
    const [imports] = parse(fs.readFileSync(file, 'utf8'));
    for (const imp of imports) {
      // d === -1: a static import/export-from (dynamic imports are d >= 0, import.meta -2).
      if (imp.d !== -1 || !imp.n) continue;
      const target = resolveAsset(imp.n, file);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function total(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizeOf(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const indexPath = path.join(dist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    console.error(`No build at ${dist}: run \`npm run build\` first.`);
    process.exit(2);
  }
  await init;
  const html = fs.readFileSync(indexPath, 'utf8');
  const attr = (tag: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const entryFiles: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && /\btype\s*=\s*["']module["']/i.test(tag)) {
      const file = resolveAsset(src);
      if (file) entryFiles.push(file);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    if (href && /\brel\s*=\s*["']modulepreload["']/i.test(tag)) {
      const file = resolveAsset(href);
      if (file) entryFiles.push(file);
    }
  }
  if (entryFiles.length === 0) {
    console.error(`No <script type="module" src> in ${indexPath}.`);
    process.exit(2);
  }

  const entry = staticClosure(entryFiles);
  const entryTotal = total(entry);
  const rel = (f: string) => path.relative(dist, f);

  console.log(`Initial JavaScript of ${rel(entryFiles[0]!)} (static import closure):`);
  console.log(
    formatTable(
      ['file', 'raw kB', 'gzip kB'],
      [...entry]
        .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)
        .map((f) => [rel(f), kb(sizeOf(f).raw), kb(sizeOf(f).gzip)]),
    ),
  );

  const assets = path.join(dist, 'assets');
  const chunkFiles = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
  let over = entryTotal.gzip > budgetBytes;
  const rows: string[][] = [
    [
      'entry (every page)',
      String(entry.size),
      kb(entryTotal.raw),
      kb(entryTotal.gzip),
      entryTotal.gzip > budgetBytes ? 'OVER' : 'ok',
    ],
  ];
  for (const page of PAGES) {
    const chunk = chunkFiles.find((f) => new RegExp(`^${page.chunk}-[\\w-]{6,}\\.js$`).test(f));
    if (!chunk) {
      rows.push([page.label, '-', '-', '-', 'chunk not found']);
      continue;
    }
    const files = new Set([...entry, ...staticClosure([path.join(assets, chunk)])]);
    const t = total(files);
    over ||= t.gzip > budgetBytes;
    rows.push([
      `${page.label} (+${chunk})`,
      String(files.size),
      kb(t.raw),
      kb(t.gzip),
      t.gzip > budgetBytes ? 'OVER' : 'ok',
    ]);
  }
  console.log();
  console.log(formatTable(['first load', 'files', 'raw kB', 'gzip kB', `<= ${budgetKb} kB`], rows));

  const css = [...html.matchAll(/<link\b[^>]*rel\s*=\s*["']stylesheet["'][^>]*>/gi)]
    .map(([tag]) => resolveAsset(attr(tag, 'href') ?? ''))
    .filter((f): f is string => f !== null && fs.existsSync(f));
  if (css.length) {
    console.log(`\nCSS (not budgeted): ${kb(total(css).gzip)} kB gzip`);
  }
  if (over) {
    console.error(`\nOver budget: initial JavaScript must stay <= ${budgetKb} kB gzip.`);
    process.exit(1);
  }
  console.log(`\nWithin budget (${kb(entryTotal.gzip)} kB gzip for the entry).`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(2);
});
