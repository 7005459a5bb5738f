import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface Seed {
  title: string;
  description?: string;
  category?: string;
  tags?: string[];
  licenseType?: 'free' | 'paid' | 'freemium';
  priceCents?: number;
  views?: number;
  downloads?: number;
  stars?: number;
  ageDays?: number;
  updatedDays?: number;
  status?: 'draft' | 'published';
  author?: TestUser;
}

const seeds: Seed[] = [
  {
    title: 'Admin Dashboard Starter',
    description: 'Charts and tables for back offices',
    tags: ['react', 'charts'],
    licenseType: 'paid',
    priceCents: 4900,
    views: 50,
    downloads: 3,
    stars: 9,
    ageDays: 1,
  },
  {
    title: 'Weather API Client',
    description: 'Typed client for forecasts',
    category: 'library',
    tags: ['typescript', 'weather'],
    views: 10,
    downloads: 40,
    stars: 1,
    ageDays: 2,
  },
  {
    title: 'Pixel Runner',
    description: 'A tiny platformer',
    category: 'game',
    tags: ['phaser', 'kubernetes'],
    licenseType: 'freemium',
    priceCents: 999,
    views: 99,
    downloads: 5,
    stars: 30,
    ageDays: 3,
    updatedDays: 20,
  },
  {
    title: 'Invoice Tool',
    description: 'Generate PDF invoices from a dashboard',
    category: 'tool',
    tags: ['pdf'],
    licenseType: 'paid',
    priceCents: 1000,
    views: 5,
    ageDays: 400,
    updatedDays: 400,
    author: undefined,
  },
  {
    title: 'Mobile Habit Tracker',
    category: 'mobile',
    tags: ['flutter'],
    licenseType: 'paid',
    priceCents: 12000,
    views: 1,
    ageDays: 100,
    updatedDays: 100,
  },
  { title: 'Secret Dashboard Draft', status: 'draft' },
];

async function seed(s: Seed, author: TestUser) {
  const created = ago(s.ageDays ?? 0);
  await ctx.database.db.insert(projects).values({
    authorId: author.id,
    title: s.title,
    description: s.description ?? 'Something useful',
    category: s.category ?? 'web',
    tags: s.tags ?? [],
    licenseType: s.licenseType ?? 'free',
    priceCents: s.priceCents ?? 0,
    views: s.views ?? 0,
    downloads: s.downloads ?? 0,
    stars: s.stars ?? 0,
    status: s.status ?? 'published',
    createdAt: created,
    updatedAt: ago(s.updatedDays ?? s.ageDays ?? 0),
    publishedAt: s.status === 'draft' ? null : created,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createUser(ctx);
  bob = await createUser(ctx);
  for (const [i, s] of seeds.entries()) await seed(s, i % 2 === 0 ? alice : bob);
});
afterAll(async () => {
  await ctx?.close();
});

interface ListBody {
  projects: {
    _id: string;
    title: string;
    status: string;
    license: { price: number | null };
    repository: { paidUrl: string | null };
  }[];
  pagination: { currentPage: number; totalPages: number; total: number; hasNext: boolean };
}

async function list(query: string, user?: TestUser): Promise<ListBody> {
  const res = await ctx.app.inject({ url: `/api/projects?${query}`, headers: user?.headers });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json();
}
const titles = async (query: string, user?: TestUser) =>
  (await list(query, user)).projects.map((p) => p.title);

describe('GET /api/projects', () => {
  it('lists published projects only, newest first', async () => {
    const body = await list('');
    expect(body.projects.map((p) => p.title)).toEqual([
      'Admin Dashboard Starter',
      'Weather API Client',
      'Pixel Runner',
      'Mobile Habit Tracker',
      'Invoice Tool',
    ]);
    expect(body.projects.every((p) => p.status === 'published')).toBe(true);
    expect(body.pagination).toMatchObject({ currentPage: 1, totalPages: 1, total: 5 });
  });

  it('filters by category; all or omitted means every category', async () => {
    expect(await titles('category=game')).toEqual(['Pixel Runner']);
    expect(await titles('category=desktop')).toEqual([]);
    expect(await titles('category=all')).toHaveLength(5);
  });

  it('sorts by each sort option', async () => {
    expect((await titles('sortBy=stats.views'))[0]).toBe('Pixel Runner');
    expect((await titles('sortBy=stats.downloads'))[0]).toBe('Weather API Client');
    expect((await titles('sortBy=stats.stars'))[0]).toBe('Pixel Runner');
    // license.price defaults to ascending.
    expect(await titles('sortBy=license.price')).toEqual([
      'Weather API Client',
      'Pixel Runner',
      'Invoice Tool',
      'Admin Dashboard Starter',
      'Mobile Habit Tracker',
    ]);
    expect((await titles('sortBy=license.price&sortOrder=desc'))[0]).toBe('Mobile Habit Tracker');
    expect((await titles('sortBy=createdAt&sortOrder=asc'))[0]).toBe('Invoice Tool');
  });

  it('pages with limit and page', async () => {
    const first = await list('limit=2&page=1');
    const second = await list('limit=2&page=2');
    const third = await list('limit=2&page=3');
    expect(first.pagination).toMatchObject({ totalPages: 3, total: 5, hasNext: true });
    expect(third.pagination.hasNext).toBe(false);
    const all = [...first.projects, ...second.projects, ...third.projects].map((p) => p.title);
    expect(new Set(all).size).toBe(5);
    expect((await list('limit=2&page=9')).projects).toEqual([]);
  });

  it('keeps pages stable when the sort key ties', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) => list(`sortBy=stats.downloads&limit=1&page=${page}`)),
    );
    const ids = pages.map((p) => p.projects[0]!._id);
    expect(new Set(ids).size).toBe(5);
  });

  it('filters by price range', async () => {
    expect(await titles('priceRange=free')).toEqual(['Weather API Client']);
    expect(await titles('priceRange=0-10')).toEqual(['Pixel Runner', 'Invoice Tool']);
    expect(await titles('priceRange=10-50')).toEqual(['Admin Dashboard Starter']);
    expect(await titles('priceRange=50%2B')).toEqual(['Mobile Habit Tracker']);
    expect(await titles('priceRange=any')).toHaveLength(5);
  });

  it('filters by last update', async () => {
    expect(await titles('updated=week')).toEqual(['Admin Dashboard Starter', 'Weather API Client']);
    expect(await titles('updated=month')).toEqual([
      'Admin Dashboard Starter',
      'Weather API Client',
      'Pixel Runner',
    ]);
    expect(await titles('updated=year')).toHaveLength(4);
  });

  it('lists one author’s published projects', async () => {
    expect(await titles(`author=${bob.id}&status=published`)).toEqual([
      'Weather API Client',
      'Invoice Tool',
    ]);
    // Alice's draft never shows, not even to Alice.
    expect(await titles(`author=${alice.id}&status=published`, alice)).not.toContain(
      'Secret Dashboard Draft',
    );
  });

  it('combines filters', async () => {
    expect(await titles('category=web&priceRange=10-50&updated=week')).toEqual([
      'Admin Dashboard Starter',
    ]);
  });

  it('rejects bad queries with 400', async () => {
    for (const query of [
      'limit=51',
      'limit=0',
      'page=0',
      'page=abc',
      'sortBy=title',
      'sortOrder=up',
      'category=cars',
      'priceRange=cheap',
      'updated=decade',
      'status=draft',
      'author=not-a-uuid',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await ctx.app.inject({ url: `/api/projects?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('hides prices from visitors and shows them to signed-in users', async () => {
    const visitor = await list('sortBy=license.price&sortOrder=desc&limit=1');
    expect(visitor.projects[0]!.license.price).toBeNull();
    const signedIn = await list('sortBy=license.price&sortOrder=desc&limit=1', bob);
    expect(signedIn.projects[0]!.license.price).toBe(120);
  });
});

describe('GET /api/projects search', () => {
  it('finds by title, tags and description, ranked', async () => {
    expect(await titles('search=dashboard')).toEqual(['Admin Dashboard Starter', 'Invoice Tool']);
    expect(await titles('search=flutter')).toEqual(['Mobile Habit Tracker']);
    expect(await titles('search=forecasts')).toEqual(['Weather API Client']);
  });

  it('tolerates typos in titles and tags', async () => {
    expect((await titles('search=dashbord'))[0]).toBe('Admin Dashboard Starter');
    expect(await titles('search=wether')).toEqual(['Weather API Client']);
    expect(await titles('search=kubernets')).toEqual(['Pixel Runner']);
  });

  it('requires every word', async () => {
    expect(await titles('search=dashbord%20charts')).toEqual(['Admin Dashboard Starter']);
    expect(await titles('search=weather%20flutter')).toEqual([]);
  });

  it('supports web search syntax and odd input without errors', async () => {
    expect(await titles('search=%22weather%20api%22')).toEqual(['Weather API Client']);
    for (const q of ['the', '!!!', "o'reilly & (x | y)", '-', '😀', 'a:b*', 'a\u0000b', '\t']) {
      const res = await ctx.app.inject({
        url: `/api/projects?search=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('combines search with filters and explicit sorts', async () => {
    expect(await titles('search=dashboard&category=tool')).toEqual(['Invoice Tool']);
    expect(await titles('search=dashboard&sortBy=license.price')).toEqual([
      'Invoice Tool',
      'Admin Dashboard Starter',
    ]);
    expect((await list('search=dashboard')).pagination.total).toBe(2);
  });

  it('never finds drafts', async () => {
    expect(await titles('search=secret')).toEqual([]);
  });
});

describe('GET /api/projects freshness', () => {
  it('shows a new project to visitors right after it is published', async () => {
    const before = await list('category=desktop');
    expect(before.projects).toEqual([]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: alice.headers,
      payload: {
        title: 'Desktop Notes',
        description: 'Notes app',
        category: 'desktop',
        tags: ['electron'],
        license: { type: 'free' },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await titles('category=desktop')).toEqual(['Desktop Notes']);
    // Its tags join the typo vocabulary at once.
    expect(await titles('search=electon')).toEqual(['Desktop Notes']);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${res.json().project._id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await titles('category=desktop')).toEqual([]);
  });
});
