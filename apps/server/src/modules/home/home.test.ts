import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { licenses } from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const home = (user?: TestUser) =>
  ctx.app.inject({ url: '/api/home', headers: user?.headers ?? {} });

describe('GET /api/home', () => {
  it('has nothing to feature and zero counts on an empty marketplace', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      featured: null,
      featuredBy: null,
      stats: { projects: 0, developers: 0, earnedBySellers: 0 },
    });
  });

  it('counts published projects, their developers and what sellers earned on standing sales', async () => {
    const seller = await createUser(ctx);
    const other = await createUser(ctx);
    const paid = await createProject(ctx, seller, { ...paidProject(2500), views: 5 });
    await createProject(ctx, seller, { views: 50, title: 'Popular' });
    await createProject(ctx, other, { status: 'draft' });
    const sale = (status: 'active' | 'refunded' | 'suspended') => ({
      projectId: paid,
      buyerId: other.id,
      kind: 'paid' as const,
      totalCents: 2500,
      feeCents: 500,
      sellerCents: 2000,
      status,
      paymentReference: `pi_${randomUUID()}`,
    });
    await ctx.database.db
      .insert(licenses)
      .values([sale('active'), sale('refunded'), sale('suspended')]);
    const res = (await home()).json();
    expect(res.stats).toEqual({ projects: 2, developers: 1, earnedBySellers: 20 });
    // The figure the band names is the seller's own total earnings, summed over sellers.
    const earnings = await ctx.app.inject({
      url: '/api/payments/seller-earnings',
      headers: seller.headers,
    });
    expect(earnings.json().totalEarnings).toBe(res.stats.earnedBySellers);
    expect(res.featuredBy).toBe('views');
    expect(res.featured.title).toBe('Popular');
  });

  it('shows the project an admin featured last instead of the most viewed one', async () => {
    const author = await createUser(ctx);
    const quiet = await createProject(ctx, author, { title: 'Quiet gem', views: 0 });
    const feature = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${quiet}/feature`,
      headers: admin.headers,
      payload: { featured: true, reason: 'Staff pick' },
    });
    expect(feature.statusCode).toBe(200);
    const res = (await home()).json();
    expect(res.featuredBy).toBe('admin');
    expect(res.featured.id).toBe(quiet);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${quiet}/feature`,
      headers: admin.headers,
      payload: { featured: false },
    });
    expect((await home()).json().featuredBy).toBe('views');
  });
});
