import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { projects } from '../../db/schema';

/** GET /projects licenseType, minPrice and maxPrice filters (used by AI search). */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createUser(ctx);
  const rows: [string, 'free' | 'paid' | 'freemium', number][] = [
    ['Free One', 'free', 0],
    ['Paid Ten', 'paid', 1000],
    ['Paid Twenty', 'paid', 2000],
    ['Freemium Thirty', 'freemium', 3000],
    ['Paid Fifty', 'paid', 5000],
  ];
  for (const [title, licenseType, priceCents] of rows)
    await ctx.database.db.insert(projects).values({
      authorId: author.id,
      title,
      licenseType,
      priceCents,
      status: 'published',
      publishedAt: new Date(),
    });
});
afterAll(async () => {
  await ctx?.close();
});

async function titles(query: string): Promise<string[]> {
  const res = await ctx.app.inject({ url: `/api/projects?sortBy=license.price&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { projects: { title: string }[] }).projects.map((p) => p.title);
}

describe('GET /api/projects license and price filters', () => {
  it('filters by license type', async () => {
    expect(await titles('licenseType=paid')).toEqual(['Paid Ten', 'Paid Twenty', 'Paid Fifty']);
    expect(await titles('licenseType=free')).toEqual(['Free One']);
  });

  it('filters by inclusive price bounds in dollars', async () => {
    expect(await titles('minPrice=10&maxPrice=30')).toEqual([
      'Paid Ten',
      'Paid Twenty',
      'Freemium Thirty',
    ]);
    expect(await titles('maxPrice=20')).toEqual(['Free One', 'Paid Ten', 'Paid Twenty']);
    expect(await titles('minPrice=30.5')).toEqual(['Paid Fifty']);
  });

  it('combines bounds with the price range filter and the license type', async () => {
    expect(await titles('priceRange=10-50&maxPrice=30')).toEqual([
      'Paid Twenty',
      'Freemium Thirty',
    ]);
    expect(await titles('licenseType=paid&minPrice=15')).toEqual(['Paid Twenty', 'Paid Fifty']);
  });

  it.each(['licenseType=lifetime', 'minPrice=-1', 'maxPrice=abc', 'maxPrice=1000001'])(
    'answers 400 for %s',
    async (query) => {
      const res = await ctx.app.inject({ url: `/api/projects?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    },
  );
});
