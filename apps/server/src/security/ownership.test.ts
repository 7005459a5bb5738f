import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { blogPosts, licenses, projects, reviews, users } from '../db/schema';
import { createGitHubTestApp, type GitHubTestContext } from '../../test/github';
import { createUser, type TestUser } from '../../test/helper';
import { createProject, giveAccount, paidProject } from '../../test/payments-fixtures';

/**
 * What a request body may not decide (issue 8, authorization): the role, the owner, the
 * counters, the status a route does not set, and whose OAuth flow or session a request joins.
 * Each case sends fields a client could add by hand and checks the stored row.
 */

let ctx: GitHubTestContext;
let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createGitHubTestApp();
  author = await createUser(ctx);
  other = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const send = (
  method: 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  payload: object,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, headers: { ...(user?.headers ?? {}), ...headers }, payload });

const userRow = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('fields a client may not set', () => {
  it('registration and profile edits cannot make an admin, verify an email or add reputation', async () => {
    const reg = await send('POST', '/api/auth/register', null, {
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'Long-Enough-Secret-1',
      role: 'admin',
      reputation: 9999,
      isVerified: true,
      emailVerifiedAt: new Date().toISOString(),
    });
    expect(reg.statusCode).toBe(201);
    const id = reg.json().user._id as string;
    expect(await userRow(id)).toMatchObject({ role: 'user', reputation: 0, emailVerifiedAt: null });

    const res = await send('PUT', '/api/auth/profile', other, {
      bio: 'Hello',
      role: 'admin',
      reputation: 9999,
      githubUsername: 'torvalds',
      githubTokenEncrypted: 'x',
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(other.id)).toMatchObject({
      bio: 'Hello',
      role: 'user',
      reputation: 0,
      githubUsername: null,
      githubTokenEncrypted: null,
      passwordHash: null,
    });
  });

  it('a new project belongs to the signed-in author with zero counters, whatever the body says', async () => {
    const res = await send('POST', '/api/projects/draft', other, {
      title: 'Mine',
      authorId: author.id,
      author: { _id: author.id },
      status: 'published',
      stats: { views: 500, downloads: 500, stars: 500 },
      views: 500,
      ratingAvg: 5,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, res.json().project._id));
    expect(row).toMatchObject({
      authorId: other.id,
      status: 'draft',
      views: 0,
      downloads: 0,
      stars: 0,
    });
  });

  it('a review is the reviewer’s own, and an edit cannot take over another review', async () => {
    await giveAccount(ctx, author);
    const projectId = await createProject(ctx, author, paidProject());
    for (const buyer of [other, admin]) {
      await ctx.database.db.insert(licenses).values({
        projectId,
        buyerId: buyer.id,
        kind: 'paid',
        totalCents: 3000,
        feeCents: 500,
        sellerCents: 2500,
        paymentReference: `ref_${buyer.id}`,
      });
    }
    const first = await send('PUT', `/api/projects/${projectId}/reviews`, other, {
      rating: 2,
      body: 'Meh',
    });
    expect(first.statusCode).toBe(200);
    const second = await send('PUT', `/api/projects/${projectId}/reviews`, admin, {
      rating: 5,
      body: 'Great',
      userId: other.id,
      id: first.json().review.id,
    });
    expect(second.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select({ userId: reviews.userId, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.projectId, projectId));
    expect(rows.sort((a, b) => a.rating - b.rating)).toEqual([
      { userId: other.id, rating: 2 },
      { userId: admin.id, rating: 5 },
    ]);
  });

  it('a blog post is written by the admin who sends it, with no views', async () => {
    const res = await send('POST', '/api/blog/admin/posts', admin, {
      title: 'Owned',
      content: '<p>x</p>',
      status: 'draft',
      authorId: other.id,
      views: 777,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, res.json()._id));
    expect(row).toMatchObject({ authorId: admin.id, views: 0 });
  });
});

describe('whose session and whose OAuth flow', () => {
  it('a cookie sent by another site cannot change anything', async () => {
    const token = other.headers.authorization.slice(7);
    const res = await send(
      'PUT',
      '/api/auth/profile',
      null,
      { bio: 'Written from evil.example' },
      { cookie: `cb_session=${token}`, origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(401);
    expect((await userRow(other.id)).bio).not.toBe('Written from evil.example');
  });

  it('a GitHub connect started by one user cannot be finished by another', async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: '/api/github/oauth/login',
      headers: author.headers,
    });
    const state = new URL(start.json().authUrl).searchParams.get('state')!;
    const browser = start.cookies.find((c) => c.name === 'cb_oauth')!.value;
    ctx.fake.addUser('intruder');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/github/oauth/callback',
      headers: other.headers,
      cookies: { cb_oauth: browser },
      payload: {
        code: ctx.fake.issueCode('intruder', 'http://localhost:3000/auth/github/callback'),
        state,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['error']);
    expect((await userRow(author.id)).githubUsername).toBeNull();
    expect((await userRow(other.id)).githubUsername).toBeNull();
  });
});
