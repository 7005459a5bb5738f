import crypto from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus series (`GET /metrics`; docs/ARCHITECTURE.md#operations). */
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** A job run started, ended (outcome `completed` or `failed`), by job name. */
  jobStarted(name: string, attempt: number): void;
  jobEnded(name: string, outcome: 'completed' | 'failed'): void;
  /** One webhook delivery attempt settled. */
  webhookDelivery(outcome: 'succeeded' | 'retrying' | 'failed'): void;
  /** A public response cache was asked (ADR 012): served from it, or loaded. */
  cache(cache: string, result: 'hit' | 'miss'): void;
  /** A request answered before it reached Fastify (the front cache, ADR 023). */
  requestServed(method: string, route: string, status: number, seconds: number): void;
}

/**
 * The answers that settle a payment or a refund, by route pattern: their status is the outcome
 * (2xx succeeded, 4xx refused, 5xx error).
 */
const MONEY_ROUTES: Record<string, { kind: 'payments' | 'refunds'; operation: string }> = {
  'POST /api/payments/confirm-payment': { kind: 'payments', operation: 'confirm' },
  'POST /api/payments/test-processor/confirm': { kind: 'payments', operation: 'test_confirm' },
  'POST /api/payments/webhook': { kind: 'payments', operation: 'provider_event' },
  'POST /api/payments/refund': { kind: 'refunds', operation: 'refund' },
  'POST /api/licenses/:id/refund-request': { kind: 'refunds', operation: 'request' },
  'POST /api/seller/refund-requests/:id/approve': { kind: 'refunds', operation: 'approve' },
  'POST /api/seller/refund-requests/:id/decline': { kind: 'refunds', operation: 'decline' },
};

const outcomeOf = (status: number) =>
  status >= 500 ? 'error' : status >= 400 ? 'refused' : 'succeeded';

/** SHA-256 of both sides first, so that timingSafeEqual compares equal lengths. */
function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * One Prometheus registry per app instance (tests build many in one process, so prom-client's
 * global registry is never used): request durations by route pattern and status, Node's default
 * series (event-loop delay among them), the database pool, the job queue, webhook deliveries,
 * payments and refunds by outcome, and the public caches' hits and misses. `GET /metrics` serves
 * them behind METRICS_TOKEN when it is set; without it the endpoint is open outside production
 * and closed (403) in production.
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'codebazaar_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const database = app.database;
    new Gauge({
      name: 'codebazaar_db_pool_connections',
      help: 'Database connections: total, idle and waiting clients of the PostgreSQL pool; the one connection of the embedded PGlite',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats?.();
        if (stats) {
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });
    new Gauge({
      name: 'codebazaar_jobs_queued',
      help: 'Background jobs waiting to run, by job name',
      labelNames: ['name'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const [name, n] of await app.jobs.queuedCounts()) this.set({ name }, n);
        } catch (err) {
          app.log.warn({ err }, 'metrics: the job queue could not be counted');
        }
      },
    });
    new Gauge({
      name: 'codebazaar_outbox_backlog',
      help: 'Side effects recorded in the outbox and not yet run to the end (ADR 015)',
      registers: [registry],
      async collect() {
        try {
          this.set(await app.outbox.backlog());
        } catch (err) {
          app.log.warn({ err }, 'metrics: the outbox could not be counted');
        }
      },
    });
    const jobsRunning = new Gauge({
      name: 'codebazaar_jobs_running',
      help: 'Background jobs running on this instance, by job name',
      labelNames: ['name'] as const,
      registers: [registry],
    });
    const jobsCompleted = new Counter({
      name: 'codebazaar_jobs_completed_total',
      help: 'Job runs that succeeded, by job name',
      labelNames: ['name'] as const,
      registers: [registry],
    });
    const jobsFailed = new Counter({
      name: 'codebazaar_jobs_failed_total',
      help: 'Job runs that failed (retried later or given up), by job name',
      labelNames: ['name'] as const,
      registers: [registry],
    });
    const jobsRetried = new Counter({
      name: 'codebazaar_jobs_retried_total',
      help: 'Job runs that were a retry (attempt 2 or later), by job name',
      labelNames: ['name'] as const,
      registers: [registry],
    });
    const webhookDeliveries = new Counter({
      name: 'codebazaar_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome (succeeded, retrying, failed)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
    const money = {
      payments: new Counter({
        name: 'codebazaar_payments_total',
        help: 'Payment confirmations and provider events by operation and outcome',
        labelNames: ['operation', 'outcome'] as const,
        registers: [registry],
      }),
      refunds: new Counter({
        name: 'codebazaar_refunds_total',
        help: 'Refunds and refund requests by operation and outcome',
        labelNames: ['operation', 'outcome'] as const,
        registers: [registry],
      }),
    };
    const cacheRequests = new Counter({
      name: 'codebazaar_cache_requests_total',
      help: 'Public response cache look-ups (ADR 012) by cache and result (hit, miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    });
    // Every label starts at zero, so that a scrape names the series before the first event.
    for (const outcome of ['succeeded', 'retrying', 'failed'])
      webhookDeliveries.inc({ outcome }, 0);
    for (const { kind, operation } of Object.values(MONEY_ROUTES)) {
      for (const outcome of ['succeeded', 'refused', 'error']) {
        money[kind].inc({ operation, outcome }, 0);
      }
    }

    const metrics: AppMetrics = {
      registry,
      jobStarted(name, attempt) {
        jobsRunning.inc({ name });
        if (attempt > 1) jobsRetried.inc({ name });
      },
      jobEnded(name, outcome) {
        jobsRunning.dec({ name });
        (outcome === 'completed' ? jobsCompleted : jobsFailed).inc({ name });
      },
      webhookDelivery: (outcome) => webhookDeliveries.inc({ outcome }),
      cache: (cache, result) => cacheRequests.inc({ cache, result }),
      requestServed: (method, route, status, seconds) =>
        requestDuration.observe({ method, route, status_code: String(status) }, seconds),
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
      // The route pattern, never the raw URL (ids and queries would make a series each).
      const route = req.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requestDuration.observe(
        { method: req.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      const moneyRoute = MONEY_ROUTES[`${req.method} ${route}`];
      if (moneyRoute) {
        money[moneyRoute.kind].inc({
          operation: moneyRoute.operation,
          outcome: outcomeOf(status),
        });
      }
    });

    const token = app.config.METRICS_TOKEN;
    const production = app.config.NODE_ENV === 'production';
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (token) {
        const header = req.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!sameToken(given, token)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ error: 'A valid metrics token is required' });
        }
      } else if (production) {
        return reply.code(403).send({ error: 'Metrics are off: METRICS_TOKEN is not set' });
      }
      const body = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
  { name: 'metrics' },
);
