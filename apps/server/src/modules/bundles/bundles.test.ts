import { BUNDLE_MESSAGES, type BundleDto } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bundleProjects, bundles, projects, users } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import {
  createProject,
  freemiumProject,
  giveAccount,
  paidProject,
  purchaseSteps,
} from '../../../test/payments-fixtures';

/**
 * Bundles through the HTTP API (docs/product-rules.md#bundles): the seller's CRUD with good and
 * bad input for each role, the public page and a project's bundles, availability as projects
 * change, and complete the bundle after a real purchase with the test card.
 */

let ctx: TestContext;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
const { buy } = purchaseSteps(() => ctx.app);

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { username: 'bundle-seller' });
  otherSeller = await createUser(ctx);
  buyer = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  await giveAccount(ctx, seller);
});
afterAll(() => ctx.close());

const req = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

/** Three published paid projects of the seller at $10, $20 and $30. */
async function threeProjects(author = seller) {
  return [
    await createProject(ctx, author, { ...paidProject(1000), title: 'Auth kit' }),
    await createProject(ctx, author, { ...freemiumProject(2000), title: 'Billing kit' }),
    await createProject(ctx, author, { ...paidProject(3000), title: 'Admin kit' }),
  ];
}

const body = (projectIds: string[], price = 45, title = 'SaaS starter') => ({
  title,
  description: 'Everything a SaaS needs',
  projectIds,
  price,
});

async function createBundle(projectIds: string[], price = 45, author = seller) {
  const res = await req(author, 'POST', '/seller/bundles', body(projectIds, price));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bundle as BundleDto;
}

describe('seller bundles', () => {
  it('creates a bundle (201 { bundle }) with shares summing to its price, and lists it', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids, 45);
    expect(bundle).toMatchObject({
      title: 'SaaS starter',
      description: 'Everything a SaaS needs',
      sellerId: seller.id,
      sellerName: 'bundle-seller',
      sellerUsername: 'bundle-seller',
      price: 45,
      listPrice: 60,
      currency: 'USD',
      available: true,
      unavailableReason: null,
    });
    expect(
      bundle.projects.map((p) => [p.title, p.licenseType, p.listPrice, p.bundleShare]),
    ).toEqual([
      ['Auth kit', 'paid', 10, 7.5],
      ['Billing kit', 'freemium', 20, 15],
      ['Admin kit', 'paid', 30, 22.5],
    ]);
    const list = await req(seller, 'GET', '/seller/bundles');
    expect(list.statusCode).toBe(200);
    expect(list.json().bundles.map((b: BundleDto) => b.id)).toContain(bundle.id);
    // Another seller and the admin see only their own bundles.
    for (const user of [otherSeller, admin]) {
      const theirs = await req(user, 'GET', '/seller/bundles');
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().bundles).toEqual([]);
    }
  });

  it('asks visitors to sign in on every seller route', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids);
    for (const [method, url] of [
      ['POST', '/seller/bundles'],
      ['GET', '/seller/bundles'],
      ['PUT', `/seller/bundles/${bundle.id}`],
      ['DELETE', `/seller/bundles/${bundle.id}`],
    ] as const) {
      const res = await req(null, method, url, method === 'GET' ? undefined : body(ids, 30));
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('refuses bad input with the shared messages, saving nothing', async () => {
    const ids = await threeProjects();
    const before = (await ctx.database.db.select().from(bundles)).length;
    const cases: [object, string][] = [
      [{ ...body(ids), title: '  ' }, BUNDLE_MESSAGES.titleRequired],
      [{ ...body(ids), title: 'x'.repeat(121) }, BUNDLE_MESSAGES.titleTooLong],
      [{ ...body(ids), description: 'x'.repeat(2001) }, BUNDLE_MESSAGES.descriptionTooLong],
      [body(ids.slice(0, 1)), BUNDLE_MESSAGES.tooFewProjects],
      [
        body(Array.from({ length: 21 }, () => crypto.randomUUID())),
        BUNDLE_MESSAGES.tooManyProjects,
      ],
      [body([ids[0]!, ids[0]!]), BUNDLE_MESSAGES.duplicateProject],
      [body(ids, 0.5), BUNDLE_MESSAGES.priceInvalid],
      [body(ids, 60), BUNDLE_MESSAGES.priceNotBelowTotal],
      [body(ids, 75), BUNDLE_MESSAGES.priceNotBelowTotal],
      [body([ids[0]!, UNKNOWN]), BUNDLE_MESSAGES.notYourProject],
    ];
    for (const [payload, message] of cases) {
      const res = await req(seller, 'POST', '/seller/bundles', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    for (const payload of [
      { ...body(ids), price: 'ten' },
      { ...body(ids), projectIds: ['x', 'y'] },
    ]) {
      const res = await req(seller, 'POST', '/seller/bundles', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await ctx.database.db.select().from(bundles)).length).toBe(before);
  });

  it("refuses another seller's projects, drafts, free and unpriced projects", async () => {
    const [mine] = await threeProjects();
    const refused = [
      await createProject(ctx, otherSeller, paidProject(1000)),
      await createProject(ctx, seller, { ...paidProject(1000), status: 'draft' }),
      await createProject(ctx, seller, { licenseType: 'free', priceCents: 0 }),
      await createProject(ctx, seller, { ...paidProject(0) }),
    ];
    for (const id of refused) {
      const res = await req(seller, 'POST', '/seller/bundles', body([mine!, id], 5));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(BUNDLE_MESSAGES.notYourProject);
    }
    // A user or an admin without projects of their own cannot bundle the seller's.
    for (const user of [buyer, admin, otherSeller]) {
      const res = await req(user, 'POST', '/seller/bundles', body([mine!, refused[0]!], 5));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(BUNDLE_MESSAGES.notYourProject);
    }
  });

  it('edits its own bundle only: another seller and the admin get 404', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids.slice(0, 2), 25);
    for (const user of [otherSeller, admin, buyer]) {
      const res = await req(user, 'PUT', `/seller/bundles/${bundle.id}`, body(ids, 40));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(BUNDLE_MESSAGES.notFound);
    }
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const res = await req(seller, 'PUT', `/seller/bundles/${id}`, body(ids, 40));
      expect(res.statusCode).toBe(404);
    }
    const bad = await req(seller, 'PUT', `/seller/bundles/${bundle.id}`, body(ids, 61));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(BUNDLE_MESSAGES.priceNotBelowTotal);

    const res = await req(seller, 'PUT', `/seller/bundles/${bundle.id}`, {
      ...body([ids[2]!, ids[0]!, ids[1]!], 40),
      title: 'Renamed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bundle).toMatchObject({ id: bundle.id, title: 'Renamed', price: 40 });
    expect(res.json().bundle.projects.map((p: { id: string }) => p.id)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);
  });

  it('deletes its own bundle for good (200 { message }); others get 404', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids);
    for (const user of [otherSeller, admin]) {
      expect((await req(user, 'DELETE', `/seller/bundles/${bundle.id}`)).statusCode).toBe(404);
    }
    const res = await req(seller, 'DELETE', `/seller/bundles/${bundle.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUNDLE_MESSAGES.bundleDeleted });
    expect(
      await ctx.database.db
        .select()
        .from(bundleProjects)
        .where(eq(bundleProjects.bundleId, bundle.id)),
    ).toEqual([]);
    expect((await req(seller, 'DELETE', `/seller/bundles/${bundle.id}`)).statusCode).toBe(404);
    expect((await req(null, 'GET', `/bundles/${bundle.id}`)).statusCode).toBe(404);
  });
});

describe('public bundle pages', () => {
  it('shows a bundle to visitors without amounts, to signed-in viewers with them', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids, 45);
    const visitor = await req(null, 'GET', `/bundles/${bundle.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().forViewer).toBeNull();
    expect(visitor.json().bundle).toMatchObject({ price: null, listPrice: null, available: true });
    expect(visitor.body).not.toMatch(/"(bundleShare|listPrice)":\d/);

    for (const user of [buyer, otherSeller, admin, seller]) {
      const res = await req(user, 'GET', `/bundles/${bundle.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().bundle).toMatchObject({ price: 45, listPrice: 60 });
      expect(res.json().forViewer).toEqual({ heldProjectIds: [], price: 45 });
    }
    for (const id of [UNKNOWN, 'nope']) {
      const res = await req(buyer, 'GET', `/bundles/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(BUNDLE_MESSAGES.notFound);
    }
  });

  it("lists a published project's available bundles; 404 for drafts and unknown projects", async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids, 45);
    const other = await createBundle(ids.slice(0, 2), 20);
    const res = await req(buyer, 'GET', `/projects/${ids[0]}/bundles`);
    expect(res.statusCode).toBe(200);
    expect(res.json().bundles).toEqual([
      {
        id: other.id,
        title: 'SaaS starter',
        price: 20,
        listPrice: 30,
        currency: 'USD',
        projectCount: 2,
      },
      {
        id: bundle.id,
        title: 'SaaS starter',
        price: 45,
        listPrice: 60,
        currency: 'USD',
        projectCount: 3,
      },
    ]);
    const visitor = await req(null, 'GET', `/projects/${ids[2]}/bundles`);
    expect(visitor.json().bundles).toEqual([
      {
        id: bundle.id,
        title: 'SaaS starter',
        price: null,
        listPrice: null,
        currency: 'USD',
        projectCount: 3,
      },
    ]);
    const lonely = await createProject(ctx, seller, paidProject(1000));
    expect((await req(null, 'GET', `/projects/${lonely}/bundles`)).json()).toEqual({ bundles: [] });

    const draft = await createProject(ctx, seller, { ...paidProject(), status: 'draft' });
    for (const id of [draft, UNKNOWN, 'nope']) {
      const miss = await req(seller, 'GET', `/projects/${id}/bundles`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json().error).toBe('Project not found');
    }
  });
});

describe('availability as projects change', () => {
  it('is lost when a project is unpublished, made free or deleted, and back after an edit', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids, 45);
    const state = async () => {
      const res = await req(buyer, 'GET', `/bundles/${bundle.id}`);
      const { available, unavailableReason, projects: shown } = res.json().bundle as BundleDto;
      return { available, unavailableReason, shown: shown.length, forViewer: res.json().forViewer };
    };
    const listed = async () =>
      ((await req(null, 'GET', `/projects/${ids[0]}/bundles`)).json().bundles as BundleDto[]).some(
        (b) => b.id === bundle.id,
      );

    // An admin unpublishes the second project: the page leaves it out and says why.
    const unpublish = await req(admin, 'POST', `/admin/projects/${ids[1]}/unpublish`, {
      reason: 'Broken demo',
    });
    expect(unpublish.statusCode).toBe(200);
    expect(await state()).toEqual({
      available: false,
      unavailableReason: BUNDLE_MESSAGES.projectUnpublished,
      shown: 2,
      forViewer: null,
    });
    expect(await listed()).toBe(false);
    await ctx.database.db
      .update(projects)
      .set({ status: 'published' })
      .where(eq(projects.id, ids[1]!));
    expect((await state()).available).toBe(true);
    expect(await listed()).toBe(true);

    // Made free.
    await ctx.database.db
      .update(projects)
      .set({ licenseType: 'free', priceCents: 0 })
      .where(eq(projects.id, ids[2]!));
    expect((await state()).unavailableReason).toBe(BUNDLE_MESSAGES.projectNotForSale);
    await ctx.database.db
      .update(projects)
      .set({ licenseType: 'paid', priceCents: 3000 })
      .where(eq(projects.id, ids[2]!));

    // Deleted by its author: the bundle keeps two projects but is not available.
    expect((await req(seller, 'DELETE', `/projects/${ids[2]}`)).statusCode).toBe(200);
    expect(await state()).toMatchObject({
      available: false,
      unavailableReason: BUNDLE_MESSAGES.projectDeleted,
      shown: 2,
    });
    // The seller sees it in their list, and saving it again makes it available.
    const mine = (await req(seller, 'GET', '/seller/bundles')).json().bundles as BundleDto[];
    expect(mine.find((b) => b.id === bundle.id)?.unavailableReason).toBe(
      BUNDLE_MESSAGES.projectDeleted,
    );
    const fixed = await req(
      seller,
      'PUT',
      `/seller/bundles/${bundle.id}`,
      body(ids.slice(0, 2), 25),
    );
    expect(fixed.statusCode).toBe(200);
    expect(await state()).toMatchObject({ available: true, unavailableReason: null });
  });

  it('goes when its seller is deleted', async () => {
    const gone = await createUser(ctx);
    const ids = await threeProjects(gone);
    const bundle = await createBundle(ids, 45, gone);
    await ctx.database.db.delete(users).where(eq(users.id, gone.id));
    expect((await req(null, 'GET', `/bundles/${bundle.id}`)).statusCode).toBe(404);
  });
});

describe('complete the bundle', () => {
  it('leaves out a project bought with the test card; a free claim of a freemium one counts for nothing', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids, 40);
    // The buyer claims the free tier of the freemium project, then buys the first project.
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: buyer.headers,
      payload: { projectId: ids[1] },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    await buy(buyer, ids[0]!);

    const page = await req(buyer, 'GET', `/bundles/${bundle.id}`);
    expect(page.json().forViewer).toEqual({ heldProjectIds: [ids[0]], price: 33.33 });
    // The shares: 4000 over 1000, 2000, 3000 is 666.67, 1333.33, 2000.
    expect(page.json().bundle.projects.map((p: { bundleShare: number }) => p.bundleShare)).toEqual([
      6.67, 13.33, 20,
    ]);

    const sale = await ctx.app.bundles.linesForBuyer(bundle.id, buyer.id);
    expect(sale.heldProjectIds).toEqual([ids[0]]);
    expect(sale.lines.map((l) => [l.projectId, l.shareCents, l.listPriceCents])).toEqual([
      [ids[1], 1333, 2000],
      [ids[2], 2000, 3000],
    ]);
    expect(sale.priceCents).toBe(3333);

    // The seller cannot buy their own bundle; an unknown one is 404.
    await expect(ctx.app.bundles.linesForBuyer(bundle.id, seller.id)).rejects.toMatchObject({
      statusCode: 403,
      message: BUNDLE_MESSAGES.ownBundle,
    });
    await expect(ctx.app.bundles.linesForBuyer(UNKNOWN, buyer.id)).rejects.toMatchObject({
      statusCode: 404,
      message: BUNDLE_MESSAGES.notFound,
    });
  });

  it('refuses the checkout of a bundle that is not available', async () => {
    const ids = await threeProjects();
    const bundle = await createBundle(ids, 40);
    await ctx.database.db.update(projects).set({ status: 'draft' }).where(eq(projects.id, ids[0]!));
    await expect(ctx.app.bundles.linesForBuyer(bundle.id, buyer.id)).rejects.toMatchObject({
      statusCode: 409,
      message: BUNDLE_MESSAGES.unavailable,
    });
  });
});
