/**
 * Load benchmark of the projects API at 100,000 projects against a bare Fastify route
 * (docs/budgets.md). Run from the repository root:
 *
 *   node --import tsx bench/projects-load.ts [--duration 10] [--connections 50] [--strict]
 *
 * See bench/README.md for every option and the figures measured.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { startChild, type Child } from './child';
import { positive } from './options';
import type { ReadyMessage } from './load-target';
import { formatTable } from './stats';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    projects: { type: 'string', default: process.env.BENCH_PROJECTS ?? '100000' },
    strict: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(
    'Usage: node --import tsx bench/projects-load.ts [--duration s] [--warmup s] ' +
      '[--connections n] [--projects n] [--strict] [--markdown]\n' +
      'BENCH_DATABASE_URL=postgres://user@host/db uses PostgreSQL (a scratch database is ' +
      'created and dropped); otherwise PGlite in a temporary directory.',
  );
  process.exit(0);
}

const duration = positive('duration', args.duration);
const warmup = positive('warmup', args.warmup, true);
const connections = Math.round(positive('connections', args.connections));
const projectCount = Math.round(positive('projects', args.projects));

/** ≥ 50 % of the bare route's req/s, p99 ≤ 2× its p99, search p95 ≤ 20 ms (docs/budgets.md). */
const BUDGET = { minRatio: 0.5, maxP99Factor: 2, searchP95Ms: 20 };

interface Scenario {
  name: string;
  /** Held to the budget (docs/budgets.md); informational rows are not. */
  budget: boolean;
  path: () => string;
  rotating?: boolean;
}

interface Measured {
  name: string;
  budget: boolean;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/**
 * After a run the server may still be working through requests autocannon gave up on
 * (PGlite runs one query at a time): wait until it answers promptly before the next run.
 */
async function drain(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const started = performance.now();
    await fetch(`${base}/api/health`).catch(() => {});
    if (performance.now() - started < 50) return;
  }
}

async function check(url: string): Promise<string | null> {
  try {
    const res = await fetch(url);
    const body = await res.text();
    if (res.status !== 200) return `HTTP ${res.status}: ${body.slice(0, 200)}`;
    JSON.parse(body);
    return null;
  } catch (err) {
    return String(err);
  }
}

async function measure(base: string, scenario: Scenario): Promise<Measured> {
  const problem = await check(base + scenario.path());
  if (problem) console.warn(`! ${scenario.name}: ${problem}`);
  const options = (seconds: number): autocannon.Options => ({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: scenario.path() }),
      },
    ],
  });
  if (warmup > 0) await autocannon(options(warmup));
  const r = await autocannon(options(duration));
  return {
    name: scenario.name,
    budget: scenario.budget,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

function rotate<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

async function main() {
  console.log(
    `Codebazaar projects load benchmark: ${projectCount.toLocaleString('en-US')} projects, ` +
      `${connections} connections, ${duration}s per run (+${warmup}s warm-up)`,
  );
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const env = { BENCH_PROJECTS: String(projectCount) };
  const bareServer = await startChild<{ type: 'ready'; url: string }>('bare-server.ts', 'bare', {
    env,
  });
  let target: Child<ReadyMessage>;
  try {
    target = await startChild<ReadyMessage>('load-target.ts', 'target', { env });
  } catch (err) {
    await bareServer.stop();
    throw err;
  }
  const { ready } = target;
  const bareUrl = bareServer.ready.url;
  const stop = () => Promise.all([target.stop(), bareServer.stop()]);
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });

  try {
    console.log(
      `database: ${ready.database}; ${ready.projects.toLocaleString('en-US')} projects ` +
        `(${ready.published.toLocaleString('en-US')} published), filled in ${ready.fillSeconds.toFixed(1)} s`,
    );
    // A visitor's first view of a project counts it (a write); later views that day only read.
    const detailPaths = ready.detailIds.map((id) => `/api/projects/${id}`);
    let detailSent = 0;
    let repeatPaths: string[] | undefined;
    let repeatSent = 0;
    const pages = Array.from({ length: 100 }, (_, i) => `/api/projects?page=${i + 1}&limit=20`);
    const fixed = (p: string) => () => p;
    const bare: Scenario = { name: 'bare Fastify /hello', budget: false, path: fixed('/hello') };
    const scenarios: Scenario[] = [
      {
        name: 'listing ?page=1&limit=20',
        budget: true,
        path: fixed('/api/projects?page=1&limit=20'),
      },
      { name: 'category ?category=web', budget: true, path: fixed('/api/projects?category=web') },
      {
        name: 'filtered sort ?sortBy=stats.views',
        budget: true,
        path: fixed('/api/projects?sortBy=stats.views&sortOrder=desc'),
      },
      {
        name: 'search ?search=dashboard',
        budget: true,
        path: fixed('/api/projects?search=dashboard'),
      },
      {
        name: 'detail, first view of each id',
        budget: true,
        path: () => detailPaths[detailSent++ % detailPaths.length]!,
      },
      {
        name: 'detail, repeat views',
        budget: true,
        path: () => {
          // Only ids the previous run asked for: the view is already counted, no write.
          repeatPaths ??= detailPaths.slice(
            0,
            Math.max(1, Math.min(detailSent, detailPaths.length)),
          );
          return repeatPaths[repeatSent++ % repeatPaths.length]!;
        },
      },
      { name: 'listing pages 1-100 (info)', budget: false, path: rotate(pages) },
    ];

    const results: Measured[] = [];
    const bareBefore = await measure(bareUrl, bare);
    console.log(`  ${bare.name}: ${bareBefore.rps.toFixed(0)} req/s`);
    for (const scenario of scenarios) {
      await drain(ready.appUrl);
      const m = await measure(ready.appUrl, scenario);
      console.log(`  ${scenario.name}: ${m.rps.toFixed(0)} req/s`);
      results.push(m);
    }
    // The bare route again at the end: machines drift; the baseline is the mean of both runs.
    await drain(ready.appUrl);
    const bareAfter = await measure(bareUrl, bare);
    console.log(`  ${bare.name} (again): ${bareAfter.rps.toFixed(0)} req/s`);
    const baseRps = (bareBefore.rps + bareAfter.rps) / 2;
    const baseP99 = (bareBefore.p99 + bareAfter.p99) / 2;

    let overBudget = false;
    const rows = [
      { ...bareBefore, name: `${bare.name} (before)` },
      { ...bareAfter, name: `${bare.name} (after)` },
      ...results,
    ].map((m) => {
      const ratio = m.rps / baseRps;
      const p99Factor = m.p99 / baseP99;
      let verdict = '';
      if (m.budget) {
        const ok = ratio >= BUDGET.minRatio && p99Factor <= BUDGET.maxP99Factor && m.failures === 0;
        overBudget ||= !ok;
        verdict = ok ? 'ok' : 'OVER';
      }
      return [
        m.name,
        m.rps.toFixed(0),
        m.p50.toFixed(1),
        m.p99.toFixed(1),
        `${(ratio * 100).toFixed(0)}%`,
        `${p99Factor.toFixed(2)}x`,
        String(m.failures),
        verdict,
      ];
    });
    const header = [
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs bare',
      'p99/bare',
      'errors',
      'budget',
    ];
    console.log();
    if (args.markdown) {
      console.log(`| ${header.join(' | ')} |`);
      console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
      for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    } else {
      console.log(formatTable(header, rows));
    }

    const s = ready.search;
    const searchOk = s.p95 <= BUDGET.searchP95Ms;
    overBudget ||= !searchOk;
    console.log();
    console.log(
      `search without HTTP (page + count, uncached, ${s.runs} runs over ${s.terms.length} terms): ` +
        `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms ` +
        `[budget p95 <= ${BUDGET.searchP95Ms} ms: ${searchOk ? 'ok' : 'OVER'}]`,
    );
    console.log(`load average at the end: ${os.loadavg()[0]!.toFixed(1)} (1 min)`);
    console.log(
      `budget (docs/budgets.md): >= ${BUDGET.minRatio * 100}% of bare req/s and p99 <= ` +
        `${BUDGET.maxP99Factor}x bare p99 (bare baseline ${baseRps.toFixed(0)} req/s, p99 ${baseP99.toFixed(1)} ms)`,
    );
    await stop();
    if (overBudget && args.strict) process.exitCode = 1;
  } catch (err) {
    await stop();
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
