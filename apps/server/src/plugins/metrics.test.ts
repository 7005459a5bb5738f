import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { createTestApp, createTestDatabase, testConfig, type TestContext } from '../../test/helper';

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus' text format into samples by series name (HELP/TYPE lines give the names). */
function parseMetrics(text: string): { names: Set<string>; samples: Map<string, Sample[]> } {
  const names = new Set<string>();
  const samples = new Map<string, Sample[]>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) names.add(line.split(' ')[2]!);
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    const list = samples.get(match[1]!) ?? [];
    list.push({ labels, value: Number(match[3]) });
    samples.set(match[1]!, list);
  }
  return { names, samples };
}

function valueOf(
  samples: Map<string, Sample[]>,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  return samples.get(name)?.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('names every series after some traffic, with route patterns and outcomes', async () => {
    const { app } = ctx;
    // A job that fails its first run and succeeds on the retry.
    let runs = 0;
    await app.jobs.work('metrics-test', async () => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
    });
    await app.jobs.enqueue('metrics-test', {}, { retryLimit: 1, backoff: { delayMs: 0 } });
    // Counted while it waits.
    let parsed = parseMetrics((await app.inject({ method: 'GET', url: '/metrics' })).body);
    expect(valueOf(parsed.samples, 'codebazaar_jobs_queued', { name: 'metrics-test' })).toBe(1);
    await app.jobs.runDueNow();

    // Public listing: loaded once, then served from the cache (ADR 012).
    await app.inject({ method: 'GET', url: '/api/projects?page=1' });
    await app.inject({ method: 'GET', url: '/api/projects?page=1' });
    // A payment confirmation and a refund without a signed-in user are refused.
    await app.inject({ method: 'POST', url: '/api/payments/confirm-payment', payload: {} });
    await app.inject({ method: 'POST', url: '/api/payments/refund', payload: {} });
    await app.inject({ method: 'GET', url: '/api/nothing-here/123' });

    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    parsed = parseMetrics(res.body);
    for (const name of [
      'codebazaar_http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'codebazaar_db_pool_connections',
      'codebazaar_jobs_queued',
      'codebazaar_outbox_backlog',
      'codebazaar_jobs_running',
      'codebazaar_jobs_completed_total',
      'codebazaar_jobs_failed_total',
      'codebazaar_jobs_retried_total',
      'codebazaar_webhook_deliveries_total',
      'codebazaar_payments_total',
      'codebazaar_refunds_total',
      'codebazaar_cache_requests_total',
    ]) {
      expect(parsed.names, name).toContain(name);
    }
    const { samples } = parsed;
    expect(valueOf(samples, 'codebazaar_outbox_backlog', {})).toBe(0);
    // By route pattern and status, never the raw URL.
    expect(
      valueOf(samples, 'codebazaar_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/projects',
        status_code: '200',
      }),
    ).toBe(2);
    const routes = samples.get('codebazaar_http_request_duration_seconds_count')!;
    expect(routes.some((s) => s.labels.route!.includes('?'))).toBe(false);
    expect(routes.some((s) => s.labels.route!.includes('nothing-here'))).toBe(false);
    expect(
      valueOf(samples, 'codebazaar_cache_requests_total', {
        cache: 'project_list',
        result: 'miss',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'codebazaar_cache_requests_total', { cache: 'project_list', result: 'hit' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'codebazaar_payments_total', { operation: 'confirm', outcome: 'refused' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'codebazaar_refunds_total', { operation: 'refund', outcome: 'refused' }),
    ).toBe(1);
    expect(valueOf(samples, 'codebazaar_webhook_deliveries_total', { outcome: 'succeeded' })).toBe(
      0,
    );
    expect(valueOf(samples, 'codebazaar_db_pool_connections', { state: 'total' })).toBeGreaterThan(
      0,
    );
    expect(valueOf(samples, 'codebazaar_jobs_failed_total', { name: 'metrics-test' })).toBe(1);
    expect(valueOf(samples, 'codebazaar_jobs_running', { name: 'metrics-test' })).toBe(0);
    expect(valueOf(samples, 'codebazaar_jobs_queued', { name: 'metrics-test' }) ?? 0).toBe(
      app.jobs.kind === 'table' ? 0 : 1,
    );
    // pg-boss retries after whole seconds; the table runner at once with a zero back-off.
    if (app.jobs.kind === 'table') {
      expect(valueOf(samples, 'codebazaar_jobs_retried_total', { name: 'metrics-test' })).toBe(1);
      expect(valueOf(samples, 'codebazaar_jobs_completed_total', { name: 'metrics-test' })).toBe(1);
    }
  });

  it('keeps each app instance its own series', async () => {
    const { database, drop } = await createTestDatabase();
    const other = await buildApp({ config: testConfig(), database });
    try {
      await other.inject({ method: 'GET', url: '/api/projects?page=2' });
      const mine = parseMetrics((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body);
      const theirs = parseMetrics((await other.inject({ method: 'GET', url: '/metrics' })).body);
      expect(valueOf(theirs.samples, 'codebazaar_cache_requests_total', { result: 'miss' })).toBe(
        1,
      );
      expect(valueOf(mine.samples, 'codebazaar_cache_requests_total', { result: 'miss' })).toBe(1);
    } finally {
      await other.close();
      await drop();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789';
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the token or with a wrong one, 200 with it', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'A valid metrics token is required' });
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('codebazaar_http_request_duration_seconds');
  });
});

describe('GET /metrics in production without METRICS_TOKEN', () => {
  it('is closed', async () => {
    const { database, drop } = await createTestDatabase();
    const config = { ...testConfig(), NODE_ENV: 'production' as const };
    const app = await buildApp({ config, database });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Metrics are off: METRICS_TOKEN is not set' });
    } finally {
      await app.close();
      await drop();
    }
  });
});
