/**
 * The front cache (ADR 023), over real HTTP: app.inject goes around the HTTP server, and so
 * around the cache. What a signed-out visitor was just answered is answered again from it, with
 * the same headers and body, a fresh request id, 304s and compression; a request with a cookie or
 * an Authorization header always goes to the app; a write clears it; a project's view still
 * counts.
 */
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { cachedBody } from '../lib/public-answer';
import { FrontCache } from './front-cache';
import { createProject } from '../../test/payments-fixtures';

let ctx: TestContext;
let base: string;
let author: TestUser;
let reader: TestUser;
let projectId: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    { TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } },
  );
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  author = await createUser(ctx);
  reader = await createUser(ctx);
  projectId = await createProject(ctx, author, { title: 'Front cache subject' });
});
afterAll(async () => {
  await ctx?.close();
});

/** How many answers the front cache has sent (its hits in the cache metrics). */
async function frontHits(): Promise<number> {
  const res = await ctx.app.inject({ url: '/metrics' });
  const line = /codebazaar_cache_requests_total\{cache="front",result="hit"\} (\d+)/.exec(res.body);
  return line ? Number(line[1]) : 0;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** The headers of an answer without those that differ between any two answers. */
const pageHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !['x-request-id', 'date', 'keep-alive'].includes(name)),
  );

describe('the front cache', () => {
  it('answers a signed-out visitor again with the same headers and body, and a fresh request id', async () => {
    const url = `/api/projects?search=${encodeURIComponent('front cache')}`;
    const first = await get(url);
    expect(first.res.status).toBe(200);
    const hits = await frontHits();

    const second = await get(url);
    expect(await frontHits()).toBe(hits + 1);
    expect(second.res.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(pageHeaders(second.res)).toEqual(pageHeaders(first.res));
    expect(second.res.headers.get('cache-control')).toBe(
      'public, max-age=5, stale-while-revalidate=30',
    );
    expect(second.res.headers.get('x-request-id')).not.toBe(first.res.headers.get('x-request-id'));
    // A caller's own request id is kept, as the app keeps it.
    const traced = await get(url, { 'x-request-id': 'trace-123' });
    expect(traced.res.headers.get('x-request-id')).toBe('trace-123');
    expect(await frontHits()).toBe(hits + 2);
    // Logged as the app logs its own answers: one line, with the request and its status.
    expect(logLines.filter((line) => line.reqId === 'trace-123')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        frontCache: true,
        req: expect.objectContaining({ method: 'GET', url, remoteAddress: '127.0.0.1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('answers 304 to a visitor who has the page, and compresses for one who accepts it', async () => {
    const url = `/api/projects/${projectId}`;
    const first = await get(url);
    expect(first.res.status).toBe(200);
    const etag = first.res.headers.get('etag')!;
    const hits = await frontHits();

    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.res.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.res.headers.get('etag')).toBe(etag);

    const gzipped = await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes it: the body is the page, and the header says how it travelled.
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(first.body)).toBe(true);
    expect(await frontHits()).toBe(hits + 2);
    expect(zlib.gzipSync(first.body).length).toBeGreaterThan(0);
  });

  it('never answers a request with a cookie or an Authorization header, and never keeps its answer', async () => {
    const url = `/api/projects/${projectId}`;
    await get(url);
    const hits = await frontHits();

    const signedIn = await get(url, reader.headers);
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.res.headers.get('cache-control')).toBe('private, no-store');
    const withCookie = await get(url, { cookie: 'cb_other=1' });
    expect(withCookie.res.status).toBe(200);
    // Not a session: the app decides what that is (here, a signed-out reader).
    const unknown = await get(url, { authorization: 'Bearer not-a-session' });
    expect(unknown.res.status).toBe(200);
    expect(await frontHits()).toBe(hits);

    // A signed-in reader's answer is never kept for the next visitor.
    const other = `/api/projects?category=web&page=1`;
    await get(other, reader.headers);
    const visitor = await get(other);
    expect(visitor.res.status).toBe(200);
    expect(await frontHits()).toBe(hits);
  });

  it('keeps no 404 and answers nothing but GET', async () => {
    const missing = '/api/projects/00000000-0000-4000-8000-000000000000';
    expect((await get(missing)).res.status).toBe(404);
    const hits = await frontHits();
    expect((await get(missing)).res.status).toBe(404);
    const url = '/api/projects?sortBy=createdAt&sortOrder=desc';
    await get(url);
    const head = await fetch(base + url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await frontHits()).toBe(hits);
  });

  it('keeps the pages project and blog writes change, and never the legal or author pages', async () => {
    await get('/find-projects?search=front');
    await get('/terms');
    await get(`/author/${author.username}`);
    const hits = await frontHits();
    expect((await get('/find-projects?search=front')).res.status).toBe(200);
    expect(await frontHits()).toBe(hits + 1);
    // An admin's edit of a legal page, or an author's new name, announces no change: the app
    // answers these pages itself every time.
    expect((await get('/terms')).res.status).toBe(200);
    expect((await get(`/author/${author.username}`)).res.status).toBe(200);
    expect(await frontHits()).toBe(hits + 1);
  });

  it('forgets everything when a project changes: a project made a draft is gone at once', async () => {
    const id = await createProject(ctx, author, { title: 'Soon a draft' });
    const url = `/api/projects/${id}`;
    const listing = `/api/projects?search=${encodeURIComponent('soon draft')}`;
    expect((await get(url)).res.status).toBe(200);
    expect((await get(url)).res.status).toBe(200);
    const before = await get(listing);
    expect(
      JSON.parse(before.body.toString()).projects.map((p: { _id: string }) => p._id),
    ).toContain(id);
    await get(listing);

    const draft = await ctx.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/draft`,
      headers: author.headers,
      payload: { title: 'Soon a draft' },
    });
    expect(draft.statusCode).toBe(200);

    expect((await get(url)).res.status).toBe(404);
    const after = await get(listing);
    expect(
      JSON.parse(after.body.toString()).projects.map((p: { _id: string }) => p._id),
    ).not.toContain(id);
  });

  it("counts each visitor's view of a project it answers, as the app does", async () => {
    const id = await createProject(ctx, author, { title: 'Viewed through the front cache' });
    const url = `/api/projects/${id}`;
    await get(url, { 'x-forwarded-for': '203.0.113.1' });
    const countView = vi.spyOn(ctx.app.projects, 'countView');
    try {
      const hits = await frontHits();
      await get(url, { 'x-forwarded-for': '203.0.113.2, 10.0.0.1' });
      await get(url, { 'x-forwarded-for': '203.0.113.3' });
      expect(await frontHits()).toBe(hits + 2);
      expect(countView.mock.calls).toEqual([
        [id, { user: null, ip: '203.0.113.2' }],
        [id, { user: null, ip: '203.0.113.3' }],
      ]);
    } finally {
      countView.mockRestore();
    }
  });
});

describe('an answer on its way during a write', () => {
  it('is not kept: it may show what the write changed', () => {
    const cache = new FrontCache({ trustProxy: false });
    cache.start(() => {});
    const req = {
      method: 'GET',
      url: '/api/projects',
      headers: {},
      user: null,
      routeOptions: { url: '/api/projects' },
    } as unknown as FastifyRequest;
    const reply = () =>
      ({
        statusCode: 200,
        getHeaders: () => ({ 'cache-control': 'public, no-cache' }),
      }) as unknown as FastifyReply;

    const before = reply();
    cache.offer(before, cachedBody('{"projects":[]}'));
    cache.clear();
    expect(cache.remember(req, before)).toBe(false);

    const after = reply();
    cache.offer(after, cachedBody('{"projects":[]}'));
    expect(cache.remember(req, after)).toBe(true);
  });
});
