import {
  CART_MESSAGES,
  COMMERCE_MESSAGES,
  MAX_CART_ITEMS,
  PAYMENT_MESSAGES,
  type CartResponse,
} from '@codebazaar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { cartItems, projects, users } from '../../db/schema';
import { insertLicense } from '../../../test/github';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import {
  createProject,
  freemiumProject,
  giveAccount,
  paidProject,
  purchaseSteps,
} from '../../../test/payments-fixtures';
import { CART_WRITES_PER_MINUTE } from './cart.routes';

let ctx: TestContext;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

const { buy } = purchaseSteps(() => ctx.app);

const getCart = (user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/cart', headers: user?.headers ?? {} });
const putItem = (user: TestUser | null, projectId: string, payload: object = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/cart/items/${projectId}`,
    headers: user?.headers ?? {},
    payload,
  });
const deleteItem = (user: TestUser | null, projectId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/cart/items/${projectId}`,
    headers: user?.headers ?? {},
  });

async function cartOf(user: TestUser): Promise<CartResponse> {
  const res = await getCart(user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function add(user: TestUser, projectId: string, payload: object = {}): Promise<CartResponse> {
  const res = await putItem(user, projectId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const rowsOf = (user: TestUser) =>
  ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id));

const setProject = (id: string, values: Partial<typeof projects.$inferInsert>) =>
  ctx.database.db.update(projects).set(values).where(eq(projects.id, id));

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { username: 'cartseller' });
  otherSeller = await createUser(ctx, { username: 'cartseller2' });
  admin = await createUser(ctx, { role: 'admin' });
  await ctx.database.db
    .update(users)
    .set({ displayName: 'Second Seller' })
    .where(eq(users.id, otherSeller.id));
  await giveAccount(ctx, seller);
  await giveAccount(ctx, otherSeller);
});
afterAll(() => ctx.close());
beforeEach(() => settle(ctx.app));

describe('GET /api/cart', () => {
  it('asks a visitor to sign in', async () => {
    const res = await getCart(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers an empty cart to a new buyer, and to an admin', async () => {
    for (const user of [await createUser(ctx), admin]) {
      expect(await cartOf(user)).toEqual({ items: [], count: 0, subtotal: 0, currency: 'USD' });
    }
  });

  it("lists each item with its project, seller and price, oldest first, and no one else's", async () => {
    const buyer = await createUser(ctx);
    const first = await createProject(ctx, seller, { ...paidProject(2500), title: 'Alpha' });
    const second = await createProject(ctx, otherSeller, { ...paidProject(1299), title: 'Beta' });
    await setProject(second, {
      media: {
        cover: {
          id: 'c1',
          card: { name: 'c1-card.webp', url: '/media/c1-card.webp', width: 640, height: 360 },
          page: { name: 'c1-page.webp', url: '/media/c1-page.webp', width: 1280, height: 720 },
        },
        screenshots: [],
      },
    });
    await add(buyer, first);
    await add(buyer, second);
    const cart = await cartOf(buyer);
    expect(cart).toEqual({
      items: [
        {
          projectId: first,
          title: 'Alpha',
          sellerName: 'cartseller',
          sellerId: seller.id,
          thumbnailUrl: null,
          licenseType: 'paid',
          price: 25,
          payWhatYouWant: false,
          suggestedPrice: null,
          amount: null,
          currency: 'USD',
          available: true,
          unavailableReason: null,
          addedAt: expect.any(String),
        },
        expect.objectContaining({
          projectId: second,
          title: 'Beta',
          sellerName: 'Second Seller',
          sellerId: otherSeller.id,
          thumbnailUrl: '/media/c1-card.webp',
          price: 12.99,
        }),
      ],
      count: 2,
      subtotal: 37.99,
      currency: 'USD',
    });
    // Another user's cart is their own.
    expect((await cartOf(await createUser(ctx))).count).toBe(0);
  });

  it('marks items that can no longer be bought, with why, and leaves them out of the subtotal', async () => {
    const buyer = await createUser(ctx);
    const unpublished = await createProject(ctx, seller, paidProject(1000));
    const madeFree = await createProject(ctx, seller, paidProject(1000));
    const held = await createProject(ctx, seller, paidProject(1000));
    const raised = await createProject(ctx, seller, {
      ...paidProject(500),
      payWhatYouWant: true,
    });
    const fixedNow = await createProject(ctx, seller, {
      ...paidProject(700),
      payWhatYouWant: true,
    });
    const tooCheap = await createProject(ctx, seller, paidProject(1000));
    const fine = await createProject(ctx, otherSeller, paidProject(300));
    for (const id of [unpublished, madeFree, held]) await add(buyer, id);
    await add(buyer, raised, { amount: 6 });
    await add(buyer, fixedNow, { amount: 9 });
    await add(buyer, tooCheap);
    await add(buyer, fine);

    await setProject(unpublished, { status: 'draft' });
    await setProject(madeFree, { licenseType: 'free', priceCents: 0 });
    await insertLicense(ctx, held, buyer.id, 'paid');
    await setProject(raised, { priceCents: 800 });
    await setProject(fixedNow, { payWhatYouWant: false });
    // Paid prices start at $1.00: a project priced below it before that rule is not sold.
    await setProject(tooCheap, { priceCents: 50 });

    const cart = await cartOf(buyer);
    const byId = new Map(cart.items.map((item) => [item.projectId, item]));
    const why = (id: string) => [byId.get(id)!.available, byId.get(id)!.unavailableReason];
    expect(why(unpublished)).toEqual([false, CART_MESSAGES.unpublished]);
    expect(why(madeFree)).toEqual([false, CART_MESSAGES.nowFree]);
    expect(byId.get(madeFree)!.licenseType).toBe('free');
    expect(why(held)).toEqual([false, CART_MESSAGES.alreadyHeld]);
    expect(why(raised)).toEqual([false, CART_MESSAGES.amountBelowMinimum]);
    expect(byId.get(raised)!.amount).toBe(6);
    expect(why(tooCheap)).toEqual([false, CART_MESSAGES.notForSale]);
    // No longer pay what you want: the amount is dropped and the price counts.
    expect(why(fixedNow)).toEqual([true, null]);
    expect(byId.get(fixedNow)!.amount).toBeNull();
    expect(why(fine)).toEqual([true, null]);
    expect(cart.count).toBe(7);
    expect(cart.subtotal).toBe(10);
    expect(await ctx.app.cart.checkoutItems(buyer.id)).toEqual([
      { projectId: fixedNow, amount: null },
      { projectId: fine, amount: null },
    ]);

    // A new amount at the new minimum makes the item available again.
    const fixed = await add(buyer, raised, { amount: 8 });
    expect(fixed.items.find((i) => i.projectId === raised)).toMatchObject({
      available: true,
      amount: 8,
    });
    expect(fixed.subtotal).toBe(18);
  });

  it('loses an item whose project was deleted', async () => {
    const buyer = await createUser(ctx);
    const gone = await createProject(ctx, seller, paidProject());
    await add(buyer, gone);
    await ctx.database.db.delete(projects).where(eq(projects.id, gone));
    expect((await cartOf(buyer)).count).toBe(0);
  });
});

describe('PUT /api/cart/items/{projectId}', () => {
  it('asks a visitor to sign in and adds nothing', async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    const res = await putItem(null, projectId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('adds a paid or freemium project for a buyer or an admin; a second PUT keeps one row', async () => {
    const paid = await createProject(ctx, seller, paidProject());
    const freemium = await createProject(ctx, seller, freemiumProject(1500));
    for (const user of [await createUser(ctx), admin]) {
      await add(user, paid);
      const cart = await add(user, freemium);
      expect(cart.items.map((i) => [i.projectId, i.licenseType])).toEqual([
        [paid, 'paid'],
        [freemium, 'freemium'],
      ]);
      expect(cart.subtotal).toBe(40);
      const again = await add(user, paid);
      expect(again.count).toBe(2);
      // Its place is kept: still the oldest.
      expect(again.items[0]!.projectId).toBe(paid);
      expect(await rowsOf(user)).toHaveLength(2);
    }
  });

  it('needs a JSON object as the body, `{}` when there is no amount', async () => {
    const buyer = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${projectId}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid request body' });
    expect(await rowsOf(buyer)).toEqual([]);
    expect((await add(buyer, projectId, {})).count).toBe(1);
  });

  it('refuses an unknown, malformed or unpublished project: 404 Project not found', async () => {
    const buyer = await createUser(ctx);
    const draft = await createProject(ctx, seller, {
      ...paidProject(),
      status: 'draft',
      publishedAt: null,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', draft]) {
      const res = await putItem(buyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.projectNotFound });
    }
    expect(await rowsOf(buyer)).toEqual([]);
  });

  it("refuses the seller's own project (403), a free one (400) and one not for sale (400)", async () => {
    const own = await createProject(ctx, seller, paidProject());
    const res = await putItem(seller, own);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: CART_MESSAGES.ownProject });

    const buyer = await createUser(ctx);
    const free = await createProject(ctx, seller);
    const freeRes = await putItem(buyer, free);
    expect(freeRes.statusCode).toBe(400);
    expect(freeRes.json()).toEqual({ error: CART_MESSAGES.freeProject });

    const cheap = await createProject(ctx, seller, paidProject(50));
    const cheapRes = await putItem(buyer, cheap);
    expect(cheapRes.statusCode).toBe(400);
    expect(cheapRes.json()).toEqual({ error: CART_MESSAGES.notForSale });
    expect(await rowsOf(buyer)).toEqual([]);
    expect(await rowsOf(seller)).toEqual([]);
  });

  it('refuses a project held with a paid license (409), not one held with a free license', async () => {
    const buyer = await createUser(ctx);
    const paid = await createProject(ctx, seller, paidProject());
    await insertLicense(ctx, paid, buyer.id, 'paid');
    const res = await putItem(buyer, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: CART_MESSAGES.alreadyHeld });

    const freemium = await createProject(ctx, seller, freemiumProject());
    await insertLicense(ctx, freemium, buyer.id, 'free');
    expect((await add(buyer, freemium)).items.map((i) => i.projectId)).toEqual([freemium]);
  });

  describe('pay what you want', () => {
    let pwyw: string;
    let suggested: string;
    beforeAll(async () => {
      pwyw = await createProject(ctx, seller, { ...paidProject(500), payWhatYouWant: true });
      suggested = await createProject(ctx, otherSeller, {
        ...paidProject(500),
        payWhatYouWant: true,
        suggestedPriceCents: 1200,
      });
    });

    it("keeps the buyer's amount; without one the suggested price, else the price, counts", async () => {
      const buyer = await createUser(ctx);
      let cart = await add(buyer, pwyw, { amount: 7.5 });
      expect(cart.items[0]).toMatchObject({
        payWhatYouWant: true,
        price: 5,
        suggestedPrice: null,
        amount: 7.5,
      });
      expect(cart.subtotal).toBe(7.5);
      cart = await add(buyer, suggested);
      expect(cart.items[1]).toMatchObject({ suggestedPrice: 12, amount: null });
      expect(cart.subtotal).toBe(19.5);
      // A PUT without an amount goes back to the default.
      cart = await add(buyer, pwyw, { amount: null });
      expect(cart.items[0]!.amount).toBeNull();
      expect(cart.subtotal).toBe(17);
      expect(await ctx.app.cart.checkoutItems(buyer.id)).toEqual([
        { projectId: pwyw, amount: null },
        { projectId: suggested, amount: null },
      ]);
    });

    it('refuses an amount checkout would refuse, with its message, and changes nothing', async () => {
      const buyer = await createUser(ctx);
      await add(buyer, pwyw, { amount: 6 });
      const fixed = await createProject(ctx, seller, paidProject());
      const cases: [string, object, string][] = [
        [pwyw, { amount: 4.99 }, COMMERCE_MESSAGES.amountTooLow],
        [pwyw, { amount: 0 }, COMMERCE_MESSAGES.amountTooLow],
        [pwyw, { amount: -3 }, COMMERCE_MESSAGES.amountTooLow],
        [pwyw, { amount: 10_001 }, COMMERCE_MESSAGES.amountTooHigh],
        [pwyw, { amount: 'ten' }, 'Amount must be a number'],
        // As create-payment-intent: an amount for a fixed price is refused, not ignored.
        [fixed, { amount: 30 }, COMMERCE_MESSAGES.amountNotAllowed],
      ];
      for (const [id, payload, error] of cases) {
        const res = await putItem(buyer, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ error });
      }
      const cart = await cartOf(buyer);
      expect(cart.items.map((i) => [i.projectId, i.amount])).toEqual([[pwyw, 6]]);
    });
  });

  it(`holds at most ${MAX_CART_ITEMS} projects; an item already in a full cart may still change`, async () => {
    const buyer = await createUser(ctx);
    const ids: string[] = [];
    for (let i = 0; i < MAX_CART_ITEMS + 1; i += 1) {
      ids.push(await createProject(ctx, seller, { ...paidProject(500), payWhatYouWant: i === 0 }));
    }
    for (const id of ids.slice(0, MAX_CART_ITEMS)) await add(buyer, id);
    const res = await putItem(buyer, ids[MAX_CART_ITEMS]!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: CART_MESSAGES.cartFull });
    expect((await add(buyer, ids[0]!, { amount: 9 })).count).toBe(MAX_CART_ITEMS);
    await deleteItem(buyer, ids[1]!);
    expect((await add(buyer, ids[MAX_CART_ITEMS]!)).count).toBe(MAX_CART_ITEMS);
  });

  it(`is limited to ${CART_WRITES_PER_MINUTE} writes a minute per buyer: 429, others unaffected`, async () => {
    const busy = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    for (let i = 0; i < CART_WRITES_PER_MINUTE; i += 1) {
      expect((await putItem(busy, projectId)).statusCode).toBe(200);
    }
    const limited = await putItem(busy, projectId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Reading and removing are not writes it counts.
    expect((await cartOf(busy)).count).toBe(1);
    expect((await deleteItem(busy, projectId)).statusCode).toBe(200);
    expect((await putItem(await createUser(ctx), projectId)).statusCode).toBe(200);
  });
});

describe('DELETE /api/cart/items/{projectId}', () => {
  it('removes the item and answers the cart; a second time, or never there, is 404', async () => {
    const buyer = await createUser(ctx);
    const a = await createProject(ctx, seller, paidProject(1000));
    const b = await createProject(ctx, otherSeller, paidProject(2000));
    await add(buyer, a);
    await add(buyer, b);
    const res = await deleteItem(buyer, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, subtotal: 20 });
    expect(res.json().items.map((i: { projectId: string }) => i.projectId)).toEqual([b]);
    for (const id of [a, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const again = await deleteItem(buyer, id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: CART_MESSAGES.notInCart });
    }
  });

  it("asks a visitor to sign in, and never touches another user's cart", async () => {
    const buyer = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject());
    await add(buyer, projectId);
    const visitor = await deleteItem(null, projectId);
    expect(visitor.statusCode).toBe(401);
    for (const other of [await createUser(ctx), admin, seller]) {
      const res = await deleteItem(other, projectId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: CART_MESSAGES.notInCart });
    }
    expect(await rowsOf(buyer)).toHaveLength(1);
  });
});

describe('concurrent writes', () => {
  it(`never take a cart past ${MAX_CART_ITEMS} items`, async () => {
    const buyer = await createUser(ctx);
    const ids: string[] = [];
    for (let i = 0; i < MAX_CART_ITEMS + 5; i += 1) {
      ids.push(await createProject(ctx, seller, paidProject(500)));
    }
    await add(buyer, ids[0]!);
    const answers = await Promise.all(ids.slice(1).map((id) => putItem(buyer, id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_CART_ITEMS - 1);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toEqual({ error: CART_MESSAGES.cartFull });
    }
    expect(await rowsOf(buyer)).toHaveLength(MAX_CART_ITEMS);
  });

  it('of the same project leave one row', async () => {
    const buyer = await createUser(ctx);
    const projectId = await createProject(ctx, seller, {
      ...paidProject(500),
      payWhatYouWant: true,
    });
    const answers = await Promise.all(
      [5, 6, 7, 8, 9, 10].map((amount) => putItem(buyer, projectId, { amount })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await rowsOf(buyer);
    expect(rows).toHaveLength(1);
    expect([500, 600, 700, 800, 900, 1000]).toContain(rows[0]!.amountCents);
  });
});

describe('paid items leave the cart', () => {
  it('a purchase takes its project out of the buyer’s cart, and only that one', async () => {
    const buyer = await createUser(ctx);
    const bought = await createProject(ctx, seller, paidProject());
    const kept = await createProject(ctx, otherSeller, paidProject(1000));
    await add(buyer, bought);
    await add(buyer, kept);
    // Someone else with the same project in their cart keeps it.
    const other = await createUser(ctx);
    await add(other, bought);

    const { license } = await buy(buyer, bought);
    await settle(ctx.app);
    const cart = await cartOf(buyer);
    expect(cart.items.map((i) => i.projectId)).toEqual([kept]);
    expect((await cartOf(other)).items.map((i) => i.projectId)).toEqual([bought]);

    // The effect run again (a retried job) removes nothing more and does not fail.
    await ctx.app.cart.removePaid(license._id);
    expect((await cartOf(buyer)).items.map((i) => i.projectId)).toEqual([kept]);
  });

  it('a free claim of a freemium project leaves it in the cart; buying its paid tier takes it out', async () => {
    const buyer = await createUser(ctx);
    const freemium = await createProject(ctx, seller, freemiumProject(1500));
    await add(buyer, freemium);
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: buyer.headers,
      payload: { projectId: freemium },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    await settle(ctx.app);
    expect((await cartOf(buyer)).items.map((i) => [i.projectId, i.available])).toEqual([
      [freemium, true],
    ]);

    await buy(buyer, freemium);
    await settle(ctx.app);
    expect((await cartOf(buyer)).count).toBe(0);
    expect(
      await ctx.database.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, buyer.id), eq(cartItems.projectId, freemium))),
    ).toEqual([]);
  });
});
