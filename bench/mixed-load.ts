/**
 * Mixed load on the real app (issue 8, Reliability): listing, search, project detail and
 * sign-in at the same time, 200 connections for 60 s by default, with zero errors allowed and
 * the app's memory watched for growth. Run from the repository root:
 *
 *   node --import tsx bench/mixed-load.ts [--duration 60] [--connections 200] [--projects 100000]
 *
 * See bench/README.md for every option and the figures measured. Exits with 1 when any request
 * failed (non-2xx, socket error, time-out) or the heap grew beyond --max-heap-growth-mb.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { ask, startChild } from './child';
import { LOGIN_PASSWORD, type MemoryMessage, type ReadyMessage } from './load-target';
import { positive, SEARCH_TERMS as BASE_SEARCH_TERMS } from './options';
import { formatTable } from './stats';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '60' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '200' },
    projects: { type: 'string', default: process.env.BENCH_PROJECTS ?? '100000' },
    'max-heap-growth-mb': { type: 'string', default: process.env.BENCH_MAX_HEAP_GROWTH_MB ?? '25' },
    markdown: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(
    'Usage: node --import tsx bench/mixed-load.ts [--duration s] [--warmup s] ' +
      '[--connections n] [--projects n] [--max-heap-growth-mb n] [--markdown]\n' +
      'BENCH_DATABASE_URL=postgres://user@host/db uses PostgreSQL (a scratch database is ' +
      'created and dropped); otherwise PGlite in a temporary directory.',
  );
  process.exit(0);
}

const duration = positive('duration', args.duration);
const warmup = positive('warmup', args.warmup, true);
const connections = Math.round(positive('connections', args.connections));
const projectCount = Math.round(positive('projects', args.projects));
const maxHeapGrowthMb = positive('max-heap-growth-mb', args['max-heap-growth-mb'], true);
/** How often the app's memory is sampled during the measured run. */
const SAMPLE_MS = 2_000;

/**
 * Share of the connections each request type gets (they run side by side). Sign-in is the
 * smallest: each one is an argon2id verification (19 MiB, about 15 a second per busy core here)
 * and a new session, and real visitors sign in once for many page views.
 */
const MIX = [
  { name: 'listing', share: 0.3 },
  { name: 'search', share: 0.3 },
  { name: 'detail', share: 0.35 },
  { name: 'sign-in', share: 0.05 },
] as const;
type Kind = (typeof MIX)[number]['name'];

const SEARCH_TERMS = [...BASE_SEARCH_TERMS, 'python cli', 'auth'];
const LISTING_FILTERS = [
  '',
  '&category=web',
  '&category=mobile',
  '&sortBy=stats.views&sortOrder=desc',
  '&sortBy=license.price&sortOrder=asc',
  '&licenseType=free',
];

function rotate<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

/** Per-connection count for each kind: shares of the total, every kind at least one. */
function split(total: number): Record<Kind, number> {
  const counts = Object.fromEntries(
    MIX.map((m) => [m.name, Math.max(1, Math.round(total * m.share))]),
  ) as Record<Kind, number>;
  const diff = total - Object.values(counts).reduce((a, b) => a + b, 0);
  counts.listing = Math.max(1, counts.listing + diff);
  return counts;
}

function requestsFor(kind: Kind, ready: ReadyMessage): autocannon.Request[] {
  switch (kind) {
    case 'listing': {
      // 100 pages × 6 filters: the cache of anonymous lists helps but does not hold it all.
      const paths = Array.from(
        { length: 100 * LISTING_FILTERS.length },
        (_, i) =>
          `/api/projects?page=${(i % 100) + 1}&limit=20${LISTING_FILTERS[i % LISTING_FILTERS.length]}`,
      );
      const next = rotate(paths);
      return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }];
    }
    case 'search': {
      const paths = SEARCH_TERMS.flatMap((t) =>
        [1, 2, 3].map((page) => `/api/projects?search=${encodeURIComponent(t)}&page=${page}`),
      );
      const next = rotate(paths);
      return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }];
    }
    case 'detail': {
      // Each id once (a counted view, a write), then again (a read) once the list wraps.
      const next = rotate(ready.detailIds.slice(0, 20_000).map((id) => `/api/projects/${id}`));
      return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }];
    }
    case 'sign-in': {
      const next = rotate(ready.loginEmails);
      return [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: next(), password: LOGIN_PASSWORD }),
          }),
        },
      ];
    }
  }
}

interface Measured {
  kind: Kind;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Every kind at once, each on its share of the connections, for `seconds`. */
async function runMix(
  url: string,
  ready: ReadyMessage,
  seconds: number,
  counts: Record<Kind, number>,
): Promise<Measured[]> {
  const runs = MIX.map(async ({ name }) => {
    const r = await autocannon({
      url,
      connections: counts[name],
      duration: seconds,
      pipelining: 1,
      timeout: 10,
      requests: requestsFor(name, ready),
    });
    return {
      kind: name,
      connections: counts[name],
      requests: r.requests.total,
      rps: r.requests.total / seconds,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    } satisfies Measured;
  });
  return Promise.all(runs);
}

/** One request of each kind, checked for a 200 before any load. */
async function preflight(url: string, ready: ReadyMessage): Promise<string[]> {
  const problems: string[] = [];
  const tries: [string, RequestInit & { path: string }][] = [
    ['listing', { path: '/api/projects?page=1&limit=20' }],
    ['search', { path: '/api/projects?search=dashboard' }],
    ['detail', { path: `/api/projects/${ready.detailIds[0]}` }],
    [
      'sign-in',
      {
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ready.loginEmails[0], password: LOGIN_PASSWORD }),
      },
    ],
  ];
  for (const [kind, { path, ...init }] of tries) {
    const res = await fetch(url + path, init).catch((err: unknown) => String(err));
    if (typeof res === 'string') problems.push(`${kind}: ${res}`);
    else if (res.status !== 200) problems.push(`${kind}: HTTP ${res.status} ${await res.text()}`);
  }
  return problems;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

async function main() {
  const counts = split(connections);
  console.log(
    `Codebazaar mixed load: ${connections} connections ` +
      `(${MIX.map((m) => `${m.name} ${counts[m.name]}`).join(', ')}), ` +
      `${duration}s measured after ${warmup}s warm-up, ${projectCount.toLocaleString('en-US')} projects`,
  );
  const loadStart = os.loadavg();
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ` +
      `Node ${process.version}, load average ${loadStart.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`,
  );

  const target = await startChild<ReadyMessage>('load-target.ts', 'target', {
    // --expose-gc: the memory verdict compares heaps after a full collection.
    execArgv: ['--expose-gc'],
    env: {
      BENCH_PROJECTS: String(projectCount),
      BENCH_SEARCH_RUNS: process.env.BENCH_SEARCH_RUNS ?? '20',
      BENCH_LOGIN_USERS: process.env.BENCH_LOGIN_USERS ?? '20',
    },
  });
  const { ready } = target;
  const memory = (gc: boolean) =>
    ask<MemoryMessage>(target.process, { type: 'memory', gc }, 'memory');
  process.on('SIGINT', () => {
    void target.stop().then(() => process.exit(130));
  });

  try {
    console.log(
      `database: ${ready.database}; ${ready.projects.toLocaleString('en-US')} projects, ` +
        `${ready.loginEmails.length} sign-in accounts`,
    );
    const problems = await preflight(ready.appUrl, ready);
    if (problems.length > 0) throw new Error(`pre-flight failed:\n  ${problems.join('\n  ')}`);

    const startMemory = await memory(true);
    if (warmup > 0) {
      console.log(`warm-up: ${warmup}s`);
      await runMix(ready.appUrl, ready, warmup, counts);
    }
    const afterWarmup = await memory(true);
    if (!afterWarmup.collected) throw new Error('the target cannot collect garbage (--expose-gc)');

    console.log(`measuring: ${duration}s`);
    const samples: MemoryMessage[] = [];
    const sampler = setInterval(() => {
      memory(false).then(
        (m) => samples.push(m),
        () => {},
      );
    }, SAMPLE_MS);
    const started = Date.now();
    const results = await runMix(ready.appUrl, ready, duration, counts);
    const elapsed = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const loadEnd = os.loadavg();
    const end = await memory(true);

    const totals = results.reduce(
      (t, r) => ({
        requests: t.requests + r.requests,
        // autocannon's errors include its time-outs: do not count those twice.
        failures: t.failures + r.non2xx + r.errors,
      }),
      { requests: 0, failures: 0 },
    );
    const header = [
      'request',
      'conns',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      'errors',
      'timeouts',
    ];
    const rows = results.map((r) => [
      r.kind,
      String(r.connections),
      String(r.requests),
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.max.toFixed(0),
      String(r.non2xx),
      String(r.errors),
      String(r.timeouts),
    ]);
    rows.push([
      'all',
      String(connections),
      String(totals.requests),
      (totals.requests / duration).toFixed(0),
      '',
      '',
      '',
      String(results.reduce((a, r) => a + r.non2xx, 0)),
      String(results.reduce((a, r) => a + r.errors, 0)),
      String(results.reduce((a, r) => a + r.timeouts, 0)),
    ]);
    console.log();
    if (args.markdown) {
      console.log(`| ${header.join(' | ')} |`);
      console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
      for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    } else {
      console.log(formatTable(header, rows));
    }

    const rss = samples.map((s) => mb(s.rss));
    const heap = samples.map((s) => mb(s.heapUsed));
    const growth = mb(end.heapUsed - afterWarmup.heapUsed);
    const memoryOk = growth <= maxHeapGrowthMb;
    console.log();
    console.log(
      `target memory (${samples.length} samples, every ${SAMPLE_MS / 1000} s, ${elapsed.toFixed(0)} s): ` +
        `RSS ${Math.min(...rss).toFixed(0)}-${Math.max(...rss).toFixed(0)} MB ` +
        `(before load ${mb(startMemory.rss).toFixed(0)}, after warm-up ${mb(afterWarmup.rss).toFixed(0)}, ` +
        `end ${mb(end.rss).toFixed(0)}); heap used ${Math.min(...heap).toFixed(0)}-${Math.max(...heap).toFixed(0)} MB`,
    );
    console.log(
      `heap after full GC: ${mb(afterWarmup.heapUsed).toFixed(1)} MB after warm-up, ` +
        `${mb(end.heapUsed).toFixed(1)} MB at the end: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
        `[limit +${maxHeapGrowthMb} MB: ${memoryOk ? 'ok, no growth' : 'GROWTH'}]`,
    );
    console.log(
      `errors: ${totals.failures} of ${totals.requests} requests [${totals.failures === 0 ? 'ok' : 'FAILED'}]`,
    );
    console.log(
      `load average: ${loadStart[0]!.toFixed(1)} at the start, ${loadEnd[0]!.toFixed(1)} at the end ` +
        `(1 min; ${os.cpus().length} CPUs)`,
    );
    await target.stop();
    if (totals.failures > 0 || !memoryOk) process.exitCode = 1;
  } catch (err) {
    await target.stop();
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
