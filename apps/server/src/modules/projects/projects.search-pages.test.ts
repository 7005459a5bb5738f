import { PROJECT_SORT_BY_VALUES } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext } from '../../../test/helper';

/**
 * A search reads its page and its total in one pass over the matches (a window count over the
 * ranked matches, then the page's rows in full). Whatever the sort and the page, the pages must
 * be the one order cut in pieces, and every page must tell the same total as a plain count.
 */

let ctx: TestContext;
const DAY = 86_400_000;
/** Eleven matching projects with distinct and tied sort keys, a non-match and a matching draft. */
const MATCHES = 11;

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createUser(ctx);
  const rows = Array.from({ length: MATCHES }, (_, i) => ({
    authorId: author.id,
    // Some titles name the word twice: their rank is higher.
    title: i % 3 === 0 ? `Widget widget kit ${i}` : `Widget kit ${i}`,
    description: i % 2 === 0 ? 'A widget for dashboards' : 'Reusable parts',
    category: 'web',
    tags: [],
    licenseType: i % 4 === 0 ? ('free' as const) : ('paid' as const),
    priceCents: i % 4 === 0 ? 0 : 500 + (i % 3) * 500,
    views: (i * 7) % 5,
    downloads: i % 2,
    stars: (i * 3) % 4,
    status: 'published' as const,
    createdAt: new Date(Date.now() - (i % 4) * DAY),
    publishedAt: new Date(),
  }));
  await ctx.database.db
    .insert(projects)
    .values([
      ...rows,
      { ...rows[0]!, title: 'Unrelated gadget', description: 'Nothing to see' },
      { ...rows[1]!, title: 'Widget draft', status: 'draft' as const, publishedAt: null },
    ]);
});
afterAll(() => ctx?.close());

interface Page {
  projects: { _id: string; title: string }[];
  pagination: { currentPage: number; totalPages: number; total: number; hasNext: boolean };
}

async function page(query: string): Promise<Page> {
  const res = await ctx.app.inject({ url: `/api/projects?search=widget&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('search pages', () => {
  it.each(PROJECT_SORT_BY_VALUES.flatMap((sortBy) => [`${sortBy}|asc`, `${sortBy}|desc`]))(
    'are one order cut in pages, each with the full total (%s)',
    async (key) => {
      const [sortBy, sortOrder] = key.split('|');
      const sort = `sortBy=${sortBy}&sortOrder=${sortOrder}`;
      const whole = await page(`${sort}&limit=50`);
      expect(whole.pagination.total).toBe(MATCHES);
      expect(whole.projects).toHaveLength(MATCHES);
      expect(whole.projects.map((p) => p.title)).not.toContain('Widget draft');

      const pieces: string[] = [];
      for (let n = 1; n <= 4; n += 1) {
        const one = await page(`${sort}&limit=4&page=${n}`);
        expect(one.pagination).toMatchObject({ currentPage: n, total: MATCHES, totalPages: 3 });
        expect(one.pagination.hasNext).toBe(n < 3);
        pieces.push(...one.projects.map((p) => p._id));
      }
      // Page 4 is past the end: empty, and its total still counted.
      expect(pieces).toEqual(whole.projects.map((p) => p._id));
    },
  );

  it('ranks the projects that name the word more often first', async () => {
    const titles = (await page('limit=50')).projects.map((p) => p.title);
    const doubled = titles.filter((t) => t.startsWith('Widget widget'));
    expect(titles.slice(0, doubled.length)).toEqual(doubled);
  });

  it('answers a search with no match with an empty first page', async () => {
    const res = await ctx.app.inject({ url: '/api/projects?search=zeppelin&page=2' });
    expect(res.json()).toMatchObject({ projects: [], pagination: { total: 0, totalPages: 1 } });
  });
});
