/**
 * WEB_CONCURRENCY=2 (main.ts): the start script runs two server processes on one port and
 * PostgreSQL, and they share sessions, data and the invalidation of cached public reads. Each
 * request below opens a new connection, so node:cluster hands them to both processes in turn.
 * PGlite belongs to one process, so this needs TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    'main.cluster.test.ts skipped: set TEST_DATABASE_URL (PostgreSQL) to run two server ' +
      'processes; the embedded PGlite cannot be shared between processes.',
  );
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `predicate` holds for the output so far; rejects if the process exits first. */
function waitForOutput(
  child: ChildProcess,
  output: () => string,
  predicate: (s: string) => boolean,
) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (predicate(output())) {
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output()}`)));
    check();
  });
}

/** A request on a new connection, as the next visitor would make it. */
async function call(url: string, opts: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { connection: 'close' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

describe.skipIf(!adminUrl)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('starts two server processes that share sessions, data and fresh public reads', async () => {
    const dbName = `cb_cluster_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    });
    const dbUrl = new URL(adminUrl!);
    dbUrl.pathname = `/${dbName}`;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: dbUrl.toString(),
        WEB_CONCURRENCY: '2',
        SEED_DEMO_DATA: 'false',
        AUTH_RATE_LIMIT_MAX: '10000',
        GITHUB_ACCESS_SYNC_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    });

    // The first process prints the banner, the second says it listens too.
    await waitForOutput(
      child,
      () => output,
      (s) => s.includes('Codebazaar is running') && /Server process \d+ is listening/.test(s),
    );
    expect(output).toContain('Starting 2 server processes (WEB_CONCURRENCY=2)');
    expect(output).toContain('Server processes: 2');

    // A session made by one process works on every request, whichever process takes it.
    const username = `cluster${crypto.randomBytes(3).toString('hex')}`;
    const registered = await call(`${base}/api/auth/register`, {
      body: { username, email: `${username}@example.com`, password: 'two processes, one port' },
    });
    expect(registered.status).toBe(201);
    const token = registered.json.token as string;
    for (let i = 0; i < 6; i += 1) {
      expect((await call(`${base}/api/auth/profile`, { token })).status).toBe(200);
    }

    // A project read (and cached) by both processes, then edited: every next read is fresh.
    const input = (title: string) => ({
      title,
      description: `${title}: one project read by two server processes on one port.`,
      category: 'web',
      tags: ['cluster'],
      repository: { freeUrl: 'https://github.com/example/cluster' },
      license: { type: 'free', price: 0 },
    });
    const created = await call(`${base}/api/projects`, { token, body: input('Cluster Kit') });
    expect(created.status).toBe(201);
    const id = created.json.project._id as string;
    for (let i = 0; i < 6; i += 1) {
      const res = await call(`${base}/api/projects/${id}`);
      expect(res.json.project.title).toBe('Cluster Kit');
    }
    const edited = await call(`${base}/api/projects/${id}`, {
      method: 'PUT',
      token,
      body: input('Cluster Kit Renamed'),
    });
    expect(edited.status).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      const res = await call(`${base}/api/projects/${id}`);
      expect(res.json.project.title).toBe('Cluster Kit Renamed');
    }

    // SIGTERM stops both processes and the primary.
    child.kill('SIGTERM');
    await exited;
    expect(child.exitCode).toBe(0);
  }, 240_000);
});
