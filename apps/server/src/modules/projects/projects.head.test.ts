import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { getProjectForHead } from './projects.head';

let ctx: TestContext;
let author: TestUser;

const insert = async (values: Partial<typeof projects.$inferInsert>) => {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({ authorId: author.id, title: 'T', ...values })
    .returning({ id: projects.id });
  return row!.id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx, { username: 'headwriter' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('getProjectForHead', () => {
  it('gives the head data of a published project', async () => {
    const id = await insert({
      title: 'Chart Kit',
      description: 'Charts for dashboards',
      category: 'library',
      tags: ['charts'],
      licenseType: 'freemium',
      priceCents: 2500,
      freeFeatures: ['Core'],
      paidFeatures: ['Pro'],
      status: 'published',
      publishedAt: new Date('2025-01-02T00:00:00Z'),
    });
    const head = await getProjectForHead(ctx.database.db, id);
    expect(head).toMatchObject({
      id,
      title: 'Chart Kit',
      description: 'Charts for dashboards',
      category: 'library',
      categoryLabel: 'Libraries',
      licenseType: 'freemium',
      // The head is what signed-out readers get: no price of a paid or freemium license.
      price: null,
      customerPrice: null,
      currency: 'USD',
      tags: ['charts'],
      features: { freeFeatures: ['Core'], paidFeatures: ['Pro'] },
      authorId: author.id,
      authorName: 'headwriter',
      publishedAt: '2025-01-02T00:00:00.000Z',
    });
  });

  it('gives a free project a 0 price', async () => {
    const id = await insert({ status: 'published', licenseType: 'free', priceCents: 999 });
    expect(await getProjectForHead(ctx.database.db, id)).toMatchObject({
      price: 0,
      customerPrice: 0,
    });
  });

  it('gives nothing for drafts, unknown and malformed ids', async () => {
    const draft = await insert({ status: 'draft' });
    expect(await getProjectForHead(ctx.database.db, draft)).toBeNull();
    expect(
      await getProjectForHead(ctx.database.db, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
    expect(await getProjectForHead(ctx.database.db, 'nope')).toBeNull();
  });
});
