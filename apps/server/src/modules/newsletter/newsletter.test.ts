import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { csvField } from './newsletter.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subscribe = (payload: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a visitor and confirms', async () => {
    const res = await subscribe({ email: 'Reader@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED_MESSAGE });
  });

  it('accepts a second subscription of the same address and stores it once', async () => {
    expect((await subscribe({ email: 'twice@example.com' })).statusCode).toBe(200);
    expect((await subscribe({ email: 'TWICE@example.com' })).statusCode).toBe(200);
    const admin = await createUser(ctx, { role: 'admin' });
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv',
      headers: admin.headers,
    });
    expect(csv.body.match(/twice@example\.com/g)).toHaveLength(1);
  });

  it('works for signed-in users too', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: user.headers,
      payload: { email: user.email },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with an error for a bad or missing email', async () => {
    for (const payload of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 42 },
      { email: 'a@b' },
    ]) {
      const res = await subscribe(payload, '10.0.0.3');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it('limits how fast one address can subscribe', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (await subscribe({ email: `flood${i}@example.com` }, '10.9.9.9')).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/newsletter/subscribers.csv', () => {
  it('exports subscribers as CSV for admins', async () => {
    await subscribe({ email: 'csv-reader@example.com' }, '10.0.0.4');
    const admin = await createUser(ctx, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines).toContainEqual(expect.stringMatching(/^reader@example\.com,\d{4}-\d\d-\d\dT/));
    expect(lines).toContainEqual(expect.stringMatching(/^csv-reader@example\.com,/));
  });

  it('is admin-only', async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/subscribers.csv' });
    expect(anon.statusCode).toBe(401);
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Admin access required' });
  });
});

describe('GET /api/newsletter/stats', () => {
  it('counts the subscribers the export holds, for admins', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const stats = () =>
      ctx.app.inject({ method: 'GET', url: '/api/newsletter/stats', headers: admin.headers });
    const before = await stats();
    expect(before.statusCode).toBe(200);
    const { subscribers } = before.json<{ subscribers: number }>();

    await subscribe({ email: 'stats-one@example.com' }, '10.0.0.5');
    await subscribe({ email: 'Stats-One@example.com' }, '10.0.0.5');
    await subscribe({ email: 'stats-two@example.com' }, '10.0.0.5');
    const after = await stats();
    expect(after.headers['cache-control']).toBe('private, no-store');
    const body = after.json<{ subscribers: number; latestAt: string | null }>();
    expect(body.subscribers).toBe(subscribers + 2);
    expect(Date.parse(body.latestAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv',
      headers: admin.headers,
    });
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(body.subscribers + 1);
  });

  it('is admin-only', async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/stats' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toHaveProperty('error');
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/stats',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Admin access required' });
  });
});

describe('csvField', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvField('a@b.co')).toBe('a@b.co');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
  });
});
