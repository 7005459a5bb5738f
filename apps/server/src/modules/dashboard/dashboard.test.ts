import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { monthStartUtc } from '../../lib/dates';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let fresh: TestUser;
let paidId: string;
let freeId: string;

const DAY = 86_400_000;
let ref = 0;

async function project(values: Partial<typeof projects.$inferInsert>) {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId: seller.id,
      title: 'P',
      description: 'd',
      category: 'web',
      status: 'published',
      publishedAt: new Date(),
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

async function license(values: Partial<typeof licenses.$inferInsert> & { projectId: string }) {
  ref += 1;
  await ctx.database.db.insert(licenses).values({
    buyerId: buyer.id,
    kind: 'paid',
    paymentReference: `ref-${ref}`,
    ...values,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { username: 'seller1' });
  buyer = await createUser(ctx, { username: 'buyer1' });
  fresh = await createUser(ctx);
  const now = Date.now();
  paidId = await project({
    title: 'Paid Kit',
    licenseType: 'paid',
    priceCents: 2500,
    paidRepoUrl: 'https://github.com/s/paid',
    views: 30,
    downloads: 3,
    stars: 2,
    publishedAt: new Date(now - 10 * DAY),
  });
  freeId = await project({
    title: 'Free Kit',
    views: 12,
    downloads: 7,
    stars: 5,
    publishedAt: new Date(now - 5 * DAY),
  });
  await project({ title: 'Seller Draft', status: 'draft', publishedAt: null, views: 999 });

  const thisMonth = new Date(Math.max(monthStartUtc(new Date()).getTime() + 1000, now - 1000));
  const lastMonth = new Date(monthStartUtc(new Date()).getTime() - 2 * DAY);
  // Paid sale this month, paid sale last month, a free claim, a refunded sale.
  await license({ projectId: paidId, sellerCents: 2500, totalCents: 3000, createdAt: thisMonth });
  const other = await createUser(ctx, { username: 'buyer2' });
  await license({
    projectId: paidId,
    buyerId: other.id,
    sellerCents: 2000,
    totalCents: 2400,
    createdAt: lastMonth,
  });
  await license({ projectId: freeId, kind: 'free', createdAt: new Date(now - 2 * DAY) });
  const third = await createUser(ctx);
  await license({
    projectId: paidId,
    buyerId: third.id,
    sellerCents: 9900,
    status: 'refunded',
  });
  // The seller also buys someone else's project.
  const otherAuthor = await createUser(ctx, { username: 'maker' });
  const theirs = await project({ authorId: otherAuthor.id, title: 'Their Tool' });
  await license({
    projectId: theirs,
    buyerId: seller.id,
    kind: 'free',
    createdAt: new Date(now - DAY),
  });
});
afterAll(async () => {
  await ctx?.close();
});

const dashboard = (user: TestUser | null) =>
  ctx.app.inject({ url: '/api/dashboard', headers: user?.headers });

describe('GET /api/dashboard', () => {
  it('needs a signed-in user', async () => {
    const res = await dashboard(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required' });
  });

  it("computes the seller's figures from projects and licenses", async () => {
    const res = await dashboard(seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.sellerStats).toEqual({
      totalProjects: 2,
      totalViews: 42,
      totalDownloads: 10,
      totalRevenue: 45,
      totalStars: 7,
      freeDownloads: 1,
      paidDownloads: 2,
      monthlyRevenue: 25,
    });
    expect(body.publishedProjects.map((p: { title: string }) => p.title)).toEqual([
      'Free Kit',
      'Paid Kit',
    ]);
    expect(body.publishedProjects[1].repository.paidUrl).toBe('https://github.com/s/paid');
    expect(body.draftProjects.map((p: { title: string }) => p.title)).toEqual(['Seller Draft']);
    expect(body.purchasedLicenses).toHaveLength(1);
    expect(body.purchasedLicenses[0]).toMatchObject({
      title: 'Their Tool',
      author: { username: 'maker' },
      licenseKind: 'free',
      amountPaid: 0,
    });
  });

  it('lists the 5 latest events: publications, sales with revenue, purchases', async () => {
    const { recentActivity } = (await dashboard(seller)).json();
    expect(recentActivity).toHaveLength(5);
    const dates = recentActivity.map((a: { date: string }) => Date.parse(a.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const messages = recentActivity.map((a: { message: string }) => a.message);
    expect(messages).toContain('Claimed free access to "Their Tool"');
    expect(messages).toContain('buyer1 claimed free access to "Free Kit"');
    expect(messages).toContain('Published "Free Kit"');
    const sale = recentActivity.find((a: { message: string }) =>
      a.message.startsWith('Sold a license for "Paid Kit" to buyer1'),
    );
    expect(sale).toMatchObject({ type: 'sale', revenue: 25, projectId: paidId });
    // The refunded sale is not an event.
    expect(messages.join('\n')).not.toMatch(/refund/i);
  });

  it("shows a buyer's purchases with the paid repository", async () => {
    const body = (await dashboard(buyer)).json();
    expect(body.publishedProjects).toEqual([]);
    expect(body.sellerStats.totalRevenue).toBe(0);
    const titles = body.purchasedLicenses.map((p: { title: string }) => p.title);
    expect(titles).toEqual(['Paid Kit', 'Free Kit']);
    expect(body.purchasedLicenses[0]).toMatchObject({
      licenseKind: 'paid',
      amountPaid: 30,
      repository: { paidUrl: 'https://github.com/s/paid' },
      license: { price: 25 },
    });
    expect(typeof body.purchasedLicenses[0].purchaseDate).toBe('string');
    expect(body.recentActivity.map((a: { type: string }) => a.type)).toEqual([
      'purchase',
      'purchase',
    ]);
  });

  it('gives a new user empty figures', async () => {
    const body = (await dashboard(fresh)).json();
    expect(body).toEqual({
      publishedProjects: [],
      draftProjects: [],
      purchasedLicenses: [],
      sellerStats: {
        totalProjects: 0,
        totalViews: 0,
        totalDownloads: 0,
        totalRevenue: 0,
        totalStars: 0,
        freeDownloads: 0,
        paidDownloads: 0,
        monthlyRevenue: 0,
      },
      recentActivity: [],
    });
  });
});

async function tokenOf(user: TestUser, scopes: string[]): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/tokens',
    headers: user.headers,
    payload: { name: scopes.join(' '), scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { authorization: `Bearer ${res.json().token}` };
}

describe("the buyer's library after a refund", () => {
  /** A purchase through the test card network; the license id. */
  async function buy(user: TestUser, projectId: string) {
    const call = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
    const intent = await call('/api/payments/create-payment-intent', { projectId });
    const paymentIntentId = intent.json().paymentIntentId as string;
    await call('/api/payments/test-processor/confirm', {
      paymentIntentId,
      cardNumber: TEST_CARD_SUCCESS,
    });
    const confirmed = await call('/api/payments/confirm-payment', { paymentIntentId });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json().license._id as string;
  }

  it('keeps a refunded purchase, marked refunded with the amount and date, without the repository or key', async () => {
    const maker = await createUser(ctx);
    await giveAccount(ctx, maker);
    const projectId = await createProject(ctx, maker, {
      ...paidProject(2000),
      title: 'Refunded Kit',
    });
    const payer = await createUser(ctx);
    const licenseId = await buy(payer, projectId);
    const before = (await dashboard(payer)).json().purchasedLicenses[0];
    expect(before).toMatchObject({ licenseId, licenseStatus: 'active', refund: null });

    const refund = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      headers: maker.headers,
      payload: { licenseId },
    });
    expect(refund.statusCode).toBe(200);
    const receipt = (
      await ctx.app.inject({ url: `/api/licenses/${licenseId}/receipt`, headers: payer.headers })
    ).json();

    const list = (await dashboard(payer)).json().purchasedLicenses;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      licenseId,
      title: 'Refunded Kit',
      licenseKind: 'paid',
      licenseStatus: 'refunded',
      amountPaid: 24,
      refund: { amount: 24, refundedAt: receipt.refundedAt, via: 'refund' },
      repository: { paidUrl: null },
      licenseKey: null,
    });
  });
});

describe('GET /api/dashboard with a personal access token', () => {
  const read = (headers: Record<string, string>) =>
    ctx.app.inject({ url: '/api/dashboard', headers });

  it('leaves purchases, their paid repositories and sales out of a projects:read answer', async () => {
    const asBuyer = await read(await tokenOf(buyer, ['projects:read']));
    expect(asBuyer.statusCode, asBuyer.body).toBe(200);
    expect(asBuyer.body).not.toContain('https://github.com/s/paid');
    const body = asBuyer.json();
    expect(body.purchasedLicenses).toEqual([]);
    expect(body.sellerStats).toBeNull();
    expect(body.recentActivity).toEqual([]);
    expect(body.missingScopes).toEqual(['licenses:read', 'sales:read']);

    // The seller's own projects (their paid repository included) are what projects:read reads.
    const asSeller = (await read(await tokenOf(seller, ['projects:read']))).json();
    expect(asSeller.publishedProjects.map((p: { title: string }) => p.title)).toEqual([
      'Free Kit',
      'Paid Kit',
    ]);
    expect(asSeller.draftProjects).toHaveLength(1);
    expect(asSeller.recentActivity.map((a: { type: string }) => a.type)).toEqual([
      'published',
      'published',
    ]);
  });

  it('shows purchases with licenses:read, and sales figures with sales:read', async () => {
    const purchases = (await read(await tokenOf(buyer, ['licenses:read']))).json();
    expect(purchases.publishedProjects).toEqual([]);
    expect(purchases.purchasedLicenses[0]).toMatchObject({
      title: 'Paid Kit',
      repository: { paidUrl: 'https://github.com/s/paid' },
    });
    expect(purchases.missingScopes).toEqual(['projects:read', 'sales:read']);

    const sales = (await read(await tokenOf(seller, ['sales:read']))).json();
    expect(sales.sellerStats).toMatchObject({ totalRevenue: 45, monthlyRevenue: 25 });
    expect(sales.publishedProjects).toEqual([]);
    expect(sales.purchasedLicenses).toEqual([]);
    expect(sales.recentActivity.every((a: { type: string }) => a.type === 'sale')).toBe(true);
    expect(sales.missingScopes).toEqual(['projects:read', 'licenses:read']);

    // Every scope of the dashboard: the whole answer, as a session gets it.
    const all = await read(await tokenOf(seller, ['projects:read', 'licenses:read', 'sales:read']));
    const session = await dashboard(seller);
    expect(all.json()).toEqual(session.json());
  });

  it('refuses a token with none of its scopes: 403 naming them', async () => {
    const res = await read(await tokenOf(buyer, ['webhooks:write']));
    expect(res.statusCode).toBe(403);
    expect(res.headers['www-authenticate']).toBe(
      'Bearer error="insufficient_scope", scope="projects:read licenses:read sales:read"',
    );
    expect(res.json().error).toMatch(/projects:read, licenses:read or sales:read/);
  });
});

describe('monthStartUtc', () => {
  it('is the first instant of the calendar month in UTC', () => {
    expect(monthStartUtc(new Date('2025-03-31T23:59:59Z')).toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    );
    expect(monthStartUtc(new Date('2025-01-01T00:00:00Z')).toISOString()).toBe(
      '2025-01-01T00:00:00.000Z',
    );
  });
});
