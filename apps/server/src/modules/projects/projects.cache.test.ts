/**
 * The response cache of anonymous public reads (ADR 012): GET /api/projects/{id}, the listing
 * and the server-rendered head of /project/{id}. Every write is made on instance A and read on
 * instance B, whose caches were warmed just before. On PostgreSQL (TEST_DATABASE_URL) B is a
 * second app on the same database that hears A's writes through LISTEN/NOTIFY, read over real
 * HTTP as a client behind a load balancer would; on PGlite, which one process owns, B is A.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, projects } from '../../db/schema';
import { SESSION_COOKIE } from '../../lib/session-tokens';
import {
  buildTestApp,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { multipartBody, testImage } from '../../../test/images';
import { nextChange } from '../../../test/changes';
import { createProject, paidProject } from '../../../test/payments-fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) {
  console.warn(
    'projects.cache.test.ts: reads and writes on one instance (PGlite); set TEST_DATABASE_URL ' +
      'to read on a second instance as well.',
  );
}

let dataDir: string;
let ctx: TestContext;
let A: FastifyInstance;
let B: FastifyInstance;
/** B's address when it is a second instance. */
let bUrl: string | null = null;
let author: TestUser;
let buyer: TestUser;
let png: Buffer;

const SECRET = 'https://github.com/example/paid';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-cache-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  A = ctx.app;
  B = onPostgres ? await buildTestApp(ctx.database, { DATA_DIR: dataDir }) : A;
  if (B !== A) bUrl = await B.listen({ host: '127.0.0.1', port: 0 });
  author = await createUser(ctx);
  buyer = await createUser(ctx);
  png = await testImage('png', 400, 300);
});
afterAll(async () => {
  if (B && B !== A) await B.close();
  await ctx?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A GET on an instance: over HTTP for the second instance, else injected. */
async function read(
  on: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  if (on !== B || !bUrl) return on.inject({ url, headers });
  const res = await fetch(bUrl + url, { headers });
  const body = await res.text();
  return {
    statusCode: res.status,
    body,
    headers: Object.fromEntries(res.headers.entries()),
    json: () => JSON.parse(body),
  };
}

const detail = (on: FastifyInstance, id: string, headers: Record<string, string> = {}) =>
  read(on, `/api/projects/${id}`, headers);
const page = (on: FastifyInstance, id: string) => read(on, `/project/${id}`);
const listing = (on: FastifyInstance) => read(on, '/api/projects?page=1&limit=50');

/** Reads everything B caches about the project, twice, so the next read would be a hit. */
async function warm(id: string) {
  for (let i = 0; i < 2; i += 1) {
    await detail(B, id);
    await page(B, id);
    await listing(B);
  }
}

const input = (title: string, extra: object = {}) => ({
  title,
  description: `${title}: a project whose public answers are cached and must follow its writes.`,
  category: 'web',
  tags: ['cache'],
  repository: { freeUrl: 'https://github.com/example/free', paidUrl: SECRET },
  license: { type: 'paid', price: 25 },
  ...extra,
});

/** B's next change of projects: asked before a write on A, awaited after it. */
const heardOnB = () => nextChange(B, 'projects');

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, body?: object) =>
  A.inject({ method, url, headers: user.headers, payload: body });

describe('anonymous project detail cache', () => {
  it('never serves a draft, and every write shows on the next read of either instance', async () => {
    // A draft: never in any cache, however often it is asked for.
    const draft = await write('POST', '/api/projects/draft', author, input('Cached Draft Kit'));
    expect(draft.statusCode).toBe(201);
    const id = draft.json().project._id as string;
    await warm(id);
    expect((await detail(B, id)).statusCode).toBe(404);
    expect((await page(B, id)).statusCode).toBe(404);

    // Publish.
    let heard = heardOnB();
    expect((await write('POST', `/api/projects/${id}/publish`, author)).statusCode).toBe(200);
    await heard;
    let res = await detail(B, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().project.title).toBe('Cached Draft Kit');
    expect(res.body).not.toContain(SECRET);
    expect((await page(B, id)).body).toContain('Cached Draft Kit');
    expect((await listing(B)).body).toContain(id);

    // Edit.
    await warm(id);
    heard = heardOnB();
    expect(
      (await write('PUT', `/api/projects/${id}`, author, input('Renamed Cache Kit'))).statusCode,
    ).toBe(200);
    await heard;
    res = await detail(B, id);
    expect(res.json().project.title).toBe('Renamed Cache Kit');
    expect((await page(B, id)).body).toContain('Renamed Cache Kit');
    expect((await listing(B)).body).toContain('Renamed Cache Kit');

    // Media: a cover uploaded on A is in B's next answer.
    await warm(id);
    const body = multipartBody(png, 'cover.png', 'image/png');
    heard = heardOnB();
    const cover = await A.inject({
      method: 'POST',
      url: `/api/projects/${id}/media/cover`,
      payload: body.payload,
      headers: { ...body.headers, ...author.headers },
    });
    expect(cover.statusCode).toBe(201);
    await heard;
    expect((await detail(B, id)).json().project.media.cover).not.toBeNull();

    // Review: the rating changes.
    await ctx.database.db.insert(licenses).values({
      projectId: id,
      buyerId: buyer.id,
      kind: 'paid',
      paymentReference: `cache_${id}`,
    });
    await warm(id);
    heard = heardOnB();
    const review = await write('PUT', `/api/projects/${id}/reviews`, buyer, {
      rating: 4,
      body: 'Still fresh after a review.',
    });
    expect(review.statusCode).toBe(200);
    await heard;
    expect((await detail(B, id)).json().project.rating).toEqual({ average: 4, count: 1 });

    // Unpublish (saved as a draft): gone from B's detail, page and listing at once.
    await warm(id);
    heard = heardOnB();
    expect(
      (await write('PUT', `/api/projects/${id}/draft`, author, input('Renamed Cache Kit')))
        .statusCode,
    ).toBe(200);
    await heard;
    expect((await detail(B, id)).statusCode).toBe(404);
    expect((await page(B, id)).statusCode).toBe(404);
    expect((await listing(B)).body).not.toContain(id);
  });

  it('shows a claim (a download) and a delete on the next read', async () => {
    const free = await write(
      'POST',
      '/api/projects',
      author,
      input('Free Cache Kit', { license: { type: 'free', price: 0 } }),
    );
    expect(free.statusCode).toBe(201);
    const id = free.json().project._id as string;
    await warm(id);
    const before = (await detail(B, id)).json().project.stats.downloads as number;
    let heard = heardOnB();
    const claim = await A.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: buyer.headers,
      payload: { projectId: id },
    });
    expect(claim.statusCode).toBe(200);
    await heard;
    expect((await detail(B, id)).json().project.stats.downloads).toBe(before + 1);

    const other = await write('POST', '/api/projects', author, input('Deleted Cache Kit'));
    const otherId = other.json().project._id as string;
    await warm(otherId);
    heard = heardOnB();
    expect((await write('DELETE', `/api/projects/${otherId}`, author)).statusCode).toBe(200);
    await heard;
    expect((await detail(B, otherId)).statusCode).toBe(404);
    expect((await page(B, otherId)).statusCode).toBe(404);
  });

  it('never puts the paid repository in the anonymous body, and never serves it to a buyer', async () => {
    const id = await createProject(ctx, author, { ...paidProject(), paidRepoUrl: SECRET });
    await ctx.database.db.insert(licenses).values({
      projectId: id,
      buyerId: buyer.id,
      kind: 'paid',
      paymentReference: `cache_buyer_${id}`,
    });
    // The anonymous answer, now cached.
    await detail(B, id);
    const anonymous = await detail(B, id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain(SECRET);
    expect(anonymous.json().userLicense).toBeNull();
    expect(anonymous.json().project.license.price).toBeNull();

    // The buyer, by token or by cookie, gets their own answer with their license.
    for (const headers of [buyer.headers, { cookie: `${SESSION_COOKIE}=${buyer.token}` }]) {
      const own = await detail(B, id, headers);
      expect(own.statusCode).toBe(200);
      expect(own.json().userLicense).not.toBeNull();
      expect(own.json().project.repository.paidUrl).toBe(SECRET);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers.etag).toBeUndefined();
    }
    // The validator of the anonymous body does not turn the buyer's read into a 304.
    const revalidated = await detail(B, id, {
      ...buyer.headers,
      'if-none-match': String(anonymous.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().userLicense).not.toBeNull();
  });

  it('answers anonymous reads with public caching, an ETag and 304, and still counts the view', async () => {
    const id = await createProject(ctx, author);
    const from = (ip: string, headers: Record<string, string> = {}) =>
      A.inject({ url: `/api/projects/${id}`, headers, remoteAddress: ip });
    const first = await from('203.0.113.1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    expect(first.headers.vary).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await from('203.0.113.1', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);

    // Another visitor's revalidation is answered from the cache with a 304 and still counted.
    const viewsNow = async () => {
      await A.projectViews.flush();
      const [row] = await ctx.database.db
        .select({ views: projects.views })
        .from(projects)
        .where(eq(projects.id, id));
      return row!.views;
    };
    const before = await viewsNow();
    const notModified = await from('203.0.113.2', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(await viewsNow()).toBe(before + 1);
    const cached = await from('203.0.113.3');
    expect(cached.headers.etag).toBe(etag);
    expect(await viewsNow()).toBe(before + 2);

    const list = await listing(B);
    expect(list.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(
      (
        await B.inject({
          url: '/api/projects?page=1&limit=50',
          headers: { 'if-none-match': String(list.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    // Signed in: private, and no validator of a shared body.
    const signedIn = await B.inject({
      url: '/api/projects?page=1&limit=50',
      headers: buyer.headers,
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
  });
});

describe('compressed cached answers', () => {
  it('compresses a cached listing and page once, for every client that accepts it', async () => {
    const id = await createProject(ctx, author, { description: 'Compressed. '.repeat(200) });
    const plain = await A.inject({ url: '/api/projects?page=1&limit=50' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answers = [];
      for (let i = 0; i < 2; i += 1) {
        answers.push(
          await A.inject({
            url: '/api/projects?page=1&limit=50',
            headers: { 'accept-encoding': accept },
          }),
        );
      }
      for (const res of answers) {
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
      // The same bytes: compressed once and kept with the entry.
      expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    const refused = await A.inject({
      url: '/api/projects?page=1&limit=50',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    const page = await A.inject({ url: `/project/${id}`, headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<!doctype html>');
  });
});

describe('signed-in project detail cache (ADR 013)', () => {
  it('serves readers without a license one shared answer: prices, no paid repository, private', async () => {
    const id = await createProject(ctx, author, { ...paidProject(), paidRepoUrl: SECRET });
    const reader = await createUser(ctx);
    for (let i = 0; i < 2; i += 1) {
      const res = await detail(B, id, reader.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().userLicense).toBeNull();
      expect(res.json().project.license.price).not.toBeNull();
      expect(res.body).not.toContain(SECRET);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    // The author's own read is never that shared answer: it has the paid repository.
    const own = await detail(B, id, author.headers);
    expect(own.json().project.repository.paidUrl).toBe(SECRET);
    // Nor is a license holder's: theirs has the license and the paid repository.
    const holder = await createUser(ctx);
    await ctx.database.db.insert(licenses).values({
      projectId: id,
      buyerId: holder.id,
      kind: 'paid',
      paymentReference: `cache_holder_${id}`,
    });
    const held = await detail(B, id, holder.headers);
    expect(held.json().userLicense).toMatchObject({ kind: 'paid' });
    expect(held.json().project.repository.paidUrl).toBe(SECRET);
  });

  it('never shares a draft, and follows unpublishing at once', async () => {
    const created = await write('POST', '/api/projects', author, input('Member Cache Kit'));
    const id = created.json().project._id as string;
    const reader = await createUser(ctx);
    for (let i = 0; i < 2; i += 1)
      expect((await detail(B, id, reader.headers)).statusCode).toBe(200);
    expect(
      (await write('PUT', `/api/projects/${id}/draft`, author, input('Member Cache Kit')))
        .statusCode,
    ).toBe(200);
    expect((await detail(B, id, reader.headers)).statusCode).toBe(404);
    expect((await detail(B, id, author.headers)).json().project.status).toBe('draft');
  });
});
