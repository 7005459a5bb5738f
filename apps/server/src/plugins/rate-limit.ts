import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import type { Db } from '../db/client';
import { hitCounter, purgeExpiredCounters } from '../db/rate-limit-counters';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** Where a route's counters live: its method and URL, so routes never share a count. */
const routePrefix = (options: unknown): string => {
  const info = (options as RouteInfo).routeInfo ?? {};
  const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
  return `route:${method} ${info.url ?? ''}:`;
};

/**
 * A @fastify/rate-limit store on the `rate_limits` table (the one the login limits use): every
 * instance on the database shares the counts, on PostgreSQL and on PGlite alike.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitCounter(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (err: Error) => callback(err),
      );
      // Now and then, sweep counters whose window has ended.
      if (Math.random() < 0.01) purgeExpiredCounters(db).catch(() => {});
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routePrefix(routeOptions));
    }
  }
  return DatabaseRateLimitStore;
}

/** Key prefix of the route counters in Redis. */
/**
 * A route's limit of `max` requests a minute, counted per signed-in user, else per IP (the AI
 * routes and the idea generator, whose work is costly).
 */
export const perUserPerMinute = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest): string =>
    req.user ? `user:${req.user.id}` : `ip:${req.ip}`,
});

export const REDIS_RATE_LIMIT_NAMESPACE = 'codebazaar:rate-limit:';

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`), with counts shared by
 * every instance (docs/ARCHITECTURE.md#scale-out): in Redis when REDIS_URL is set, else in the
 * database.
 */
export default fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      await app.register(fastifyRateLimit, {
        global: false,
        store: databaseRateLimitStore(app.database.db),
      });
      return;
    }
    const redis = new Redis(url, {
      // A request waits for a lost Redis at most briefly, then fails rather than hangs.
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'Redis error (rate limits)'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: REDIS_RATE_LIMIT_NAMESPACE,
    });
  },
  { name: 'rate-limit' },
);
