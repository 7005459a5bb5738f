import crypto from 'node:crypto';

import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { claimPeriod } from '../db/rate-limit-counters';
import { rateLimits } from '../db/schema';
import { REDIS_RATE_LIMIT_NAMESPACE } from './rate-limit';

/** POST /api/projects/ai-search allows 20 a minute per user or IP (modules/ai/ai.routes.ts). */
const SEARCH_LIMIT = 20;

let database: Database;
let drop: () => Promise<void>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
});

/** Another server instance on the same database. */
async function instance(env: Record<string, string> = {}) {
  const app = await buildTestApp(database, env);
  apps.push(app);
  return app;
}

let ipSeq = 0;
const freshIp = () => `10.77.${crypto.randomInt(250)}.${(ipSeq += 1) % 250}`;

const aiSearch = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/projects/ai-search',
    payload: { query: 'react dashboard' },
    remoteAddress: ip,
  });

const ideas = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/tools/generate-ideas',
    payload: {},
    remoteAddress: ip,
  });

/** Sends `n` AI searches alternating between the instances; returns the status codes. */
async function alternate(a: FastifyInstance, b: FastifyInstance, ip: string, n: number) {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await aiSearch(i % 2 === 0 ? a : b, ip)).statusCode);
  return codes;
}

describe('route rate limits in the database (no REDIS_URL)', () => {
  it('counts an IP across instances, per route, in the rate_limits table', async () => {
    const [a, b] = [await instance(), await instance()];
    const ip = freshIp();
    const codes = await alternate(a, b, ip, SEARCH_LIMIT);
    expect(codes.every((c) => c === 200)).toBe(true);

    for (const app of [a, b]) {
      const over = await aiSearch(app, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toHaveProperty('error');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    }

    const [row] = await database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, `%ip:${ip}`));
    expect(row).toEqual({
      key: `route:POST /api/projects/ai-search:ip:${ip}`,
      count: SEARCH_LIMIT + 2,
    });

    // Another route keeps its own count, and another IP is not affected.
    expect((await ideas(a, ip)).statusCode).toBe(200);
    expect((await aiSearch(b, freshIp())).statusCode).toBe(200);
  });

  it('starts a new window when the old one has ended', async () => {
    const [a, b] = [await instance(), await instance()];
    const ip = freshIp();
    await alternate(a, b, ip, SEARCH_LIMIT);
    expect((await aiSearch(a, ip)).statusCode).toBe(429);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `route:POST /api/projects/ai-search:ip:${ip}`));
    const res = await aiSearch(b, ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(SEARCH_LIMIT - 1));
  });
});

describe('claimPeriod (periodic jobs run once per period across instances)', () => {
  it('gives the period to the first caller only, until it ends', async () => {
    const job = `test-${crypto.randomBytes(4).toString('hex')}`;
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimPeriod(database.db, job, 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriod(database.db, job, 60_000)).toBe(false);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `job:${job}`));
    expect(await claimPeriod(database.db, job, 60_000)).toBe(true);
    expect(await claimPeriod(database.db, job, 60_000)).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at redisUrl (this machine and CI may or may not have one). */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const haveRedis = await redisAnswers();
if (!haveRedis) {
  console.warn(`rate-limit.test.ts: no Redis at ${redisUrl}; the REDIS_URL tests are skipped`);
}

describe.skipIf(!haveRedis)('route rate limits in Redis (REDIS_URL)', () => {
  it('counts an IP across instances in Redis, not in the database', async () => {
    const env = { REDIS_URL: redisUrl };
    const [a, b] = [await instance(env), await instance(env)];
    const ip = freshIp();
    const codes = await alternate(a, b, ip, SEARCH_LIMIT);
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await aiSearch(a, ip)).statusCode).toBe(429);
    expect((await aiSearch(b, ip)).statusCode).toBe(429);

    const rows = await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `%ip:${ip}`));
    expect(rows).toEqual([]);
    const redis = new Redis(redisUrl);
    try {
      const key = `${REDIS_RATE_LIMIT_NAMESPACE}POST/api/projects/ai-search-ip:${ip}`;
      expect(Number(await redis.get(key))).toBe(SEARCH_LIMIT + 2);
      await redis.del(key);
    } finally {
      redis.disconnect();
    }
  });
});
