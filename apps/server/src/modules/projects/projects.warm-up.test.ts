import { listProjectsQuerySchema } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { createProjectsRepository, type ProjectsRepository } from './projects.repository';
import { createProjectsService } from './projects.service';

/**
 * The search vocabulary (the words typos are matched against) is read once a server listens,
 * not by the first search: at marketplace size that read is most of a second.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createUser(ctx);
  await ctx.database.db.insert(projects).values({
    authorId: author.id,
    title: 'Dashboard kit',
    description: 'Boards and cards',
    category: 'web',
    tags: ['productivity'],
    licenseType: 'free',
    priceCents: 0,
    status: 'published',
    publishedAt: new Date(),
  });
});
afterAll(() => ctx?.close());

function countingService() {
  const repo = createProjectsRepository(ctx.database.db);
  const calls = { searchVocabulary: 0 };
  const counted: ProjectsRepository = {
    ...repo,
    searchVocabulary: (...args) => {
      calls.searchVocabulary += 1;
      return repo.searchVocabulary(...args);
    },
  };
  return { service: createProjectsService(counted), calls };
}

const search = (text: string) => listProjectsQuerySchema.parse({ search: text });

describe('warming up the search vocabulary', () => {
  it('reads the vocabulary once, and the first search with a typo uses it', async () => {
    const { service, calls } = countingService();
    await service.warmUp();
    expect(calls.searchVocabulary).toBe(1);

    const found = await service.list(search('dashbord'), null);
    expect(found.projects.map((p) => p.title)).toEqual(['Dashboard kit']);
    expect(calls.searchVocabulary).toBe(1);
  });

  it('shares one read between a warm-up and searches that arrive while it runs', async () => {
    const { service, calls } = countingService();
    const [, found] = await Promise.all([
      service.warmUp(),
      service.list(search('dashbord'), null),
      service.warmUp(),
    ]);
    expect(found.projects.map((p) => p.title)).toEqual(['Dashboard kit']);
    expect(calls.searchVocabulary).toBe(1);
  });

  it('never fails: a read that fails leaves search working, and the next search reads again', async () => {
    const repo = createProjectsRepository(ctx.database.db);
    let failures = 1;
    const calls = { searchVocabulary: 0 };
    const service = createProjectsService({
      ...repo,
      searchVocabulary: async (max) => {
        calls.searchVocabulary += 1;
        if (failures-- > 0) throw new Error('connection lost');
        return repo.searchVocabulary(max);
      },
    });
    await expect(service.warmUp()).resolves.toBeUndefined();
    const found = await service.list(search('dashbord'), null);
    expect(found.projects.map((p) => p.title)).toEqual(['Dashboard kit']);
    expect(calls.searchVocabulary).toBe(2);
  });

  it('starts when the server listens', async () => {
    // The suite's own app (closed after all): the tests above use services of their own.
    const warmUp = vi.spyOn(ctx.app.projects, 'warmUp');
    // Requests injected without listening (as most tests do) do not warm up.
    await ctx.app.inject({ url: '/api/projects' });
    expect(warmUp).not.toHaveBeenCalled();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    await vi.waitFor(() => expect(warmUp).toHaveBeenCalledTimes(1));
  });
});
