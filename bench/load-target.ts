/**
 * The measured side of bench/projects-load.ts, run as its child process so the load
 * generator never shares an event loop with the server. It creates a scratch database,
 * fills it, times a search query without HTTP, then serves the real app on a loopback port
 * until the parent says stop (the bare baseline runs in bench/bare-server.ts).
 *
 * Messages to the parent: { type: 'progress', text } and { type: 'ready', ... }; a
 * { type: 'memory', gc } message is answered with { type: 'memory', ... } (this process's
 * memory, after a full garbage collection when asked and started with --expose-gc).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { listProjectsQuerySchema } from '@codebazaar/shared';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';

import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type Database,
} from '../apps/server/src/db/client';
import { blogPosts, licenses, projects, sessions, users } from '../apps/server/src/db/schema';
import { hashToken, newToken } from '../apps/server/src/lib/session-tokens';
import { hashPassword } from '../apps/server/src/lib/password';
import { createProjectsRepository } from '../apps/server/src/modules/projects/projects.repository';
import { createProjectsService } from '../apps/server/src/modules/projects/projects.service';
import { fillDatabase } from './fill-projects';
import { SEARCH_TERMS } from './options';
import { summarize, type TimingSummary } from './stats';

export interface ReadyMessage {
  type: 'ready';
  database: 'pglite' | 'postgres';
  appUrl: string;
  projects: number;
  published: number;
  fillSeconds: number;
  detailIds: string[];
  search: TimingSummary & { runs: number; terms: string[] };
  /** Accounts that sign in with LOGIN_PASSWORD (BENCH_LOGIN_USERS of them). */
  loginEmails: string[];
  /** The slug of a published blog post (bench/public-load.ts). */
  blogSlug: string;
  /** The slugs of every published blog post, blogSlug first (bench/public-reads.ts). */
  blogSlugs: string[];
  /**
   * A session token of a reader who holds a license of every READER_LICENSES-th detail id, so
   * the signed-in detail finds a license now and then and looks one up every time.
   */
  readerToken: string;
}

export interface MemoryMessage {
  type: 'memory';
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Whether a full garbage collection ran just before (needs --expose-gc). */
  collected: boolean;
}

export type TargetMessage = { type: 'progress'; text: string } | ReadyMessage | MemoryMessage;

/** The password of the generated sign-in accounts. */
export const LOGIN_PASSWORD = 'bench-sign-in-password';

/**
 * The signed-in reader holds a license of one project in this many of the detail ids
 * (BENCH_READER_LICENSE_EVERY; 0: no license at all).
 */
const READER_LICENSES = Number(process.env.BENCH_READER_LICENSE_EVERY ?? 10);

/** Titles of the generated blog posts (BENCH_BLOG_POSTS of them, 20 by default). */
const BLOG_TOPICS = [
  'Selling source code licenses',
  'Keeping a marketplace fast',
  'Pricing a starter kit',
  'Writing a changelog buyers read',
  'Private repositories for paying customers',
];

/** Enough distinct projects that the first-view run of the detail endpoint never repeats one. */
const DETAIL_IDS = 50_000;

const send = (message: TargetMessage) => process.send?.(message);
const progress = (text: string) => send({ type: 'progress', text });
const intEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

interface Scratch {
  database: Database;
  drop(): Promise<void>;
}

/** PostgreSQL when BENCH_DATABASE_URL is set (a new database, dropped at the end), else PGlite. */
async function createScratchDatabase(): Promise<Scratch> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-'));
    const database = createPgliteDatabase(path.join(dir, 'pglite'));
    return {
      database,
      async drop() {
        await database.close().catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `cb_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(url.toString(), intEnv('BENCH_PG_POOL', 20));
  return {
    database,
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The search of GET /api/projects?search=… without HTTP: page query plus count, uncached. */
async function timeSearch(database: Database, runs: number) {
  const service = createProjectsService(createProjectsRepository(database.db), {
    countCacheTtlMs: 0,
  });
  const once = (term: string) =>
    service.list(listProjectsQuerySchema.parse({ search: term }), null);
  for (const term of SEARCH_TERMS) await once(term); // warm-up: plans, tag vocabulary, buffers
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const term = SEARCH_TERMS[i % SEARCH_TERMS.length]!;
    const started = performance.now();
    await once(term);
    samples.push(performance.now() - started);
  }
  return { ...summarize(samples), runs, terms: SEARCH_TERMS };
}

/** Accounts with a known password, hashed once (argon2id, like registration). */
async function createLoginAccounts(database: Database, n: number): Promise<string[]> {
  const passwordHash = await hashPassword(LOGIN_PASSWORD);
  const rows = Array.from({ length: n }, (_, i) => ({
    username: `bench_login_${i}`,
    email: `bench-login-${i}@example.com`,
    passwordHash,
  }));
  await database.db.insert(users).values(rows);
  return rows.map((r) => r.email);
}

/**
 * A reader with a session and free licenses of some projects, and published blog posts of
 * about 1,500 words each by them.
 */
async function createReader(database: Database, detailIds: string[]) {
  const [reader] = await database.db
    .insert(users)
    .values({ username: 'bench_reader', email: 'bench-reader@example.com' })
    .returning({ id: users.id });
  const token = newToken();
  await database.db.insert(sessions).values({
    userId: reader!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });
  const held =
    READER_LICENSES > 0
      ? detailIds.filter((_, i) => i % READER_LICENSES === 0).slice(0, 3_000)
      : [];
  for (let i = 0; i < held.length; i += 1_000) {
    await database.db.insert(licenses).values(
      held.slice(i, i + 1_000).map((projectId) => ({
        projectId,
        buyerId: reader!.id,
        kind: 'free' as const,
        paymentReference: `bench_free_${projectId}`,
      })),
    );
  }
  const paragraph =
    '<p>Shipping a marketplace for code means caching what every visitor sees, and never ' +
    'what only one of them may see. This paragraph is repeated to make a post of realistic ' +
    'length, with <strong>some markup</strong> and <a href="https://example.com">a link</a>.</p>';
  // The first post is the one public-load.ts reads; public-reads.ts reads them all.
  const posts = Array.from({ length: intEnv('BENCH_BLOG_POSTS', 20) }, (_, i) => {
    const [slug, title] =
      i === 0
        ? ['bench-caching-public-pages', 'Caching public pages of a code marketplace']
        : [`bench-post-${i}`, `${BLOG_TOPICS[i % BLOG_TOPICS.length]}, part ${i}`];
    return {
      slug,
      title,
      excerpt: 'What a response cache may keep and what it must not.',
      contentHtml: paragraph.repeat(40),
      tags: ['performance', 'caching'],
      status: 'published' as const,
      readTime: 7,
      authorId: reader!.id,
      publishedAt: new Date(Date.now() - i * 86_400_000),
    };
  });
  await database.db.insert(blogPosts).values(posts);
  return { blogSlugs: posts.map((p) => p.slug), readerToken: token };
}

function memory(collect: boolean): MemoryMessage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (collect && gc) {
    // Twice: objects freed by finalizers of the first pass go in the second.
    gc();
    gc();
  }
  const m = process.memoryUsage();
  return {
    type: 'memory',
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    collected: collect && gc !== undefined,
  };
}

async function main() {
  const projectCount = intEnv('BENCH_PROJECTS', 100_000);
  const userCount = intEnv('BENCH_USERS', Math.max(10, Math.round(projectCount / 50)));
  const scratch = await createScratchDatabase();
  const { database } = scratch;
  let closing = false;
  const closers: (() => Promise<unknown>)[] = [];
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    for (const close of closers.reverse()) await close().catch(() => {});
    await scratch.drop().catch((err: unknown) => console.error('could not drop database', err));
    process.exit(code);
  };
  process.on('message', (m: { type?: string; gc?: boolean }) => {
    if (m?.type === 'stop') void shutdown(0);
    if (m?.type === 'memory') send(memory(m.gc === true));
  });
  // The parent went away (Ctrl-C, crash): clean up rather than leave a database behind.
  process.on('disconnect', () => void shutdown(1));
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));

  try {
    progress(`database: ${database.kind}; migrating`);
    await database.migrate();
    progress(`filling ${projectCount.toLocaleString('en-US')} projects, ${userCount} authors`);
    const fillStarted = performance.now();
    let lastReport = 0;
    await fillDatabase(database, {
      projects: projectCount,
      users: userCount,
      onProgress(done, total) {
        if (done === total || performance.now() - lastReport > 5_000) {
          lastReport = performance.now();
          progress(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
        }
      },
    });
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const [counts] = await database.db
      .select({
        total: count(),
        published: sql<number>`count(*) filter (where ${projects.status} = 'published')`.mapWith(
          Number,
        ),
      })
      .from(projects);
    const ids = await database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.status, 'published'))
      .orderBy(projects.id)
      .limit(DETAIL_IDS);

    const loginEmails = await createLoginAccounts(database, intEnv('BENCH_LOGIN_USERS', 20));
    const { blogSlugs, readerToken } = await createReader(
      database,
      ids.map((r) => r.id),
    );

    const searchRuns = intEnv('BENCH_SEARCH_RUNS', 200);
    progress(`timing search without HTTP (${searchRuns} runs)`);
    const search = await timeSearch(database, searchRuns);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), 'cb-bench-data'),
      SEED_DEMO_DATA: 'false',
      // Every request comes from 127.0.0.1: sign-in limits per IP must not get in the way.
      AUTH_RATE_LIMIT_MAX: process.env.BENCH_AUTH_RATE_LIMIT_MAX ?? '1000000',
    });
    const app = await buildApp({ config, database });
    closers.push(() => app.close());
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    send({
      type: 'ready',
      database: database.kind,
      appUrl,
      projects: counts?.total ?? 0,
      published: counts?.published ?? 0,
      fillSeconds,
      detailIds: ids.map((r) => r.id),
      search,
      loginEmails,
      blogSlug: blogSlugs[0]!,
      blogSlugs,
      readerToken,
    });
  } catch (err) {
    // A failed query's message repeats the whole SQL: its cause says what went wrong.
    console.error('load target failed:', err instanceof Error && err.cause ? err.cause : err);
    await shutdown(1);
  }
}

void main();
