import { aiGenerateResponseSchema, aiSearchResponseSchema } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { projects } from '../../db/schema';

let ctx: TestContext;
let alice: TestUser;
let ipCounter = 0;
/** Each test its own IP, so the per-IP rate limits of one test do not affect another. */
const freshIp = () => `10.9.0.${(ipCounter += 1)}`;

interface Seed {
  title: string;
  description?: string;
  category: string;
  tags?: string[];
  licenseType?: 'free' | 'paid' | 'freemium';
  priceCents?: number;
  stars?: number;
  ageDays?: number;
  status?: 'draft' | 'published';
}

const seeds: Seed[] = [
  { title: 'Admin Dashboard Kit', category: 'web', tags: ['react', 'dashboard'], ageDays: 3 },
  {
    title: 'Metrics Board',
    description: 'A dashboard in ReactJS',
    category: 'web',
    tags: ['charts'],
    ageDays: 2,
  },
  {
    title: 'Paid Dashboard Pro',
    category: 'web',
    tags: ['react', 'dashboard'],
    licenseType: 'paid',
    priceCents: 4900,
  },
  { title: 'Vue Dashboard', category: 'web', tags: ['vue', 'dashboard'] },
  { title: 'Draft React Dashboard', category: 'web', tags: ['react'], status: 'draft' },
  {
    title: 'Py Tail',
    description: 'Follow logs',
    category: 'tool',
    tags: ['python', 'cli'],
    licenseType: 'paid',
    priceCents: 1500,
  },
  {
    title: 'Py Deploy',
    description: 'Deploy helper',
    category: 'tool',
    tags: ['python'],
    licenseType: 'paid',
    priceCents: 2500,
  },
  { title: 'Py Free', description: 'Free helper', category: 'tool', tags: ['python'] },
  { title: 'Go Tail', description: 'Follow logs in Go', category: 'tool', tags: ['golang'] },
  { title: 'Pixel Runner', category: 'game', tags: ['phaser'], stars: 5 },
  { title: 'Star Blaster', category: 'game', tags: ['godot'], stars: 50 },
  { title: 'Dungeon Deep', category: 'game', tags: ['unity'], stars: 20 },
  {
    title: 'Payments Gateway',
    description: 'Stripe payments API',
    category: 'api',
    tags: ['payments'],
  },
  { title: 'Weather API', description: 'Forecasts', category: 'api', tags: ['weather'] },
  {
    title: 'Checkout Library',
    description: 'payments helpers',
    category: 'library',
    tags: ['payments'],
  },
  {
    title: 'Habit App',
    category: 'mobile',
    tags: ['flutter'],
    licenseType: 'paid',
    priceCents: 2000,
  },
  {
    title: 'Budget App',
    category: 'mobile',
    tags: ['flutter'],
    licenseType: 'paid',
    priceCents: 6000,
  },
  {
    title: 'Steps App',
    category: 'mobile',
    tags: ['flutter'],
    licenseType: 'freemium',
    priceCents: 3000,
  },
];

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createUser(ctx, { username: 'alice_dev' });
  for (const s of seeds) {
    const created = new Date(Date.now() - (s.ageDays ?? 10) * 86_400_000);
    await ctx.database.db.insert(projects).values({
      authorId: alice.id,
      title: s.title,
      description: s.description ?? 'Something useful',
      category: s.category,
      tags: s.tags ?? [],
      licenseType: s.licenseType ?? 'free',
      priceCents: s.priceCents ?? 0,
      stars: s.stars ?? 0,
      status: s.status ?? 'published',
      createdAt: created,
      publishedAt: s.status === 'draft' ? null : created,
    });
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function search(query: unknown, user?: TestUser) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/projects/ai-search',
    payload: query === undefined ? undefined : { query },
    headers: user?.headers,
    remoteAddress: freshIp(),
  });
}

async function searchOk(query: string, user?: TestUser) {
  const res = await search(query, user);
  expect(res.statusCode, res.body).toBe(200);
  const body = aiSearchResponseSchema.parse(res.json());
  return { ...body, titles: body.projects.map((p) => p.title) };
}

describe('POST /api/projects/ai-search', () => {
  it('"free react dashboard": free projects matching dashboard with React or its synonyms', async () => {
    const r = await searchOk('free react dashboard');
    expect(r.titles.sort()).toEqual(['Admin Dashboard Kit', 'Metrics Board']);
    expect(r.searchSummary).toBe(
      'Showing free projects matching "dashboard" with React, best matches first.',
    );
    expect(r.filters).toMatchObject({
      text: 'dashboard',
      license: 'free',
      technologies: ['react'],
    });
  });

  it('treats words that name Object.prototype members as plain words', async () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty valueOf']) {
      const r = await searchOk(word);
      expect(r.projects).toEqual([]);
    }
  });

  it('"python cli under $20": tools with Python up to $20', async () => {
    const r = await searchOk('python cli under $20');
    expect(r.titles.sort()).toEqual(['Py Free', 'Py Tail']);
    expect(r.searchSummary).toBe(
      'Showing projects in Tools with Python priced up to $20, best matches first.',
    );
  });

  it('"most starred game": games by stars', async () => {
    const r = await searchOk('most starred game');
    expect(r.titles).toEqual(['Star Blaster', 'Dungeon Deep', 'Pixel Runner']);
    expect(r.searchSummary).toBe('Showing projects in Games, most starred first.');
  });

  it('"apis for payments": APIs matching payments', async () => {
    const r = await searchOk('apis for payments');
    expect(r.titles).toEqual(['Payments Gateway']);
  });

  it('"paid mobile apps between $10 and $50": license type and both price bounds', async () => {
    const r = await searchOk('paid mobile apps between $10 and $50');
    expect(r.titles).toEqual(['Habit App']);
    expect(r.searchSummary).toBe(
      'Showing paid projects in Mobile Apps priced $10 to $50, newest first.',
    );
  });

  it('"go cli tools" matches Go and never returns drafts', async () => {
    expect((await searchOk('go cli tools')).titles).toEqual(['Go Tail']);
    expect((await searchOk('react dashboard')).titles).not.toContain('Draft React Dashboard');
  });

  it('hides prices from visitors and shows them to signed-in users, like the normal list', async () => {
    const visitor = await searchOk('paid dashboard');
    expect(visitor.titles).toEqual(['Paid Dashboard Pro']);
    expect(visitor.projects[0]!.license.price).toBeNull();
    const signedIn = await searchOk('paid dashboard', alice);
    expect(signedIn.projects[0]!.license.price).toBe(49);
  });

  it('loosens the filters when nothing matches every one, and says so', async () => {
    const r = await searchOk('free flutter apps');
    expect(r.titles.sort()).toEqual(['Budget App', 'Habit App', 'Steps App']);
    expect(r.searchSummary).toBe(
      'No exact matches among free projects, so showing projects with Flutter, best matches first.',
    );
    expect(r.filters).toMatchObject({ license: null, technologies: ['flutter'] });
  });

  it('answers an empty list with a summary when nothing matches', async () => {
    const r = await searchOk('quantum knitting');
    expect(r.projects).toEqual([]);
    expect(r.searchSummary).toBe(
      'Showing projects matching "quantum knitting", best matches first.',
    );
  });

  it.each([
    ['an empty query', '   ', 'Enter what you are looking for'],
    ['a query over 200 characters', 'x'.repeat(201), 'Search is too long'],
    ['a query that is not text', 42, 'query'],
  ])('answers 400 for %s', async (_name, query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('answers 400 without a body', async () => {
    const res = await search(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('is rate-limited to 20 a minute per IP', async () => {
    const ip = '10.8.0.1';
    const call = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/projects/ai-search',
        payload: { query: 'games' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
    // Another IP is not affected.
    expect((await search('games')).statusCode).toBe(200);
  });
});

async function generate(payload: unknown, user?: TestUser, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/projects/ai-generate',
    payload: payload as object,
    headers: user?.headers,
    remoteAddress: ip,
  });
}

describe('POST /api/projects/ai-generate', () => {
  it('answers 401 for visitors', async () => {
    const res = await generate({ projectName: 'Chat App', description: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required' });
  });

  it('drafts a listing for the signed-in user, with their repository URLs', async () => {
    const res = await generate(
      {
        projectName: 'Team Chat',
        description: 'Realtime chat with Vue and Redis',
        licenseType: 'freemium',
      },
      alice,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = aiGenerateResponseSchema.parse(res.json());
    expect(body.category).toBe('web');
    expect(body.tags).toEqual(expect.arrayContaining(['chat', 'vue', 'redis']));
    expect(body.description).toMatch(/Vue/);
    expect(body.freeRepositoryUrl).toBe('https://github.com/alice-dev/team-chat-free');
    expect(body.paidRepositoryUrl).toBe('https://github.com/alice-dev/team-chat-premium');
    expect(body.features.freeFeatures.length).toBeGreaterThan(0);
    expect(body.features.paidFeatures.length).toBeGreaterThan(0);
  });

  it('accepts the request body without a description or license type', async () => {
    const res = await generate({ projectName: 'Rust log parser' }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toBe('other');
  });

  it.each([
    ['a missing title', { description: 'x' }, 'projectName'],
    ['an empty title', { projectName: '  ' }, 'Please fill in title before generating AI content'],
    ['an unknown license type', { projectName: 'App', licenseType: 'lifetime' }, 'licenseType'],
    ['a title over 200 characters', { projectName: 'x'.repeat(201) }, 'projectName'],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const res = await generate(payload, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('is rate-limited to 10 a minute per user, whatever the IP', async () => {
    const bob = await createUser(ctx);
    for (let i = 0; i < 10; i += 1)
      expect((await generate({ projectName: `App ${i}` }, bob)).statusCode).toBe(200);
    const limited = await generate({ projectName: 'One more' }, bob);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
    expect((await generate({ projectName: 'Other user' }, alice)).statusCode).toBe(200);
  });
});
