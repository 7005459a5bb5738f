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

import {
  load,
  machineLine,
  printTable,
  problemWith,
  rotate,
  runAgainstBare,
  startServers,
  type LoadFigures,
} from './harness';
import { positive } from './options';

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
}

interface Measured extends LoadFigures {
  name: string;
  budget: boolean;
  /** Non-2xx answers, socket errors and time-outs together. */
  failures: number;
}

async function measure(base: string, scenario: Scenario): Promise<Measured> {
  const problem = await problemWith(base + scenario.path());
  if (problem) console.warn(`! ${scenario.name}: ${problem}`);
  const r = await load(base, { connections, duration, warmup, nextPath: scenario.path });
  return {
    ...r,
    name: scenario.name,
    budget: scenario.budget,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

async function main() {
  console.log(
    `Codebazaar projects load benchmark: ${projectCount.toLocaleString('en-US')} projects, ` +
      `${connections} connections, ${duration}s per run (+${warmup}s warm-up)`,
  );
  console.log(machineLine());
  const { bareUrl, ready, stop } = await startServers({ BENCH_PROJECTS: String(projectCount) });

  try {
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

    const { bareBefore, bareAfter, results, baseRps, baseP99 } = await runAgainstBare(
      { bareUrl, ready },
      bare,
      scenarios,
      measure,
    );

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
    printTable(header, rows, args.markdown);

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
