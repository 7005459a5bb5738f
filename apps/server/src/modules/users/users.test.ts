import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects, users } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let author: TestUser;
let newcomer: TestUser;

const insert = (values: Partial<typeof projects.$inferInsert>) =>
  ctx.database.db.insert(projects).values({
    authorId: author.id,
    title: 'P',
    status: 'published',
    ...values,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx, { githubUsername: 'octo-dev' });
  newcomer = await createUser(ctx);
  await ctx.database.db
    .update(users)
    .set({
      reputation: 42,
      displayName: 'Octo Dev',
      bio: 'Builds things',
      website: 'https://octo.dev',
      profileImage: 'https://img.example.com/a.png',
      passwordHash: 'secret-hash',
      githubTokenEncrypted: 'secret-token',
    })
    .where(eq(users.id, author.id));
  await insert({ category: 'web', tags: ['React', 'node'], views: 10, downloads: 2, stars: 1 });
  await insert({ category: 'web', tags: ['react', 'css'], views: 5, downloads: 1, stars: 4 });
  await insert({ category: 'api', tags: ['node'], views: 1 });
  await insert({ category: 'game', tags: ['unity'] });
  await insert({ category: 'tool', tags: [] });
  await insert({ category: 'mobile', tags: ['swift'] });
  // Drafts count for nothing.
  await insert({ category: 'desktop', tags: ['react'], views: 1000, status: 'draft' });
  for (let i = 0; i < 12; i += 1) await insert({ category: 'library', tags: [`lib${i}`] });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/users/:id', () => {
  it('returns the public profile with stats over published projects', async () => {
    const res = await ctx.app.inject({ url: `/api/users/${author.id}` });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      _id: author.id,
      id: author.id,
      username: author.username,
      reputation: 42,
      profileImage: 'https://img.example.com/a.png',
      website: 'https://octo.dev',
      githubProfile: { username: 'octo-dev', url: 'https://github.com/octo-dev' },
      profile: { displayName: 'Octo Dev', bio: 'Builds things' },
      projectsCount: 18,
      stats: { projectsCount: 18, totalViews: 16, totalDownloads: 3, totalStars: 5 },
    });
    expect(typeof user.createdAt).toBe('string');
    expect(user.stats.topCategories).toEqual([
      { category: 'library', label: 'Libraries', count: 12 },
      { category: 'web', label: 'Web Apps', count: 2 },
      { category: 'api', label: 'APIs', count: 1 },
      { category: 'game', label: 'Games', count: 1 },
      { category: 'mobile', label: 'Mobile Apps', count: 1 },
    ]);
    expect(user.stats.topTags).toHaveLength(10);
    expect(user.stats.topTags.slice(0, 2)).toEqual([
      { tag: 'node', count: 2 },
      { tag: 'React', count: 2 },
    ]);
  });

  it('never exposes email, role or secrets', async () => {
    const res = await ctx.app.inject({ url: `/api/users/${author.id}`, headers: author.headers });
    const text = res.body;
    for (const secret of [author.email, 'secret-hash', 'secret-token', '"role"', '"email"']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives a new author empty stats', async () => {
    const user = (await ctx.app.inject({ url: `/api/users/${newcomer.id}` })).json();
    expect(user).toMatchObject({
      githubProfile: null,
      website: null,
      profile: { displayName: null, bio: null },
      stats: {
        projectsCount: 0,
        totalViews: 0,
        totalDownloads: 0,
        totalStars: 0,
        topCategories: [],
        topTags: [],
      },
    });
  });

  it('finds the author by username too, in any letter case, and answers the canonical username', async () => {
    const byId = (await ctx.app.inject({ url: `/api/users/${author.id}` })).json();
    for (const ref of [
      author.username,
      author.username.toUpperCase(),
      encodeURIComponent(author.username),
    ]) {
      const res = await ctx.app.inject({ url: `/api/users/${ref}` });
      expect(res.statusCode, ref).toBe(200);
      expect(res.json(), ref).toEqual(byId);
      expect(res.json().username).toBe(author.username);
    }
  });

  it('answers 404 Author not found for unknown ids and usernames', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'nope',
      '123',
      `${author.username}x`,
      // A pattern is not a username.
      '%25',
    ]) {
      const res = await ctx.app.inject({ url: `/api/users/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Author not found' });
    }
  });
});
