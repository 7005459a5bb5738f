/**
 * The real server as a child process, for tests that SIGKILL it and start it again on the same
 * data (src/main.crash.test.ts, src/main.outbox-crash.test.ts): start and wait until healthy,
 * call its API, and make the PostgreSQL database such a test runs on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { email: 'crash-admin@example.com', password: 'crash test admin password' };
const PASSWORD = 'crash test user password';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
}

/**
 * Starts `node --import tsx src/main.ts` (the start script) in production mode with the test
 * payment processor, and waits until it is healthy. `env` adds to or overrides the defaults.
 */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      SEED_DEMO_DATA: 'false',
      PAYMENTS_TEST_MODE: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: '10000',
      GITHUB_ACCESS_SYNC_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // A first start migrates an empty database: slow on a loaded machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited on start:\n${output}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.status === 200) return { url, child, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

/** Resolves with the exit code once the process has ended (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** GET (no body) or POST (a JSON body); an answer of 300 or more throws `… answered <status>`. */
export async function api<T = Record<string, unknown>>(
  base: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(base + route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${route} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Registers a new user (a random suffix after `name`); their session token and id. */
export async function signUp(base: string, name: string) {
  const username = `${name}${crypto.randomBytes(3).toString('hex')}`;
  const json = await api<{ token: string; user: { _id: string } }>(
    base,
    '/api/auth/register',
    undefined,
    {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    },
  );
  return { token: json.token, id: json.user._id, email: `${username}@example.com` };
}

/** The body of a new project, "Crash Kit <n>", paid (12 USD) or free. */
export const projectBody = (n: number, paid: boolean) => ({
  title: `Crash Kit ${n}`,
  description: `Project ${n} written while the server may be killed.`,
  category: 'web',
  tags: ['crash'],
  repository: {
    freeUrl: 'https://github.com/example/crash-free',
    paidUrl: 'https://github.com/example/crash-paid',
  },
  license: paid ? { type: 'paid', price: 12 } : { type: 'free', price: 0 },
});

/**
 * Creates an empty PostgreSQL database next to the one `adminUrl` names; its URL, and `drop`
 * to remove it (forcing out the connections a killed server left).
 */
export async function createCrashPostgresDatabase(adminUrl: string) {
  const name = `cb_crash_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
