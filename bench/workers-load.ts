/**
 * The server on PostgreSQL with one process and with WEB_CONCURRENCY processes (issue 17, "the
 * whole machine"), on a database already filled, e.g. by `bench/fill-projects.ts` through a run
 * of `public-load.ts`, or any copy of production data:
 *
 *   node --import tsx bench/workers-load.ts postgres://postgres@127.0.0.1:5432/<filled db> [2]
 *
 * For 1 and then N processes it starts `apps/server/src/main.ts` (production, silent) on a
 * loopback port, waits for /api/health, and measures with autocannon the project detail over
 * 3,000 published ids and the 200 listing URLs of public-load.ts (100 connections, 20 s after a
 * 5 s warm-up). Figures in bench/README.md.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

import { PROJECT_CATEGORIES } from '@codebazaar/shared/rules';
import pg from 'pg';

import { load, printTable, rotate } from './harness';
import { LISTING_SORTS } from './options';

const url = process.argv[2];
const most = Number(process.argv[3] ?? 2);
if (!url || !Number.isInteger(most) || most < 2) {
  console.error('Usage: node --import tsx bench/workers-load.ts <postgres url> [processes ≥ 2]');
  process.exit(2);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const ids = (
  await client.query<{ id: string }>(
    "select id from projects where status = 'published' order by id limit 3000",
  )
).rows.map((r) => r.id);
await client.end();
const listings: string[] = [];
for (const { value } of PROJECT_CATEGORIES)
  for (const sort of LISTING_SORTS)
    for (let page = 1; page <= 5; page += 1)
      listings.push(`/api/projects?category=${value}&${sort}&page=${page}&limit=20`);

const rows: string[][] = [];
for (const workers of [1, most]) {
  const port = 3900 + workers;
  const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('../apps/server/', import.meta.url),
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(workers),
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(500);
    }
    for (const [name, paths] of [
      ['detail API (3,000 ids)', ids.map((id) => `/api/projects/${id}`)],
      ['listings (200 URLs)', listings],
    ] as const) {
      const f = await load(base, {
        connections: 100,
        duration: 20,
        warmup: 5,
        nextPath: rotate(paths),
      });
      rows.push([
        String(workers),
        name,
        f.rps.toFixed(0),
        f.p50.toFixed(1),
        f.p99.toFixed(1),
        String(f.non2xx + f.errors),
        String(f.timeouts),
      ]);
    }
  } finally {
    // The primary and its workers: the whole process group.
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
}
printTable(['processes', 'read', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'time-outs'], rows, true);
