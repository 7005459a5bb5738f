import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, projects, projectViews, users } from '../../db/schema';
import { createProjectsRepository } from './projects.repository';
import { setRepositoryAccess } from '../../../test/github';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let author: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let paidId: string;
let freeId: string;
let draftId: string;

async function insertProject(values: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId: author.id,
      title: 'Project',
      description: 'Description',
      category: 'web',
      status: 'published',
      publishedAt: new Date(),
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

const get = (id: string, user?: TestUser | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/projects/${id}`, headers: { ...user?.headers, ...headers } });

/** The project's counter in the database, once the queued views are written. */
const viewsOf = async (id: string) => {
  await ctx.app.projectViews.flush();
  const [row] = await ctx.database.db
    .select({ views: projects.views })
    .from(projects)
    .where(eq(projects.id, id));
  return row!.views;
};

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx);
  buyer = await createUser(ctx, { githubUsername: 'buyer-gh' });
  stranger = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  paidId = await insertProject({
    title: 'Paid Pro',
    licenseType: 'paid',
    priceCents: 4999,
    freeRepoUrl: null,
    paidRepoUrl: 'https://github.com/a/secret',
    paidFeatures: ['Support'],
  });
  freeId = await insertProject({
    title: 'Free Kit',
    licenseType: 'free',
    freeRepoUrl: 'https://github.com/a/free',
  });
  draftId = await insertProject({ title: 'Hidden draft', status: 'draft', publishedAt: null });
  const [license] = await ctx.database.db
    .insert(licenses)
    .values({
      projectId: paidId,
      buyerId: buyer.id,
      kind: 'paid',
      totalCents: 5999,
      feeCents: 1000,
      sellerCents: 4999,
      paymentReference: 'pi_test_1',
    })
    .returning({ id: licenses.id });
  await setRepositoryAccess(ctx, license!.id, {
    repositoryFullName: 'a/secret',
    invitationSent: true,
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/projects/:id visibility', () => {
  it('hides price details and the paid URL from visitors', async () => {
    const res = await get(paidId, null);
    expect(res.statusCode).toBe(200);
    const { project, userLicense } = res.json();
    expect(userLicense).toBeNull();
    expect(project.license).toMatchObject({
      type: 'paid',
      price: null,
      sellerPrice: null,
      sellerEarnings: null,
      customerPrice: null,
      marketplaceFee: null,
      marketplaceFeePct: 20,
      features: { paidFeatures: ['Support'] },
    });
    expect(project.repository.paidUrl).toBeNull();
  });

  it('shows free projects to visitors with a 0 price', async () => {
    const { project } = (await get(freeId, null)).json();
    expect(project.license).toMatchObject({ type: 'free', price: 0, customerPrice: 0 });
    expect(project.repository.freeUrl).toBe('https://github.com/a/free');
  });

  it('shows a signed-in user the price but not the paid URL', async () => {
    for (const user of [stranger, admin]) {
      const { project, userLicense } = (await get(paidId, user)).json();
      expect(userLicense).toBeNull();
      expect(project.license).toMatchObject({
        price: 49.99,
        sellerPrice: 49.99,
        sellerEarnings: 49.99,
        marketplaceFee: 10,
        customerPrice: 59.99,
      });
      expect(project.repository.paidUrl).toBeNull();
    }
  });

  it('gives an active license holder the paid URL and their license', async () => {
    const { project, userLicense } = (await get(paidId, buyer)).json();
    expect(project.repository.paidUrl).toBe('https://github.com/a/secret');
    expect(userLicense).toMatchObject({
      kind: 'paid',
      isActive: true,
      githubAccess: {
        repositoryFullName: 'a/secret',
        invitationSent: true,
        accessGranted: false,
      },
    });
    expect(userLicense._id).toBe(userLicense.id);
  });

  it('takes the paid URL back after a refund', async () => {
    const refunded = await createUser(ctx);
    await ctx.database.db.insert(licenses).values({
      projectId: paidId,
      buyerId: refunded.id,
      kind: 'paid',
      paymentReference: 'pi_test_refunded',
      status: 'refunded',
    });
    const { project, userLicense } = (await get(paidId, refunded)).json();
    expect(userLicense).toBeNull();
    expect(project.repository.paidUrl).toBeNull();
  });

  it('keeps the paid URL of a freemium project from a holder of its free tier', async () => {
    const freemiumId = await insertProject({
      title: 'Freemium Kit',
      licenseType: 'freemium',
      priceCents: 1500,
      freeRepoUrl: 'https://github.com/a/kit',
      paidRepoUrl: 'https://github.com/a/kit-pro',
    });
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: stranger.headers,
      payload: { projectId: freemiumId },
    });
    expect(claim.statusCode).toBe(200);
    const { project, userLicense } = (await get(freemiumId, stranger)).json();
    expect(userLicense).toMatchObject({ kind: 'free', isActive: true });
    expect(project.repository).toEqual({ freeUrl: 'https://github.com/a/kit', paidUrl: null });
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: stranger.headers,
    });
    const purchase = dashboard
      .json()
      .purchasedLicenses.find((p: { _id: string }) => p._id === freemiumId);
    expect(purchase.repository).toEqual({ freeUrl: 'https://github.com/a/kit', paidUrl: null });
  });

  it('gives the author everything and no license', async () => {
    const { project, userLicense } = (await get(paidId, author)).json();
    expect(project.repository.paidUrl).toBe('https://github.com/a/secret');
    expect(project.license.price).toBe(49.99);
    expect(userLicense).toBeNull();
  });

  it('names the author by display name, keeping the username, and null when none is set', async () => {
    await ctx.database.db
      .update(users)
      .set({ displayName: 'Ada Author' })
      .where(eq(users.id, author.id));
    const named = (await get(paidId, null)).json().project.author;
    expect(named).toMatchObject({
      id: author.id,
      username: author.username,
      displayName: 'Ada Author',
    });
    await ctx.database.db.update(users).set({ displayName: null }).where(eq(users.id, author.id));
    const list = await ctx.app.inject({ url: `/api/projects?author=${author.id}` });
    const authors = list.json().projects.map((p: { author: unknown }) => p.author);
    expect(authors.length).toBeGreaterThan(0);
    for (const a of authors)
      expect(a).toMatchObject({ username: author.username, displayName: null });
  });

  it('shows a draft to its author only', async () => {
    expect((await get(draftId, author)).json().project.status).toBe('draft');
    for (const user of [null, stranger, buyer, admin]) {
      const res = await get(draftId, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Project not found' });
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      '1',
      "'; drop table projects; --",
    ]) {
      const res = await get(encodeURIComponent(id), null);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('GET /api/projects/:id views', () => {
  it('counts a signed-in viewer once a day', async () => {
    const id = await insertProject({ title: 'Viewed by users' });
    await get(id, stranger);
    await get(id, stranger);
    await get(id, stranger);
    expect(await viewsOf(id)).toBe(1);
    expect((await get(id, buyer)).statusCode).toBe(200);
    expect(await viewsOf(id)).toBe(2);
  });

  it('counts visitors by IP, once a day', async () => {
    const id = await insertProject({ title: 'Viewed by visitors' });
    const firefox = { 'user-agent': 'Firefox' };
    await get(id, null, firefox);
    await get(id, null, firefox);
    expect(await viewsOf(id)).toBe(1);
    await get(id, null, { 'user-agent': 'Chrome' });
    expect(await viewsOf(id)).toBe(1);
    await ctx.app.inject({
      url: `/api/projects/${id}`,
      headers: firefox,
      remoteAddress: '10.1.2.3',
    });
    expect(await viewsOf(id)).toBe(2);
  });

  it('counts 30 visits from one IP with 30 user agents as one view', async () => {
    const id = await insertProject({ title: 'Viewed by a user agent rotator' });
    const other = await insertProject({ title: 'Not viewed' });
    for (let i = 0; i < 30; i++) {
      const res = await ctx.app.inject({
        url: `/api/projects/${id}`,
        headers: { 'user-agent': `Mozilla/5.0 (rotating ${i})` },
        remoteAddress: '10.7.7.7',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await viewsOf(id)).toBe(1);
    // The order of "Most Viewed" is unchanged by them.
    expect(await viewsOf(other)).toBe(0);
  });

  it('counts again on another day', async () => {
    const id = await insertProject({ title: 'Viewed yesterday' });
    await ctx.database.db.insert(projectViews).values({
      projectId: id,
      visitorKey: `u:${stranger.id}`,
      day: '2000-01-01',
    });
    await get(id, stranger);
    expect(await viewsOf(id)).toBe(1);
  });

  it('never counts the author and never touches updatedAt', async () => {
    const id = await insertProject({ title: 'Own project' });
    const before = (await get(id, author)).json().project;
    await get(id, author);
    expect(await viewsOf(id)).toBe(0);
    await get(id, stranger);
    const after = (await get(id, author)).json().project;
    expect(after.stats.views).toBe(1);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('counts a view in answers before it is written, and writes it once', async () => {
    const id = await insertProject({ title: 'Viewed, then written' });
    await get(id, stranger);
    expect(ctx.app.projectViews.pending(id)).toBe(1);
    // The author's answer is never cached: it shows the view still queued. (Other readers share
    // a cached answer whose count may be up to 30 s old, ADR 012 and ADR 013.)
    expect((await get(id, author)).json().project.stats.views).toBe(1);
    await get(id, buyer);
    expect(await viewsOf(id)).toBe(2);
    expect(ctx.app.projectViews.pending(id)).toBe(0);
    expect((await get(id, author)).json().project.stats.views).toBe(2);
    expect(
      (await ctx.database.db.select().from(projectViews).where(eq(projectViews.projectId, id)))
        .length,
    ).toBe(2);
  });

  it('writes a batch in one statement: existing view rows and deleted projects are skipped', async () => {
    const a = await insertProject({ title: 'Batch A' });
    const b = await insertProject({ title: 'Batch B' });
    const gone = await insertProject({ title: 'Deleted before the flush' });
    await ctx.database.db.delete(projects).where(eq(projects.id, gone));
    await ctx.database.db
      .insert(projectViews)
      .values({ projectId: a, visitorKey: 'u:seen-elsewhere', day: '2026-11-24' });
    await createProjectsRepository(ctx.database.db).recordViews([
      { projectId: a, visitorKey: 'u:seen-elsewhere', day: '2026-11-24' },
      { projectId: a, visitorKey: 'u:new', day: '2026-11-24' },
      { projectId: b, visitorKey: 'u:new', day: '2026-11-24' },
      { projectId: b, visitorKey: 'a:visitor', day: '2026-11-24' },
      { projectId: gone, visitorKey: 'u:new', day: '2026-11-24' },
    ]);
    expect(await viewsOf(a)).toBe(1);
    expect(await viewsOf(b)).toBe(2);
  });

  it('does not count views of drafts', async () => {
    await get(draftId, author);
    await get(draftId, stranger);
    expect(await viewsOf(draftId)).toBe(0);
  });
});
