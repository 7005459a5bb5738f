import {
  COMMERCE_MESSAGES,
  DELIVERY_CONSENT_TEXT,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  TEST_CARD_SUCCESS,
} from '@codebazaar/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { checkouts, licenses, orders, projects, testPaymentIntents } from '../../db/schema';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import {
  createProject,
  giveAccount,
  paidProject,
  purchaseSteps,
} from '../../../test/payments-fixtures';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let buyer: TestUser;

const { pay, buy } = purchaseSteps(() => ctx.app);

const send = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

interface Opened {
  checkoutId: string;
  paymentIntentId: string;
  lines: { projectId: string; price: number; discount: number; discountCode: string | null }[];
  price: number;
  total: number;
}

async function open(user: TestUser, body: object): Promise<Opened> {
  const res = await send(user, 'POST', '/checkout', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Opens, pays with the test card and confirms: the order. */
async function checkOut(user: TestUser, body: object) {
  const opened = await open(user, body);
  expect((await pay(user, opened.paymentIntentId)).statusCode).toBe(200);
  const res = await send(user, 'POST', `/checkout/${opened.checkoutId}/confirm`);
  expect(res.statusCode, res.body).toBe(200);
  return { opened, order: res.json().order };
}

const items = (...projectIds: string[]) => ({
  items: projectIds.map((projectId) => ({ projectId })),
});

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createUser(ctx, { username: 'orderalice' });
  bob = await createUser(ctx, { username: 'orderbob' });
  buyer = await createUser(ctx, { username: 'orderbuyer' });
  await giveAccount(ctx, alice);
  await giveAccount(ctx, bob);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await settle(ctx.app);
  ctx.outbox.length = 0;
});

describe('POST /api/checkout with items of two sellers', () => {
  it('takes one payment for three projects and makes three licenses, one order and one mail', async () => {
    const a1 = await createProject(ctx, alice, paidProject(1000));
    const a2 = await createProject(ctx, alice, paidProject(2000));
    const b1 = await createProject(ctx, bob, paidProject(3000));
    const shopper = await createUser(ctx);

    const opened = await open(shopper, items(a1, a2, b1));
    expect(opened.lines.map((l) => [l.projectId, l.price])).toEqual([
      [a1, 10],
      [a2, 20],
      [b1, 30],
    ]);
    // Fee on top of each price (the default marketplace fee), one total for all.
    expect(opened.total).toBeGreaterThan(60);
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, opened.paymentIntentId));
    expect(intent!.amountCents).toBe(Math.round(opened.total * 100));

    expect((await pay(shopper, opened.paymentIntentId)).statusCode).toBe(200);
    const confirmed = await send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const { order } = confirmed.json();
    expect(order.number).toMatch(/^ORD-\d{6}$/);
    expect(
      order.items.map((i: { projectId: string; status: string }) => [i.projectId, i.status]),
    ).toEqual([
      [a1, 'active'],
      [a2, 'active'],
      [b1, 'active'],
    ]);
    expect(order.total).toBe(opened.total);

    const rows = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.buyerId, shopper.id));
    expect(rows).toHaveLength(3);
    // Each seller earns their own lines.
    expect(rows.map((r) => r.sellerCents).sort((x, y) => x - y)).toEqual([1000, 2000, 3000]);
    expect(rows.map((r) => r.paymentReference).sort()).toEqual(
      [1, 2, 3].map((n) => `${opened.paymentIntentId}:${n}`),
    );
    expect(rows.reduce((sum, r) => sum + r.totalCents, 0)).toBe(intent!.amountCents);

    await settle(ctx.app);
    const toBuyer = ctx.outbox.filter((m) => m.to === shopper.email);
    expect(toBuyer.map((m) => m.subject)).toEqual([`Your Codebazaar order ${order.number}`]);
    expect(ctx.outbox.filter((m) => m.to === alice.email)).toHaveLength(2);
    expect(ctx.outbox.filter((m) => m.to === bob.email)).toHaveLength(1);

    // Listed and shown to the buyer; nobody else sees it.
    const list = await send(shopper, 'GET', '/orders');
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(list.json().pagination).toMatchObject({ total: 1, currentPage: 1 });
    expect((await send(shopper, 'GET', `/orders/${order.id}`)).json().order).toEqual(order);
    expect((await send(buyer, 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
    expect((await send(null, 'GET', `/orders/${order.id}`)).statusCode).toBe(401);
    expect((await send(shopper, 'GET', '/orders/not-an-id')).statusCode).toBe(404);
  });

  it('confirms idempotently: concurrent confirmations make each license once', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1500));
    const p2 = await createProject(ctx, bob, paidProject(2500));
    const shopper = await createUser(ctx);
    const opened = await open(shopper, items(p1, p2));
    expect((await pay(shopper, opened.paymentIntentId)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.buyerId, shopper.id));
    expect(rows).toHaveLength(2);
    await settle(ctx.app);
    expect(ctx.outbox.filter((m) => m.to === shopper.email)).toHaveLength(1);
  });

  it('refuses what cannot be bought, by name, and changes nothing', async () => {
    const paid = await createProject(ctx, alice, paidProject(1000));
    const free = await createProject(ctx, alice, { title: 'Free Thing' });
    const own = await createProject(ctx, buyer, { ...paidProject(1000), title: 'Mine' });
    const held = await createProject(ctx, bob, { ...paidProject(1000), title: 'Held Already' });
    await buy(buyer, held);
    const before = await ctx.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id));

    const cases: [object, number, string][] = [
      [items(paid, held), 409, ORDER_MESSAGES.alreadyHeld('Held Already')],
      [items(paid, free), 400, ORDER_MESSAGES.freeItem('Free Thing')],
      [items(own), 403, ORDER_MESSAGES.ownItem('Mine')],
      [items(paid, paid), 400, ORDER_MESSAGES.duplicateItem],
      [{ items: [] }, 400, ORDER_MESSAGES.nothingToBuy],
      [{ items: [{ projectId: 'nope' }] }, 400, 'items.0.projectId: Invalid project id'],
      [items(crypto.randomUUID()), 404, PAYMENT_MESSAGES.projectNotFound],
      [{ ...items(paid), discountCodes: ['NOSUCH'] }, 400, COMMERCE_MESSAGES.codeNotFound],
      [{ ...items(paid), bundleId: crypto.randomUUID() }, 400, ORDER_MESSAGES.itemsOrBundle],
    ];
    for (const [body, status, error] of cases) {
      const res = await send(buyer, 'POST', '/checkout', body);
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([status, { error }]);
    }
    expect(await ctx.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual(
      before,
    );
    expect((await send(null, 'POST', '/checkout', items(paid))).statusCode).toBe(401);
  });
});

describe('discount codes in a checkout of several sellers', () => {
  it("applies a seller's code to that seller's lines only", async () => {
    const a1 = await createProject(ctx, alice, paidProject(2000));
    const a2 = await createProject(ctx, alice, paidProject(4000));
    const b1 = await createProject(ctx, bob, paidProject(3000));
    const code = await send(alice, 'POST', '/seller/discounts', {
      code: 'ALICE50',
      type: 'percent',
      amount: 50,
    });
    expect(code.statusCode, code.body).toBe(201);
    const shopper = await createUser(ctx);
    const opened = await open(shopper, { ...items(a1, a2, b1), discountCodes: ['alice50'] });
    expect(opened.lines.map((l) => [l.price, l.discount, l.discountCode])).toEqual([
      [10, 10, 'ALICE50'],
      [20, 20, 'ALICE50'],
      [30, 0, null],
    ]);
    expect((await pay(shopper, opened.paymentIntentId)).statusCode).toBe(200);
    const confirmed = await send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const redeemed = await ctx.database.db
      .select({ redemption: checkouts.redemption })
      .from(checkouts)
      .where(eq(checkouts.orderId, opened.checkoutId))
      .orderBy(checkouts.position);
    expect(redeemed.map((r) => r.redemption)).toEqual(['redeemed', 'redeemed', 'none']);
  });
});

describe('consent to immediate delivery (EU, EEA and UK)', () => {
  it('is required for a buyer billed in Germany and stated on the order and its mail', async () => {
    const p = await createProject(ctx, alice, paidProject(1200));
    const shopper = await createUser(ctx);
    const refused = await send(shopper, 'POST', '/checkout', { ...items(p), billingCountry: 'DE' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { error: ORDER_MESSAGES.consentRequired },
    ]);
    const notGiven = await send(shopper, 'POST', '/checkout', {
      ...items(p),
      billingCountry: 'GB',
      consentToImmediateDelivery: false,
    });
    expect(notGiven.statusCode).toBe(400);

    const { order } = await checkOut(shopper, {
      ...items(p),
      billingCountry: 'DE',
      consentToImmediateDelivery: true,
    });
    expect(order.consentedAt).toEqual(expect.any(String));
    await settle(ctx.app);
    const mail = ctx.outbox.find((m) => m.to === shopper.email)!;
    expect(mail.text).toContain(DELIVERY_CONSENT_TEXT);
  });

  it('is not asked of a buyer billed in the United States', async () => {
    const p = await createProject(ctx, alice, paidProject(1200));
    const shopper = await createUser(ctx);
    const { order } = await checkOut(shopper, { ...items(p), billingCountry: 'US' });
    expect(order.consentedAt).toBeNull();
  });
});

describe('one open checkout per buyer', () => {
  it('a newer checkout replaces the older one, whose payment is refused', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const p2 = await createProject(ctx, bob, paidProject(1000));
    const shopper = await createUser(ctx);
    const first = await open(shopper, items(p1, p2));
    const second = await open(shopper, items(p2));
    const paid = await pay(shopper, first.paymentIntentId);
    expect([paid.statusCode, paid.json()]).toEqual([
      409,
      { error: PAYMENT_MESSAGES.checkoutReplaced },
    ]);
    expect((await pay(shopper, second.paymentIntentId)).statusCode).toBe(200);
    const [old] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, first.checkoutId));
    expect(old!.status).toBe('closed');
  });

  it('buying one of its projects on its own replaces the open order', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const p2 = await createProject(ctx, bob, paidProject(1000));
    const shopper = await createUser(ctx);
    const opened = await open(shopper, items(p1, p2));
    await buy(shopper, p1);
    const paid = await pay(shopper, opened.paymentIntentId);
    expect(paid.statusCode).toBe(409);
    const rows = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.buyerId, shopper.id));
    expect(rows.map((r) => r.projectId)).toEqual([p1]);
  });

  it('refuses to pay an order whose project changed price, and cancels its intent', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const shopper = await createUser(ctx);
    const opened = await open(shopper, items(p1));
    await ctx.database.db.update(projects).set({ priceCents: 1500 }).where(eq(projects.id, p1));
    const paid = await pay(shopper, opened.paymentIntentId);
    expect([paid.statusCode, paid.json()]).toEqual([409, { error: PAYMENT_MESSAGES.priceChanged }]);
  });

  it('answers 404 to confirmations of unknown or foreign checkouts, 400 before payment', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const shopper = await createUser(ctx);
    const opened = await open(shopper, items(p1));
    expect((await send(buyer, 'POST', `/checkout/${opened.checkoutId}/confirm`)).statusCode).toBe(
      404,
    );
    expect((await send(shopper, 'POST', '/checkout/nope/confirm')).statusCode).toBe(404);
    const early = await send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`);
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { error: PAYMENT_MESSAGES.paymentNotSucceeded },
    ]);
  });
});

describe('a paid line that can no longer be licensed', () => {
  it('is refunded on its own while the other lines make their licenses', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const p2 = await createProject(ctx, bob, paidProject(2000));
    const shopper = await createUser(ctx);
    const opened = await open(shopper, items(p1, p2));
    // The card network took the money, then the seller unpublished p2 before fulfilment.
    await ctx.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded', cardLast4: TEST_CARD_SUCCESS.slice(-4) })
      .where(eq(testPaymentIntents.id, opened.paymentIntentId));
    await ctx.database.db.update(projects).set({ status: 'draft' }).where(eq(projects.id, p2));
    const confirmed = await send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const { order } = confirmed.json();
    expect(order.items.map((i: { status: string }) => i.status)).toEqual(['active', 'refused']);
    await settle(ctx.app);
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, opened.paymentIntentId));
    const line2 = await ctx.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentReference, `${opened.paymentIntentId}:2`));
    expect(intent!.refundedCents).toBe(line2[0]!.totalCents);
    expect(intent!.status).toBe('succeeded');
    // Confirming again refunds nothing twice.
    await send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`);
    await settle(ctx.app);
    const [again] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, opened.paymentIntentId));
    expect(again!.refundedCents).toBe(line2[0]!.totalCents);
  });
});

describe('a fulfilment cut short', () => {
  it('is finished by the next confirmation: every line once, the order paid once', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const p2 = await createProject(ctx, bob, paidProject(2000));
    const p3 = await createProject(ctx, bob, paidProject(3000));
    const shopper = await createUser(ctx);
    const opened = await open(shopper, items(p1, p2, p3));
    // The process dies while the second line's license is written: its transaction rolls back.
    const issue = ctx.app.receipts.issueAtPayment.bind(ctx.app.receipts);
    let calls = 0;
    const spy = vi.spyOn(ctx.app.receipts, 'issueAtPayment').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('killed');
      return issue(...args);
    });
    try {
      const paid = await pay(shopper, opened.paymentIntentId);
      expect(paid.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const half = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.buyerId, shopper.id));
    expect(half).toHaveLength(1);
    const [stillOpen] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, opened.checkoutId));
    expect(stillOpen!.status).toBe('open');

    const confirmed = await send(shopper, 'POST', `/checkout/${opened.checkoutId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(licenses)
      .where(inArray(licenses.projectId, [p1, p2, p3]));
    expect(rows).toHaveLength(3);
    await settle(ctx.app);
    expect(ctx.outbox.filter((m) => m.to === shopper.email)).toHaveLength(1);
  });
});

describe('GET /api/orders/{id}/receipt', () => {
  it('is one receipt with a line per item that adds up to the total, and a PDF', async () => {
    const p1 = await createProject(ctx, alice, { ...paidProject(1000), title: 'Receipt One' });
    const p2 = await createProject(ctx, bob, { ...paidProject(2000), title: 'Receipt Two' });
    const shopper = await createUser(ctx);
    const { order } = await checkOut(shopper, {
      ...items(p1, p2),
      billingCountry: 'FR',
      consentToImmediateDelivery: true,
    });
    const res = await send(shopper, 'GET', `/orders/${order.id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json();
    expect(receipt.number).toBe(order.number);
    expect(
      receipt.items.map((i: { title: string; status: string }) => [i.title, i.status]),
    ).toEqual([
      ['Receipt One', 'paid'],
      ['Receipt Two', 'paid'],
    ]);
    expect(
      receipt.items.every((i: { receiptNumber: string }) => /^CB-\d+$/.test(i.receiptNumber)),
    ).toBe(true);
    const sum = receipt.lines.reduce(
      (n: number, l: { amountCents: number }) => n + l.amountCents,
      0,
    );
    expect(sum).toBe(Math.round(receipt.total * 100));
    expect(receipt.total).toBe(order.total);
    expect(receipt.consentText).toBe(DELIVERY_CONSENT_TEXT);
    expect(receipt.status).toBe('paid');

    const pdf = await send(shopper, 'GET', `/orders/${order.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    expect((await send(buyer, 'GET', `/orders/${order.id}/receipt`)).statusCode).toBe(404);
    expect((await send(buyer, 'GET', `/orders/${order.id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await send(null, 'GET', `/orders/${order.id}/receipt`)).statusCode).toBe(401);
  });
});

describe('checking out the cart', () => {
  it('buys what the cart holds in one payment, and paid items leave the cart', async () => {
    const a1 = await createProject(ctx, alice, paidProject(1100));
    const b1 = await createProject(ctx, bob, paidProject(2200));
    const shopper = await createUser(ctx);
    const empty = await send(shopper, 'POST', '/checkout', {});
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: ORDER_MESSAGES.nothingToBuy }]);
    for (const id of [a1, b1]) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/cart/items/${id}`,
        headers: shopper.headers,
        payload: {},
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const { opened, order } = await checkOut(shopper, {});
    expect(opened.lines.map((l) => l.projectId)).toEqual([a1, b1]);
    expect(order.items).toHaveLength(2);
    await settle(ctx.app);
    const cart = await send(shopper, 'GET', '/cart');
    expect(cart.json().items).toEqual([]);
  });
});

describe('checking out a bundle', () => {
  it('spreads the bundle price over its projects and leaves out the one already held', async () => {
    const p1 = await createProject(ctx, alice, paidProject(1000));
    const p2 = await createProject(ctx, alice, paidProject(2000));
    const p3 = await createProject(ctx, alice, paidProject(3000));
    const made = await send(alice, 'POST', '/seller/bundles', {
      title: 'Starter kit',
      description: 'Three together',
      projectIds: [p1, p2, p3],
      price: 45,
    });
    expect(made.statusCode, made.body).toBe(201);
    const bundleId = made.json().bundle.id;
    const shopper = await createUser(ctx);
    await buy(shopper, p2);

    const opened = await open(shopper, { bundleId });
    // 45.00 over list prices 10, 20, 30 is 7.50, 15.00, 22.50; p2 is held, so 30.00 is left.
    expect(opened.lines.map((l) => [l.projectId, l.price])).toEqual([
      [p1, 7.5],
      [p3, 22.5],
    ]);
    expect(opened.price).toBe(30);
    const codes = await send(shopper, 'POST', '/checkout', { bundleId, discountCodes: ['X'] });
    expect([codes.statusCode, codes.json()]).toEqual([
      400,
      { error: ORDER_MESSAGES.noCodesWithBundle },
    ]);
    const reopened = await open(shopper, { bundleId });
    expect((await pay(shopper, reopened.paymentIntentId)).statusCode).toBe(200);
    const confirmed = await send(shopper, 'POST', `/checkout/${reopened.checkoutId}/confirm`);
    expect(confirmed.json().order.bundleId).toBe(bundleId);
    // Holding all three now, the bundle has nothing left to sell them.
    const again = await send(shopper, 'POST', '/checkout', { bundleId });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: ORDER_MESSAGES.bundleAllHeld },
    ]);
  });
});

describe('refunding one line of an order', () => {
  it('returns that line only; the other licenses stay active', async () => {
    const a1 = await createProject(ctx, alice, paidProject(1000));
    const b1 = await createProject(ctx, bob, paidProject(2000));
    const shopper = await createUser(ctx);
    const { opened, order } = await checkOut(shopper, items(a1, b1));
    const first = order.items[0].licenseId as string;
    const refund = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      headers: alice.headers,
      payload: { licenseId: first },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // Bob cannot refund Alice's line.
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      headers: bob.headers,
      payload: { licenseId: first },
    });
    expect(foreign.statusCode).toBe(403);
    await settle(ctx.app);
    const after = (await send(shopper, 'GET', `/orders/${order.id}`)).json().order;
    expect(after.items.map((i: { status: string }) => i.status)).toEqual(['refunded', 'active']);
    const [intent] = await ctx.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, opened.paymentIntentId));
    const [line] = await ctx.database.db.select().from(licenses).where(eq(licenses.id, first));
    expect(intent!.refundedCents).toBe(line!.totalCents);
    const receipt = (await send(shopper, 'GET', `/orders/${order.id}/receipt`)).json();
    expect(receipt.status).toBe('partly_refunded');
    expect(receipt.refunded).toBe(line!.totalCents / 100);
  });
});

describe('concurrent checkouts of one buyer', () => {
  it('leave exactly one open order, and never answer 500', async () => {
    const a1 = await createProject(ctx, alice, paidProject(1000));
    const b1 = await createProject(ctx, bob, paidProject(2000));
    const shopper = await createUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(shopper, 'POST', '/checkout', items(a1, b1))),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const open = await ctx.database.db.select().from(orders).where(eq(orders.buyerId, shopper.id));
    expect(open.filter((o) => o.status === 'open')).toHaveLength(1);
  });
});
