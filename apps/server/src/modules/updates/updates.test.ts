/**
 * Updates for a term (docs/product-rules.md#updates-for-a-term, ADR 021): the seller's policy,
 * what the project page, the library and the receipts say about it, the term a paid license gets,
 * and renewals as checkout lines (their refusals, and concurrent confirmations extending once).
 */
import {
  addMonths,
  formatDate,
  ORDER_MESSAGES,
  RELEASE_MESSAGES,
  UPDATES_MONTHS_MAX,
} from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { licenseRenewals, licenses, projects, releases } from '../../db/schema';
import { movableClock } from '../../../test/github';
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

const DAY = 86_400_000;
const clock = movableClock();
let ctx: TestContext;
let seller: TestUser;

const { buy, pay } = purchaseSteps(() => ctx.app);

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

const setPolicy = (user: TestUser | null, projectId: string, payload: object) =>
  send(user, 'PUT', `/projects/${projectId}/updates-policy`, payload);

/** A published paid project of the seller with a term of `months` (null: for life). */
async function termProject(months: number | null, renewalPrice: number | null = null) {
  const id = await createProject(ctx, seller, paidProject(2000));
  const res = await setPolicy(seller, id, { updatesMonths: months, renewalPrice });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function licenseOf(id: string) {
  const [row] = await ctx.database.db.select().from(licenses).where(eq(licenses.id, id));
  return row!;
}

/** Opens a checkout, pays it with the test card and confirms it: the order. */
async function checkOut(user: TestUser, items: object[]) {
  const opened = await send(user, 'POST', '/checkout', { items });
  expect(opened.statusCode, opened.body).toBe(200);
  const { checkoutId, paymentIntentId } = opened.json();
  expect((await pay(user, paymentIntentId)).statusCode).toBe(200);
  const confirmed = await send(user, 'POST', `/checkout/${checkoutId}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { opened: opened.json(), order: confirmed.json().order };
}

/** A paid license bought with the test card, its effects run and its mails set aside. */
async function heldLicense(projectId: string) {
  const holder = await createUser(ctx);
  const { license } = await buy(holder, projectId);
  await settle(ctx.app);
  ctx.outbox.length = 0;
  return { holder, licenseId: license._id };
}

async function release(projectId: string, version: string, publishedAt: Date, yanked = false) {
  await ctx.database.db.insert(releases).values({
    projectId,
    version,
    source: 'upload',
    publishedAt,
    yankedAt: yanked ? publishedAt : null,
  });
}

/** `at` lies between addMonths(before, months) and addMonths(after, months). */
function expectTermFrom(at: Date | null, before: Date, after: Date, months = 12) {
  expect(at).toBeInstanceOf(Date);
  expect(at!.getTime()).toBeGreaterThanOrEqual(addMonths(before, months).getTime());
  expect(at!.getTime()).toBeLessThanOrEqual(addMonths(after, months).getTime());
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  seller = await createUser(ctx, { username: 'termseller' });
  await giveAccount(ctx, seller);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await settle(ctx.app);
  ctx.outbox.length = 0;
});

describe('PUT /api/projects/:id/updates-policy', () => {
  it('lets the author sell a term, shown on the project page (prices hidden from visitors)', async () => {
    const id = await createProject(ctx, seller, paidProject(2000));
    // The visitor's answer is cached first; the policy change must clear it (ADR 012).
    const lifetime = await send(null, 'GET', `/projects/${id}`);
    expect(lifetime.json().updates).toEqual({
      updatesMonths: null,
      renewalPrice: null,
      latest: null,
    });
    const member = await createUser(ctx);
    expect((await send(member, 'GET', `/projects/${id}`)).json().updates.updatesMonths).toBeNull();

    const res = await setPolicy(seller, id, { updatesMonths: 12, renewalPrice: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ policy: { updatesMonths: 12, renewalPrice: 15 } });

    expect((await send(null, 'GET', `/projects/${id}`)).json().updates).toEqual({
      updatesMonths: 12,
      renewalPrice: null,
      latest: null,
    });
    expect((await send(member, 'GET', `/projects/${id}`)).json().updates).toMatchObject({
      updatesMonths: 12,
      renewalPrice: 15,
    });
    // The seller's own answer (the edit page reads it) carries the policy as set.
    expect((await send(seller, 'GET', `/projects/${id}`)).json().updates).toMatchObject({
      updatesMonths: 12,
      renewalPrice: 15,
    });

    // Back to lifetime updates at the project's price.
    const back = await setPolicy(seller, id, { updatesMonths: null });
    expect(back.json()).toEqual({ policy: { updatesMonths: null, renewalPrice: null } });
    const [row] = await ctx.database.db
      .select({ months: projects.updatesMonths, renewal: projects.renewalPriceCents })
      .from(projects)
      .where(eq(projects.id, id));
    expect(row).toEqual({ months: null, renewal: null });
  });

  it('shows the newest release not withdrawn as the latest', async () => {
    const id = await termProject(12);
    const now = clock.now().getTime();
    await release(id, '1.0.0', new Date(now - 3 * DAY));
    await release(id, '1.1.0', new Date(now - 2 * DAY));
    await release(id, '1.2.0', new Date(now - DAY), true);
    expect((await send(null, 'GET', `/projects/${id}`)).json().updates.latest).toEqual({
      version: '1.1.0',
      publishedAt: new Date(now - 2 * DAY).toISOString(),
    });
  });

  it('refuses bad input, free projects, other users and unknown projects', async () => {
    const id = await createProject(ctx, seller, paidProject(2000));
    const refusals: [object, string][] = [
      [{ updatesMonths: 0 }, RELEASE_MESSAGES.updatesMonthsInvalid],
      [{ updatesMonths: UPDATES_MONTHS_MAX + 1 }, RELEASE_MESSAGES.updatesMonthsInvalid],
      [{ updatesMonths: 1.5 }, RELEASE_MESSAGES.updatesMonthsInvalid],
      [{ updatesMonths: '12' }, RELEASE_MESSAGES.updatesMonthsInvalid],
      [{}, RELEASE_MESSAGES.updatesMonthsInvalid],
      [{ updatesMonths: 12, renewalPrice: 0.5 }, RELEASE_MESSAGES.renewalPriceInvalid],
      [{ updatesMonths: 12, renewalPrice: 10.001 }, RELEASE_MESSAGES.renewalPriceInvalid],
    ];
    for (const [payload, error] of refusals) {
      const res = await setPolicy(seller, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toContain(error);
    }

    const free = await createProject(ctx, seller);
    const onFree = await setPolicy(seller, free, { updatesMonths: 12 });
    expect(onFree.statusCode).toBe(400);
    expect(onFree.json()).toEqual({ error: RELEASE_MESSAGES.policyNeedsPaid });
    expect((await setPolicy(seller, free, { updatesMonths: null })).statusCode).toBe(200);

    const freemium = await createProject(ctx, seller, freemiumProject());
    expect((await setPolicy(seller, freemium, { updatesMonths: 6 })).statusCode).toBe(200);

    const other = await createUser(ctx);
    const forbidden = await setPolicy(other, id, { updatesMonths: 12 });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: RELEASE_MESSAGES.policyNotAuthor });
    expect((await setPolicy(null, id, { updatesMonths: 12 })).statusCode).toBe(401);
    const unknown = await setPolicy(seller, '00000000-0000-4000-8000-000000000000', {
      updatesMonths: 12,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: RELEASE_MESSAGES.projectNotFound });
    const [row] = await ctx.database.db
      .select({ months: projects.updatesMonths })
      .from(projects)
      .where(eq(projects.id, id));
    expect(row!.months).toBeNull();
  });
});

describe('the term of a new paid license', () => {
  it('is a year out for a purchase of one project under a 12-month policy', async () => {
    const id = await termProject(12);
    const before = clock.now();
    const { holder, licenseId } = await heldLicense(id);
    const after = clock.now();
    const row = await licenseOf(licenseId);
    expectTermFrom(row.updatesUntil, before, after);

    const detail = (await send(holder, 'GET', `/projects/${id}`)).json();
    expect(detail.userLicense.updatesUntil).toBe(row.updatesUntil!.toISOString());
    const receipt = (await send(holder, 'GET', `/licenses/${licenseId}/receipt`)).json();
    expect(receipt.updatesNote).toBe(`Updates until ${formatDate(row.updatesUntil)}`);
    const pdf = await send(holder, 'GET', `/licenses/${licenseId}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('is a year out for an order line, in the order mail and on the order receipt', async () => {
    const id = await termProject(12);
    const lifetime = await createProject(ctx, seller, paidProject(1500));
    const buyer = await createUser(ctx);
    const before = clock.now();
    const { order } = await checkOut(buyer, [{ projectId: id }, { projectId: lifetime }]);
    const after = clock.now();
    const [termed, forLife] = await Promise.all(
      order.items.map((i: { licenseId: string }) => licenseOf(i.licenseId)),
    );
    expectTermFrom(termed!.updatesUntil, before, after);
    expect(forLife!.updatesUntil).toBeNull();

    const receipt = (await send(buyer, 'GET', `/orders/${order.id}/receipt`)).json();
    expect(receipt.items.map((i: { updatesNote: string }) => i.updatesNote)).toEqual([
      `Updates until ${formatDate(termed!.updatesUntil)}`,
      'Lifetime updates',
    ]);
    await settle(ctx.app);
    const mail = ctx.outbox.find((m) => m.to === buyer.email && m.subject.includes('order'));
    expect(mail?.text).toContain(`Updates until ${formatDate(termed!.updatesUntil)}`);
  });

  it('stays for life on lifetime projects and free claims; a freemium upgrade gets the term', async () => {
    const lifetime = await createProject(ctx, seller, paidProject(2000));
    const { holder, licenseId } = await heldLicense(lifetime);
    expect((await licenseOf(licenseId)).updatesUntil).toBeNull();
    const receipt = (await send(holder, 'GET', `/licenses/${licenseId}/receipt`)).json();
    expect(receipt.updatesNote).toBe('Lifetime updates');

    const freemium = await createProject(ctx, seller, freemiumProject(1200));
    expect((await setPolicy(seller, freemium, { updatesMonths: 3 })).statusCode).toBe(200);
    const user = await createUser(ctx);
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: user.headers,
      payload: { projectId: freemium },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const freeId = claimed.json().license._id as string;
    expect((await licenseOf(freeId)).updatesUntil).toBeNull();
    expect(claimed.json().license.updatesUntil).toBeNull();

    const before = clock.now();
    const { license } = await buy(user, freemium);
    expect(license._id).toBe(freeId);
    expectTermFrom((await licenseOf(freeId)).updatesUntil, before, clock.now(), 3);
  });
});

describe('renewing updates at checkout', () => {
  it('extends the term from its end, as a line of its own price, and makes no license', async () => {
    const id = await termProject(12, 15);
    const { holder, licenseId } = await heldLicense(id);
    const end = (await licenseOf(licenseId)).updatesUntil!;

    const opened = await send(holder, 'POST', '/checkout', { items: [{ renewalOf: licenseId }] });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().lines).toEqual([
      expect.objectContaining({
        projectId: id,
        renewalOf: licenseId,
        listPrice: 15,
        price: 15,
        discount: 0,
        fee: 3,
      }),
    ]);
    expect(opened.json().total).toBe(18);
    expect((await pay(holder, opened.json().paymentIntentId)).statusCode).toBe(200);
    const confirmed = await send(holder, 'POST', `/checkout/${opened.json().checkoutId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { order } = confirmed.json();
    const renewed = addMonths(end, 12);
    expect(order.items).toEqual([
      expect.objectContaining({
        projectId: id,
        licenseId,
        status: 'active',
        renewedUntil: renewed.toISOString(),
      }),
    ]);

    expect((await licenseOf(licenseId)).updatesUntil).toEqual(renewed);
    const held = await ctx.database.db
      .select()
      .from(licenses)
      .where(eq(licenses.buyerId, holder.id));
    expect(held).toHaveLength(1);
    const [renewal] = await ctx.database.db
      .select()
      .from(licenseRenewals)
      .where(eq(licenseRenewals.licenseId, licenseId));
    expect(renewal).toMatchObject({ previousUntil: end, updatesUntil: renewed, totalCents: 1800 });
    // The license's own receipt still says the term it was bought with.
    const own = (await send(holder, 'GET', `/licenses/${licenseId}/receipt`)).json();
    expect(own.updatesNote).toBe(`Updates until ${formatDate(end)}`);

    // The order of a renewal alone has a receipt of its own, without a license receipt.
    const receipt = await send(holder, 'GET', `/orders/${order.id}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      total: 18,
      paymentReference: opened.json().paymentIntentId,
      buyer: { email: holder.email },
      items: [
        {
          licenseId,
          receiptNumber: null,
          status: 'paid',
          updatesNote: `Renewal of updates until ${formatDate(renewed)}`,
        },
      ],
    });
    expect((await send(holder, 'GET', `/orders/${order.id}/receipt.pdf`)).statusCode).toBe(200);

    await settle(ctx.app);
    const mails = ctx.outbox.filter((m) => m.to === holder.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your Codebazaar order ${order.number}`]);
    expect(mails[0]!.text).toContain(`Renewal of updates until ${formatDate(renewed)}`);
  });

  it('extends a term that has ended from now, beside a purchase in one order', async () => {
    const id = await termProject(6);
    const { holder, licenseId } = await heldLicense(id);
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(clock.now().getTime() - 10 * DAY) })
      .where(eq(licenses.id, licenseId));
    const other = await createProject(ctx, seller, paidProject(1000));

    const before = clock.now();
    const { order } = await checkOut(holder, [{ renewalOf: licenseId }, { projectId: other }]);
    const after = clock.now();
    expectTermFrom((await licenseOf(licenseId)).updatesUntil, before, after, 6);
    expect(order.items.map((i: { status: string }) => i.status)).toEqual(['active', 'active']);
    expect(order.items[1].renewedUntil).toBeUndefined();
  });

  it('refuses renewals of others, of lifetime and inactive licenses, and with an amount', async () => {
    const id = await termProject(12);
    const { holder, licenseId } = await heldLicense(id);
    const stranger = await createUser(ctx);
    const renew = (user: TestUser, item: object) =>
      send(user, 'POST', '/checkout', { items: [item] });

    const notYours = await renew(stranger, { renewalOf: licenseId });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ error: RELEASE_MESSAGES.renewalNotFound });
    const unknown = await renew(holder, { renewalOf: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await renew(seller, { renewalOf: licenseId })).statusCode).toBe(404);

    const withAmount = await renew(holder, { renewalOf: licenseId, amount: 50 });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json()).toEqual({ error: RELEASE_MESSAGES.renewalNoAmount });
    const twice = await send(holder, 'POST', '/checkout', {
      items: [{ renewalOf: licenseId }, { renewalOf: licenseId }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: ORDER_MESSAGES.duplicateItem });

    const lifetime = await createProject(ctx, seller, paidProject(2000));
    const forLife = await heldLicense(lifetime);
    const lifetimeRenewal = await renew(forLife.holder, { renewalOf: forLife.licenseId });
    expect(lifetimeRenewal.statusCode).toBe(400);
    expect(lifetimeRenewal.json()).toEqual({ error: RELEASE_MESSAGES.renewalLifetime });

    await ctx.app.licenses.markRefunded(licenseId);
    const refunded = await renew(holder, { renewalOf: licenseId });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json()).toEqual({ error: RELEASE_MESSAGES.renewalNotActive });

    // A project taken off the marketplace sells no renewals.
    const other = await heldLicense(id);
    await ctx.database.db.update(projects).set({ status: 'draft' }).where(eq(projects.id, id));
    const unpublished = await renew(other.holder, { renewalOf: other.licenseId });
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json()).toEqual({ error: RELEASE_MESSAGES.renewalNotForSale });
  });

  it('extends once however many confirmations of its payment arrive at once', async () => {
    const id = await termProject(12);
    const { holder, licenseId } = await heldLicense(id);
    const end = (await licenseOf(licenseId)).updatesUntil!;
    const opened = await send(holder, 'POST', '/checkout', { items: [{ renewalOf: licenseId }] });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await pay(holder, opened.json().paymentIntentId)).statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(holder, 'POST', `/checkout/${opened.json().checkoutId}/confirm`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const renewed = addMonths(end, 12);
    for (const a of answers) {
      expect(a.json().order.items[0].renewedUntil).toBe(renewed.toISOString());
    }
    expect((await licenseOf(licenseId)).updatesUntil).toEqual(renewed);
    const rows = await ctx.database.db
      .select()
      .from(licenseRenewals)
      .where(eq(licenseRenewals.licenseId, licenseId));
    expect(rows).toHaveLength(1);
    await settle(ctx.app);
    expect(ctx.outbox.filter((m) => m.to === holder.email)).toHaveLength(1);
  });
});

describe("the buyer's library", () => {
  it("shows each license's term against the project's releases", async () => {
    const id = await termProject(12, 9);
    const { holder, licenseId } = await heldLicense(id);
    const now = clock.now().getTime();
    // The term ended yesterday: two releases before it, two after (one of them withdrawn).
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(now - DAY) })
      .where(eq(licenses.id, licenseId));
    await release(id, '1.0.0', new Date(now - 5 * DAY));
    await release(id, '1.1.0', new Date(now - 3 * DAY));
    await release(id, '2.0.0', new Date(now - 12 * 3600_000));
    await release(id, '2.0.1', new Date(now - 3600_000), true);
    const lifetime = await createProject(ctx, seller, paidProject(1000));
    await buy(holder, lifetime);

    const res = await send(holder, 'GET', '/dashboard');
    expect(res.statusCode).toBe(200);
    const library = res.json().purchasedLicenses as {
      _id: string;
      updates: unknown;
    }[];
    expect(library.find((l) => l._id === id)!.updates).toEqual({
      updatesUntil: new Date(now - DAY).toISOString(),
      latestEntitled: { version: '1.1.0', publishedAt: new Date(now - 3 * DAY).toISOString() },
      latest: { version: '2.0.0', publishedAt: new Date(now - 12 * 3600_000).toISOString() },
      releasesBehind: 1,
      renewalPrice: 9,
    });
    expect(library.find((l) => l._id === lifetime)!.updates).toEqual({
      updatesUntil: null,
      latestEntitled: null,
      latest: null,
      releasesBehind: 0,
      renewalPrice: null,
    });
  });
});
