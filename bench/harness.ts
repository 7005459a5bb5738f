/**
 * What the HTTP load benchmarks (projects-load.ts, public-load.ts, public-reads.ts) share:
 * starting the bare route and the app as child processes, checking and measuring a scenario with
 * autocannon (wrk: wrk.ts),
 * waiting for the server to be idle between runs, and printing the table.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { startChild, type Child } from './child';
import type { ReadyMessage } from './load-target';
import { formatTable } from './stats';

/** One line about the machine, printed before the figures. */
export const machineLine = (): string =>
  `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ` +
  `Node ${process.version}, ${os.platform()} ${os.release()}, ` +
  `load average ${os.loadavg()[0]!.toFixed(1)}`;

export interface Servers {
  bareUrl: string;
  ready: ReadyMessage;
  /** Stops both (the app drops its scratch database). */
  stop(): Promise<unknown>;
}

/** Starts the bare Fastify route and the app on a filled database; Ctrl-C stops both. */
export async function startServers(env: Record<string, string>): Promise<Servers> {
  const bare = await startChild<{ type: 'ready'; url: string }>('bare-server.ts', 'bare', { env });
  let target: Child<ReadyMessage>;
  try {
    target = await startChild<ReadyMessage>('load-target.ts', 'target', { env });
  } catch (err) {
    await bare.stop();
    throw err;
  }
  const stop = () => Promise.all([target.stop(), bare.stop()]);
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  const { ready } = target;
  console.log(
    `database: ${ready.database}; ${ready.projects.toLocaleString('en-US')} projects ` +
      `(${ready.published.toLocaleString('en-US')} published), filled in ${ready.fillSeconds.toFixed(1)} s`,
  );
  return { bareUrl: bare.ready.url, ready, stop };
}

/**
 * After a run the server may still be working through requests autocannon gave up on (PGlite
 * runs one query at a time): wait until it answers promptly before the next run.
 */
export async function drain(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const started = performance.now();
    await fetch(`${base}/api/health`).catch(() => {});
    if (performance.now() - started < 50) return;
  }
}

/** What is wrong with the answer to `url` (not 200, or not JSON when `json`), or null. */
export async function problemWith(
  url: string,
  opts: { headers?: Record<string, string>; json?: boolean } = {},
): Promise<string | null> {
  try {
    const res = await fetch(url, { headers: opts.headers });
    const body = await res.text();
    if (res.status !== 200) return `HTTP ${res.status}: ${body.slice(0, 200)}`;
    if (opts.json !== false) JSON.parse(body);
    return null;
  } catch (err) {
    return String(err);
  }
}

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds run first and not measured (0: none). */
  warmup: number;
  headers?: Record<string, string>;
  /** The path of each request, in turn. */
  nextPath: () => string;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Socket errors other than time-outs. */
  errors: number;
  /** Requests autocannon gave up on after 10 s. */
  timeouts: number;
}

/** Runs autocannon against `base` (after the warm-up) and returns its figures. */
export async function load(base: string, o: LoadOptions): Promise<LoadFigures> {
  const options = (seconds: number): autocannon.Options => ({
    url: base,
    connections: o.connections,
    duration: seconds,
    pipelining: 1,
    headers: o.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: o.nextPath() }) }],
  });
  if (o.warmup > 0) await autocannon(options(o.warmup));
  const r = await autocannon(options(o.duration));
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors - r.timeouts,
    timeouts: r.timeouts,
  };
}

/** Each item of `items` in turn, forever. */
export function rotate<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

/** The table of results, as aligned text or as Markdown (`--markdown`). */
export function printTable(header: string[], rows: string[][], markdown: boolean): void {
  console.log();
  if (markdown) {
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } else {
    console.log(formatTable(header, rows));
  }
}

export interface Runs<M> {
  bareBefore: M;
  bareAfter: M;
  results: M[];
  /** The baseline: the mean of the bare route's two runs (machines drift during a run). */
  baseRps: number;
  baseP99: number;
}

/** The bare route, then each scenario against the app (idle in between), then the bare route. */
export async function runAgainstBare<S extends { name: string }, M extends LoadFigures>(
  servers: { bareUrl: string; ready: { appUrl: string } },
  bare: S,
  scenarios: S[],
  measure: (base: string, scenario: S) => Promise<M>,
): Promise<Runs<M>> {
  const appUrl = servers.ready.appUrl;
  const bareBefore = await measure(servers.bareUrl, bare);
  console.log(`  ${bare.name}: ${bareBefore.rps.toFixed(0)} req/s`);
  const results: M[] = [];
  for (const scenario of scenarios) {
    await drain(appUrl);
    const m = await measure(appUrl, scenario);
    console.log(`  ${scenario.name}: ${m.rps.toFixed(0)} req/s`);
    results.push(m);
  }
  await drain(appUrl);
  const bareAfter = await measure(servers.bareUrl, bare);
  console.log(`  ${bare.name} (again): ${bareAfter.rps.toFixed(0)} req/s`);
  return {
    bareBefore,
    bareAfter,
    results,
    baseRps: (bareBefore.rps + bareAfter.rps) / 2,
    baseP99: (bareBefore.p99 + bareAfter.p99) / 2,
  };
}
