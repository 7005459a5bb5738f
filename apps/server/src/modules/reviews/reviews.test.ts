import { REVIEW_BODY_MAX, REVIEW_ERRORS } from '@codebazaar/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, users } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject } from '../../../test/payments-fixtures';

let ctx: TestContext;
let author: TestUser;
let holder: TestUser;
let holder2: TestUser;
let stranger: TestUser;
let refunded: TestUser;
let admin: TestUser;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function license(
  user: TestUser,
  projectId: string,
  status: 'active' | 'refunded' = 'active',
) {
  await ctx.database.db.insert(licenses).values({
    projectId,
    buyerId: user.id,
    kind: 'free',
    paymentReference: `test-${randomUUID()}`,
    status,
  });
}

const put = (user: TestUser | null, projectId: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/reviews`,
    headers: user?.headers ?? {},
    payload: payload as object,
  });

const get = (user: TestUser | null, projectId: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/reviews${query}`,
    headers: user?.headers ?? {},
  });

async function licensedProject(...holders: TestUser[]): Promise<string> {
  const id = await createProject(ctx, author);
  for (const h of holders) await license(h, id);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx);
  holder = await createUser(ctx);
  holder2 = await createUser(ctx);
  stranger = await createUser(ctx);
  refunded = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

describe('PUT /api/projects/:id/reviews', () => {
  it('asks a visitor to sign in', async () => {
    const id = await licensedProject(holder);
    const res = await put(null, id, { rating: 5 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses the author of the project', async () => {
    const id = await licensedProject();
    const res = await put(author, id, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: REVIEW_ERRORS.ownProject });
  });

  it('refuses users without an active license, admins and refunded buyers included', async () => {
    const id = await licensedProject();
    await license(refunded, id, 'refunded');
    for (const user of [stranger, admin, refunded]) {
      const res = await put(user, id, { rating: 4 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: REVIEW_ERRORS.noLicense });
    }
  });

  it('answers 404 for unknown, malformed and draft projects', async () => {
    expect((await put(holder, UNKNOWN, { rating: 4 })).statusCode).toBe(404);
    const bad = await put(holder, 'nope', { rating: 4 });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: 'Project not found' });
    const draft = await createProject(ctx, author, { status: 'draft', publishedAt: null });
    await license(holder, draft);
    expect((await put(holder, draft, { rating: 4 })).statusCode).toBe(404);
  });

  it('rejects ratings outside 1-5, non-integers, missing ratings and too long texts', async () => {
    const id = await licensedProject(holder);
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await put(holder, id, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(REVIEW_ERRORS.rating);
    }
    expect((await put(holder, id, {})).statusCode).toBe(400);
    const long = await put(holder, id, { rating: 4, body: 'x'.repeat(REVIEW_BODY_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain(REVIEW_ERRORS.bodyTooLong);
    expect((await get(null, id)).json().rating).toEqual({ average: null, count: 0 });
  });

  it('creates a review once, edits it, and keeps the project average in step', async () => {
    const id = await licensedProject(holder, holder2);
    const first = await put(holder, id, { rating: 5, body: '  Great code  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().review).toMatchObject({ rating: 5, body: 'Great code' });
    expect(first.json().rating).toEqual({ average: 5, count: 1 });

    const second = await put(holder2, id, { rating: 2 });
    expect(second.json().rating).toEqual({ average: 3.5, count: 2 });

    const edited = await put(holder, id, { rating: 3, body: 'Fine, on reflection' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review.id).toBe(first.json().review.id);
    expect(edited.json().rating).toEqual({ average: 2.5, count: 2 });

    const project = await ctx.app.inject({ method: 'GET', url: `/api/projects/${id}` });
    expect(project.json().project.rating).toEqual({ average: 2.5, count: 2 });
  });

  it('accepts exactly the maximum text length', async () => {
    const id = await licensedProject(holder);
    const res = await put(holder, id, { rating: 1, body: 'y'.repeat(REVIEW_BODY_MAX) });
    expect(res.statusCode).toBe(200);
    expect(res.json().review.body).toHaveLength(REVIEW_BODY_MAX);
  });
});

describe('GET /api/projects/:id/reviews', () => {
  it('lists reviews newest first for visitors, with the viewer own review when signed in', async () => {
    const id = await licensedProject(holder, holder2);
    await put(holder, id, { rating: 4, body: 'older' });
    await put(holder2, id, { rating: 2, body: 'newer' });
    const res = await get(null, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews.map((r: { body: string }) => r.body)).toEqual(['newer', 'older']);
    expect(body.reviews[0].author.username).toBe(holder2.username);
    expect(body.rating).toEqual({ average: 3, count: 2 });
    expect(body.ownReview).toBeNull();
    expect(body.pagination).toMatchObject({ total: 2, currentPage: 1 });

    const mine = await get(holder, id);
    expect(mine.json().ownReview).toMatchObject({ body: 'older', rating: 4 });
  });

  it('names each reviewer by display name next to the username, null when they chose none', async () => {
    const id = await licensedProject(holder, holder2);
    await ctx.database.db
      .update(users)
      .set({ displayName: 'Holly Holder' })
      .where(eq(users.id, holder.id));
    await put(holder, id, { rating: 5, body: 'named' });
    await put(holder2, id, { rating: 3, body: 'unnamed' });
    const byBody = Object.fromEntries(
      (await get(null, id))
        .json()
        .reviews.map((r: { body: string; author: unknown }) => [r.body, r.author]),
    );
    expect(byBody.named).toMatchObject({ username: holder.username, displayName: 'Holly Holder' });
    expect(byBody.unnamed).toMatchObject({ username: holder2.username, displayName: null });
    await ctx.database.db.update(users).set({ displayName: null }).where(eq(users.id, holder.id));
  });

  it('pages the list', async () => {
    const id = await licensedProject(holder, holder2);
    await put(holder, id, { rating: 4 });
    await put(holder2, id, { rating: 5 });
    const page2 = await get(null, id, '?limit=1&page=2');
    expect(page2.json().reviews).toHaveLength(1);
    expect(page2.json().pagination).toMatchObject({ total: 2, totalPages: 2, hasPrev: true });
    // The total is the same whether a page is full, short or past the end.
    const pagination = async (query: string) => (await get(null, id, query)).json().pagination;
    expect(await pagination('?limit=1')).toMatchObject({ total: 2, totalPages: 2, hasNext: true });
    expect(await pagination('?limit=1&page=3')).toMatchObject({ total: 2, totalPages: 2 });
    expect(await pagination('')).toMatchObject({ total: 2, totalPages: 1, hasNext: false });
    expect((await get(null, id, '?limit=500')).statusCode).toBe(400);
  });

  it('answers 404 for unknown projects and drafts of other authors', async () => {
    expect((await get(null, UNKNOWN)).statusCode).toBe(404);
    const draft = await createProject(ctx, author, { status: 'draft', publishedAt: null });
    expect((await get(stranger, draft)).statusCode).toBe(404);
    expect((await get(author, draft)).statusCode).toBe(200);
  });

  it('deletes reviews with their project', async () => {
    const id = await licensedProject(holder);
    await put(holder, id, { rating: 5 });
    const { projects, reviews } = await import('../../db/schema');
    await ctx.database.db.delete(projects).where(eq(projects.id, id));
    const left = await ctx.database.db.select().from(reviews).where(eq(reviews.projectId, id));
    expect(left).toHaveLength(0);
  });
});

describe('GET /api/projects rating filter', () => {
  it('keeps projects whose average reaches 4 or 3; unrated ones only without the filter', async () => {
    const rater = await createUser(ctx);
    const tag = `rated${Date.now()}`;
    const make = async (rating: number | null) => {
      const id = await createProject(ctx, author, { tags: [tag] });
      if (rating !== null) {
        await license(rater, id);
        await put(rater, id, { rating });
      }
      return id;
    };
    const five = await make(5);
    const three = await make(3);
    const one = await make(1);
    const unrated = await make(null);
    const ids = async (rating?: string) => {
      const q = new URLSearchParams({ author: author.id, limit: '50' });
      if (rating) q.set('rating', rating);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/projects?${q.toString()}`,
        headers: rater.headers,
      });
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .projects.filter((p: { tags: string[] }) => p.tags.includes(tag))
        .map((p: { id: string }) => p.id)
        .sort();
    };
    expect(await ids('4')).toEqual([five]);
    expect(await ids('3')).toEqual([five, three].sort());
    expect(await ids()).toEqual([five, three, one, unrated].sort());
    expect(await ids('any')).toEqual([five, three, one, unrated].sort());
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/projects?rating=7' });
    expect(bad.statusCode).toBe(400);
  });
});
