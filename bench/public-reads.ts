/**
 * Issue 31's measurement of the public reads: wrk with 2 threads, 100 connections and 10 s per
 * read (`--latency`), URL lists cycled by a Lua script, no Accept-Encoding, against a bare
 * Fastify route in its own process measured first and last in the same run. Each read passes
 * at ≥ 50 % of the bare route's mean req/s with a p99 ≤ 2× the bare route's, no time-outs
 * (wrk gives up after 2 s) and no non-2xx answers; on the embedded database at ≥ 30 % with a
 * p99 ≤ 500 ms. Run from the repository root:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import tsx bench/public-reads.ts [--duration 10] [--connections 100] [--markdown]
 *   node --import tsx bench/public-reads.ts --projects 5000          # PGlite, a smaller fill
 *   node --import tsx bench/public-reads.ts --base-url http://127.0.0.1:3000   # a running app
 *
 * Exit 0 when every read passes, 1 when one fails, 2 on bad options or without wrk.
 * See bench/README.md for the reads and the options.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

import { PROJECT_CATEGORY_VALUES } from '@codebazaar/shared/rules';

import { escapeHtml } from '../apps/server/src/lib/html';
import { startChild } from './child';
import { machineLine, printTable, runAgainstBare, startServers } from './harness';
import { positive } from './options';
import { runWrk, wrkVersion, type WrkFigures } from './wrk';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '0' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '100' },
    threads: { type: 'string', default: '2' },
    timeout: { type: 'string', default: '2' },
    projects: { type: 'string', default: process.env.BENCH_PROJECTS ?? '100000' },
    'base-url': { type: 'string', default: process.env.BENCH_BASE_URL },
    embedded: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    markdown: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const READ_KEYS = [
  'listing',
  'category-sort',
  'search',
  'detail',
  'listings',
  'searches',
  'details',
  'project-pages',
  'find-projects',
  'blog',
] as const;
type ReadKey = (typeof READ_KEYS)[number];

if (args.help) {
  console.log(
    'Usage: node --import tsx bench/public-reads.ts [--duration s] [--warmup s] ' +
      '[--connections n] [--threads n] [--timeout s] [--projects n] [--base-url url] ' +
      '[--embedded] [--only read]... [--markdown]\n' +
      `Reads: ${READ_KEYS.join(', ')}.\n` +
      'Without --base-url it starts the app on a filled scratch database: PostgreSQL with ' +
      'BENCH_DATABASE_URL=postgres://user@host/db (created and dropped), otherwise PGlite ' +
      '(the embedded database; --embedded forces it). With --base-url it measures a running ' +
      'app and reads ids and slugs from its API; --embedded then says that app runs on PGlite.\n' +
      'Needs wrk: apt-get install -y wrk.',
  );
  process.exit(0);
}

const duration = positive('duration', args.duration);
const warmup = positive('warmup', args.warmup, true);
const connections = Math.round(positive('connections', args.connections));
const threads = Math.round(positive('threads', args.threads));
const timeout = positive('timeout', args.timeout);
const projectCount = Math.round(positive('projects', args.projects));
const baseUrl = args['base-url']?.replace(/\/+$/, '');
if (threads > connections) {
  console.error('--connections must be at least --threads');
  process.exit(2);
}
if (baseUrl && !/^https?:\/\/[^/]+$/.test(baseUrl)) {
  console.error('--base-url must be an origin such as http://127.0.0.1:3000');
  process.exit(2);
}
const only = (args.only ?? []) as ReadKey[];
const unknown = only.filter((k) => !READ_KEYS.includes(k));
if (unknown.length) {
  console.error(`unknown read: ${unknown.join(', ')} (reads: ${READ_KEYS.join(', ')})`);
  process.exit(2);
}

/** Issue 31: what each read must reach against the bare route (or, embedded, on its own). */
const BUDGET = { ratio: 0.5, p99Factor: 2 };
const EMBEDDED_BUDGET = { ratio: 0.3, p99Ms: 500 };

/** How many distinct ids the detail and project page reads cycle through. */
const DETAIL_IDS = 3_000;

/** The search terms of the quoted measurement, one with a typo ("dashbord"). */
const SEARCH_TERMS = [
  'kanban dashboard',
  'react',
  'rust cli',
  'payments api',
  'dashbord',
  'python parser',
  'game engine',
  'markdown editor',
  'chat',
  'auth',
  'stripe',
  'vue charts',
  'database cache',
  'mobile',
  'analytics',
  'compiler',
  'queue',
  'svelte shop',
  'deno',
  'desktop',
];
const SEARCH_PAGES = 5;

/** The listing sorts of the quoted measurement. */
const SORTS = [
  'createdAt&sortOrder=desc',
  'license.price&sortOrder=asc',
  'stats.views&sortOrder=desc',
  'stats.downloads&sortOrder=desc',
];
const LISTING_URLS = 200;
const LISTING_PAGES = 50;

interface Read {
  key: ReadKey | 'bare';
  name: string;
  paths: string[];
  /** What the checked first request must answer with. */
  type: 'json' | 'html';
  /** Where the page's title comes from, when the checked page must contain it. */
  titleFrom?: (path: string) => string;
}

interface Measured extends WrkFigures {
  name: string;
  distinct: number;
  /** What the checked first request found wrong, or null. */
  problem: string | null;
}

/** The reads, in the order of the quoted measurement, then issue 31's pages. */
function reads(ids: string[], blogSlugs: string[]): Read[] {
  // The quoted measurement's 200 listing URLs: URL i reads page i mod 50 + 1 of category
  // i mod 8 in sort i mod 4, so each category is read in one sort, over 25 of its 50 pages.
  const listings = Array.from(
    { length: LISTING_URLS },
    (_, i) =>
      `/api/projects?page=${(i % LISTING_PAGES) + 1}&sortBy=${SORTS[i % SORTS.length]}` +
      `&category=${PROJECT_CATEGORY_VALUES[i % PROJECT_CATEGORY_VALUES.length]}`,
  );
  // Every term on each of its first five pages: 100 distinct searches.
  const searchQueries = SEARCH_TERMS.flatMap((term) =>
    Array.from(
      { length: SEARCH_PAGES },
      (_, p) => `search=${encodeURIComponent(term)}&page=${p + 1}`,
    ),
  );
  const all: Read[] = [
    { key: 'listing', name: 'listing /api/projects', paths: ['/api/projects'], type: 'json' },
    {
      key: 'category-sort',
      name: 'category + price sort',
      paths: ['/api/projects?category=api&sortBy=license.price&sortOrder=asc'],
      type: 'json',
    },
    {
      key: 'search',
      name: 'search "kanban dashboard"',
      paths: ['/api/projects?search=kanban%20dashboard'],
      type: 'json',
    },
    { key: 'detail', name: 'detail, one id', paths: [`/api/projects/${ids[0]}`], type: 'json' },
    { key: 'listings', name: 'listings, 200 URLs', paths: listings, type: 'json' },
    {
      key: 'searches',
      name: 'search, 20 terms x 5 pages',
      paths: searchQueries.map((q) => `/api/projects?${q}`),
      type: 'json',
    },
    {
      key: 'details',
      name: `detail, ${ids.length} ids`,
      paths: ids.map((id) => `/api/projects/${id}`),
      type: 'json',
    },
    {
      key: 'project-pages',
      name: `project page, ${ids.length} ids`,
      paths: ids.map((id) => `/project/${id}`),
      type: 'html',
      titleFrom: (p) => `/api/projects/${p.slice('/project/'.length)}`,
    },
    {
      key: 'find-projects',
      name: 'Find Projects page, 100 searches',
      paths: searchQueries.map((q) => `/find-projects?${q}`),
      type: 'html',
    },
    {
      key: 'blog',
      name: `blog post page, ${blogSlugs.length} posts`,
      paths: blogSlugs.map((slug) => `/blog/${encodeURIComponent(slug)}`),
      type: 'html',
      titleFrom: (p) => `/api/blog/${p.slice('/blog/'.length)}`,
    },
  ];
  return only.length ? all.filter((r) => only.includes(r.key as ReadKey)) : all;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * What is wrong with the answer to the read's first path: not 200, not the content type the
 * read is about (a 404 page would be a false pass), not JSON, or a page without its title.
 */
async function problemWith(base: string, read: Read): Promise<string | null> {
  const path = read.paths[0];
  if (!path) return 'nothing to read';
  try {
    const res = await fetch(base + path);
    const body = await res.text();
    if (res.status !== 200) return `HTTP ${res.status}`;
    const type = res.headers.get('content-type') ?? '';
    const wanted = read.type === 'json' ? 'application/json' : 'text/html';
    if (!type.startsWith(wanted)) return `content type ${type || 'missing'}, not ${wanted}`;
    if (read.type === 'json') JSON.parse(body);
    if (read.titleFrom) {
      // GET /api/projects/{id} answers { project }, GET /api/blog/{slug} { post }.
      const answer = await getJson<{ project?: { title: string }; post?: { title: string } }>(
        base + read.titleFrom(path),
      );
      const title = answer.project?.title ?? answer.post?.title;
      if (!title) return `no title at ${read.titleFrom(path)}`;
      if (!body.includes(escapeHtml(title))) return `the page lacks its title "${title}"`;
    }
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Published ids from the listing, its pages spread over the whole list (newest first). */
async function idsFromApi(base: string, want: number): Promise<string[]> {
  type Page = { projects: { _id: string }[]; pagination: { totalPages: number } };
  const limit = 50;
  const first = await getJson<Page>(`${base}/api/projects?limit=${limit}&page=1`);
  const totalPages = first.pagination.totalPages;
  const needed = Math.ceil(want / limit);
  const pages = new Set<number>();
  for (let k = 0; k < Math.min(needed, totalPages); k += 1) {
    pages.add(
      needed >= totalPages ? k + 1 : 1 + Math.floor((k * (totalPages - 1)) / (needed - 1 || 1)),
    );
  }
  const ids = new Set(first.projects.map((p) => p._id));
  for (const page of pages) {
    if (page === 1) continue;
    const { projects } = await getJson<Page>(`${base}/api/projects?limit=${limit}&page=${page}`);
    for (const p of projects) ids.add(p._id);
  }
  return [...ids].slice(0, want);
}

/** The slugs of the published blog posts (at most 1,000). */
async function slugsFromApi(base: string): Promise<string[]> {
  type Page = { posts: { slug: string }[]; pagination: { totalPages: number } };
  const slugs: string[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const { posts, pagination } = await getJson<Page>(`${base}/api/blog?limit=50&page=${page}`);
    slugs.push(...posts.map((p) => p.slug));
    if (page >= pagination.totalPages) break;
  }
  return slugs;
}

interface Target {
  appUrl: string;
  bareUrl: string;
  embedded: boolean;
  ids: string[];
  blogSlugs: string[];
  description: string;
  stop(): Promise<unknown>;
}

async function startTarget(): Promise<Target> {
  if (baseUrl) {
    const bare = await startChild<{ type: 'ready'; url: string }>('bare-server.ts', 'bare');
    try {
      const [ids, blogSlugs] = await Promise.all([
        idsFromApi(baseUrl, DETAIL_IDS),
        slugsFromApi(baseUrl),
      ]);
      return {
        appUrl: baseUrl,
        bareUrl: bare.ready.url,
        embedded: args.embedded,
        ids,
        blogSlugs,
        description: `the app at ${baseUrl}${args.embedded ? ' (embedded database)' : ''}`,
        stop: () => bare.stop(),
      };
    } catch (err) {
      await bare.stop();
      throw err;
    }
  }
  // The embedded database of `npm start`: no PostgreSQL, whatever the environment says.
  if (args.embedded) delete process.env.BENCH_DATABASE_URL;
  const { bareUrl, ready, stop } = await startServers({ BENCH_PROJECTS: String(projectCount) });
  return {
    appUrl: ready.appUrl,
    bareUrl,
    embedded: ready.database === 'pglite',
    ids: ready.detailIds.slice(0, DETAIL_IDS),
    blogSlugs: ready.blogSlugs,
    description: `${ready.projects.toLocaleString('en-US')} projects on ${ready.database}`,
    stop,
  };
}

async function main() {
  const version = wrkVersion();
  if (!version) {
    console.error('wrk is not installed; install it with: apt-get install -y wrk');
    process.exit(2);
  }
  console.log(
    `Codebazaar public reads (issue 31): wrk -t${threads} -c${connections} -d${duration}s ` +
      `--timeout ${timeout}s --latency${warmup > 0 ? `, ${warmup}s warm-up` : ''}`,
  );
  console.log(`${version}; ${machineLine()}`);
  const target = await startTarget();
  if (target.ids.length === 0) console.warn('! no published project to read');
  if (target.blogSlugs.length === 0) console.warn('! no published blog post to read');

  try {
    const measure = async (base: string, read: Read): Promise<Measured> => {
      const problem = await problemWith(base, read);
      if (problem) console.warn(`! ${read.name}: ${problem}`);
      if (read.paths.length === 0) {
        const none = { rps: 0, p50: NaN, p99: NaN, requests: 0, non2xx: 0, errors: 0, timeouts: 0 };
        return { ...none, output: '', name: read.name, distinct: 0, problem };
      }
      const o = { threads, connections, duration: warmup, timeout };
      if (warmup > 0) await runWrk(base, read.paths, o);
      const figures = await runWrk(base, read.paths, { ...o, duration });
      return { ...figures, name: read.name, distinct: read.paths.length, problem };
    };
    const bare: Read = {
      key: 'bare',
      name: 'bare Fastify /hello',
      paths: ['/hello'],
      type: 'json',
    };
    const { bareBefore, bareAfter, results, baseRps, baseP99 } = await runAgainstBare(
      { bareUrl: target.bareUrl, ready: { appUrl: target.appUrl } },
      bare,
      reads(target.ids, target.blogSlugs),
      measure,
    );

    const failures: string[] = [];
    const row = (m: Measured, judged: boolean) => {
      const ratio = m.rps / baseRps;
      const p99Factor = m.p99 / baseP99;
      let verdict = '';
      if (judged) {
        const why = [
          m.problem && 'check',
          ratio < (target.embedded ? EMBEDDED_BUDGET.ratio : BUDGET.ratio) && 'req/s',
          (target.embedded
            ? !(m.p99 <= EMBEDDED_BUDGET.p99Ms)
            : !(p99Factor <= BUDGET.p99Factor)) && 'p99',
          m.timeouts > 0 && 'time-outs',
          m.non2xx > 0 && 'non-2xx',
          m.errors > 0 && 'errors',
        ].filter(Boolean);
        if (why.length)
          failures.push(`${m.name}: ${why.join(', ')}${m.problem ? ` (${m.problem})` : ''}`);
        verdict = why.length ? 'FAIL' : 'pass';
      }
      return [
        m.name,
        String(m.distinct),
        m.rps.toFixed(0),
        m.p50.toFixed(1),
        m.p99.toFixed(1),
        ratio.toFixed(2),
        `${p99Factor.toFixed(2)}x`,
        String(m.timeouts),
        String(m.non2xx),
        String(m.errors),
        judged ? (m.problem ? 'FAIL' : 'ok') : '',
        verdict,
      ];
    };
    printTable(
      [
        'read',
        'URLs',
        'req/s',
        'p50 ms',
        'p99 ms',
        'of bare',
        'p99/bare',
        'time-outs',
        'non-2xx',
        'errors',
        'check',
        'result',
      ],
      [
        row({ ...bareBefore, name: `${bare.name} (first)` }, false),
        row({ ...bareAfter, name: `${bare.name} (last)` }, false),
        ...results.map((m) => row(m, true)),
      ],
      args.markdown,
    );
    console.log();
    console.log(
      `${target.description}; ${connections} connections, ${duration}s per read; bare route mean ` +
        `${baseRps.toFixed(0)} req/s, p99 ${baseP99.toFixed(1)} ms`,
    );
    console.log(
      target.embedded
        ? `needs (embedded database): >= ${EMBEDDED_BUDGET.ratio} of bare req/s, p99 <= ` +
            `${EMBEDDED_BUDGET.p99Ms} ms, no time-outs, no non-2xx`
        : `needs: >= ${BUDGET.ratio} of bare req/s, p99 <= ${BUDGET.p99Factor}x bare p99, ` +
            'no time-outs, no non-2xx',
    );
    console.log(`load average at the end: ${os.loadavg()[0]!.toFixed(1)} (1 min)`);
    if (failures.length) {
      console.log(`\n${failures.length} of ${results.length} reads fail:`);
      for (const f of failures) console.log(`  ${f}`);
      process.exitCode = 1;
    } else {
      console.log(`\nall ${results.length} reads pass`);
    }
  } finally {
    await target.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
