import { listProjectsQuerySchema, PROJECT_SORT_BY_VALUES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { createProjectsRepository, type ProjectsRepository } from './projects.repository';
import { createProjectsService } from './projects.service';

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

describe('one ranking shared by the pages of a search', () => {
  function countingService() {
    const repo = createProjectsRepository(ctx.database.db);
    const calls = { searchRanking: 0, searchPage: 0 };
    const counted: ProjectsRepository = {
      ...repo,
      searchRanking: (...args) => {
        calls.searchRanking += 1;
        return repo.searchRanking(...args);
      },
      searchPage: (...args) => {
        calls.searchPage += 1;
        return repo.searchPage(...args);
      },
    };
    return { service: createProjectsService(counted, { countCacheTtlMs: 60_000 }), calls };
  }
  const query = (q: Record<string, unknown>) =>
    listProjectsQuerySchema.parse({ search: 'widget', ...q });

  it('ranks the matches once for every page within the first ones, in the same order', async () => {
    const { service, calls } = countingService();
    const whole = await service.list(query({ limit: 50 }), null);
    const pieces = [];
    for (let n = 1; n <= 3; n += 1) {
      const one = await service.list(query({ limit: 4, page: n }), null);
      expect(one.pagination.total).toBe(MATCHES);
      pieces.push(...one.projects.map((p) => p._id));
    }
    expect(pieces).toEqual(whole.projects.map((p) => p._id));
    // Another limit is another cut of the same ranking; another sort is another ranking.
    expect(calls).toEqual({ searchRanking: 1, searchPage: 0 });
    await service.list(query({ sortBy: 'stats.views', sortOrder: 'asc' }), null);
    expect(calls).toEqual({ searchRanking: 2, searchPage: 0 });
  });

  it('reads a page past the shared ranking in one statement', async () => {
    const { service, calls } = countingService();
    const deep = await service.list(query({ limit: 50, page: 11 }), null);
    expect(deep.projects).toEqual([]);
    expect(deep.pagination.total).toBe(MATCHES);
    expect(calls).toEqual({ searchRanking: 0, searchPage: 1 });
  });

  it('ranks again after a change, and leaves out a project unpublished since', async () => {
    const { service, calls } = countingService();
    const before = await service.list(query({ limit: 50 }), null);
    const gone = before.projects[0]!._id;
    await ctx.database.db.update(projects).set({ status: 'draft' }).where(eq(projects.id, gone));
    try {
      // Within the ranking's life the page is read by id: the draft is not shown.
      const cached = await service.list(query({ limit: 50 }), null);
      expect(cached.projects.map((p) => p._id)).not.toContain(gone);
      expect(calls.searchRanking).toBe(1);
      // A change this instance hears of forgets the ranking, and the total follows.
      service.forgetCached();
      const fresh = await service.list(query({ limit: 50 }), null);
      expect(calls.searchRanking).toBe(2);
      expect(fresh.pagination.total).toBe(MATCHES - 1);
    } finally {
      await ctx.database.db
        .update(projects)
        .set({ status: 'published' })
        .where(eq(projects.id, gone));
    }
  });
});
