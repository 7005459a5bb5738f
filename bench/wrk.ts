/**
 * Runs wrk (https://github.com/wg/wrk), the load generator of the independent measurement that
 * issue 31 quotes, and reads its figures. A list of paths is cycled through by a generated Lua
 * script, each thread starting at a different place in the list, so no single cached answer
 * carries a run. wrk is a system package (`apt-get install -y wrk`); nothing here installs it.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LoadFigures } from './harness';

/** wrk's version line, or null when it is not on the PATH. */
export function wrkVersion(): string | null {
  // `wrk --version` prints the version and its usage, and exits 1.
  const r = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (r.error) return null;
  return r.stdout.split('\n')[0]?.trim() || 'wrk';
}

export interface WrkOptions {
  threads: number;
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds wrk waits for an answer before it counts a time-out (wrk's default is 2). */
  timeout: number;
  headers?: Record<string, string>;
}

export interface WrkFigures extends LoadFigures {
  /** wrk's own output, for when a figure looks wrong. */
  output: string;
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A latency as wrk prints it ("812.00us", "1.25ms", "2.00s") in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * UNITS[m[2]!]!;
}

/** The figures of one wrk run (started with --latency) from its output. */
export function parseWrk(output: string): LoadFigures {
  const number = (re: RegExp) => Number(re.exec(output)?.[1] ?? 0);
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s+${p}(?:\\.0+)?%\\s+(\\S+)\\s*$`, 'm').exec(output);
    return m ? wrkMs(m[1]!) : Number.NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: percentile(50),
    p99: percentile(99),
    requests: number(/^\s*(\d+) requests in /m),
    // wrk counts every answer outside 200–299 here, redirects included.
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    errors: connect! + read! + write!,
    timeouts: timeout!,
  };
}

/**
 * The Lua script that makes each request go to the next path of `paths`. Thread k of n starts
 * k/n of the way into the list (wrk gives every thread its own Lua state, and math.random
 * would start them all at the same place).
 */
export function cyclingScript(paths: readonly string[], threads: number): string {
  for (const p of paths) {
    // Paths go into Lua string literals as they are: URL-encoded ASCII only.
    if (!/^\/[\x21-\x7e]*$/.test(p) || /["\\]/.test(p)) throw new Error(`not a plain path: ${p}`);
  }
  const starts = Array.from({ length: threads }, (_, k) =>
    Math.floor((k * paths.length) / threads),
  );
  return [
    `local paths = {\n${paths.map((p) => `  "${p}",`).join('\n')}\n}`,
    `local starts = { ${starts.join(', ')} }`,
    'local threads = 0',
    'function setup(thread)',
    '  threads = threads + 1',
    '  thread:set("start", starts[(threads - 1) % #starts + 1])',
    'end',
    'local i = 0',
    'function init(args)',
    '  i = start or 0',
    'end',
    'function request()',
    '  i = i % #paths + 1',
    '  return wrk.format("GET", paths[i])',
    'end',
    '',
  ].join('\n');
}

/** Runs wrk against `base`, cycling through `paths`, and returns its figures. */
export async function runWrk(
  base: string,
  paths: readonly string[],
  o: WrkOptions,
): Promise<WrkFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-wrk-'));
  const script = path.join(dir, 'paths.lua');
  fs.writeFileSync(script, cyclingScript(paths, o.threads));
  const args = [
    `-t${o.threads}`,
    `-c${o.connections}`,
    `-d${o.duration}s`,
    `--timeout`,
    `${o.timeout}s`,
    '--latency',
    '-s',
    script,
    ...Object.entries(o.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    `${new URL(base).origin}/`,
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile('wrk', args, { encoding: 'utf8' }, (err, stdout, stderr) => {
        if (err) reject(new Error(`wrk failed: ${stderr || err.message}`));
        else resolve(stdout);
      });
    });
    return { ...parseWrk(output), output };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
