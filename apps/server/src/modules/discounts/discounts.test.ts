import { COMMERCE_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkouts, licenses, projects } from '../../db/schema';
import {
  discountCheckoutRequests,
  startDiscountCheckoutWorld,
} from '../../../test/discount-checkouts';
import type { FakeStripe } from '../../../test/fakes/stripe';
import { createUser, settle, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';

/**
 * Discount codes and pay what you want, end to end through the HTTP API, with the built-in
 * test processor and with Stripe (the real SDK against the local fake). One open checkout per
 * buyer and project: modules/checkout/checkout.discounts.test.ts.
 */

const MINUTE = 60_000;

for (const providerName of ['test', 'stripe'] as const) {
  describe(`discount codes and pay what you want (${providerName})`, () => {
    let ctx: TestContext;
    let fake: FakeStripe | null = null;
    let seller: TestUser;
    let otherSeller: TestUser;
    let buyer: TestUser;
    let clock = new Date('2030-01-01T12:00:00Z');
    let close: () => Promise<void>;

    const { req, createCode, checkout, codes, pay, fail } = discountCheckoutRequests(
      () => ctx,
      () => fake,
    );

    beforeAll(async () => {
      const world = await startDiscountCheckoutWorld(providerName, () => clock);
      ({ ctx, fake, seller, otherSeller, buyer } = world);
      close = world.close;
    });
    afterAll(() => close());

    describe('seller CRUD', () => {
      it('creates, lists and deletes codes; codes are unique per seller in any letter case', async () => {
        const projectId = await createProject(ctx, seller, paidProject());
        const res = await createCode(seller, {
          code: 'Launch-50',
          type: 'percent',
          amount: 50,
          projectIds: [projectId],
          maxRedemptions: 10,
          endsAt: '2030-02-01T00:00:00Z',
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({
          code: 'Launch-50',
          type: 'percent',
          amount: 50,
          projectIds: [projectId],
          maxRedemptions: 10,
          startsAt: null,
          endsAt: '2030-02-01T00:00:00.000Z',
          redemptions: 0,
        });
        const again = await createCode(seller, { code: 'LAUNCH-50', type: 'fixed', amount: 5 });
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe(COMMERCE_MESSAGES.codeTaken);
        // Another seller may use the same code.
        expect(
          (await createCode(otherSeller, { code: 'launch-50', type: 'fixed', amount: 2 }))
            .statusCode,
        ).toBe(201);

        const fixed = await createCode(seller, { code: 'FIVE', type: 'fixed', amount: 5 });
        expect(fixed.json()).toMatchObject({ type: 'fixed', amount: 5, projectIds: [] });
        const list = await codes(seller);
        expect(list.map((c) => c.code).sort()).toEqual(['FIVE', 'Launch-50']);

        // Only its seller deletes a code.
        const id = fixed.json().id as string;
        expect((await req(otherSeller, 'DELETE', `/seller/discounts/${id}`)).statusCode).toBe(404);
        expect((await req(seller, 'DELETE', `/seller/discounts/${id}`)).statusCode).toBe(200);
        expect((await req(seller, 'DELETE', `/seller/discounts/${id}`)).statusCode).toBe(404);
        expect((await codes(seller)).map((c) => c.code)).toEqual(['Launch-50']);
      });

      it("refuses bad input and other sellers' projects, changing nothing", async () => {
        const foreign = await createProject(ctx, otherSeller, paidProject());
        const before = (await codes(seller)).length;
        for (const body of [
          { code: 'X', type: 'percent', amount: 150 },
          { code: 'X', type: 'percent', amount: 12.5 },
          { code: 'X', type: 'fixed', amount: -1 },
          { code: 'has space', type: 'fixed', amount: 1 },
          { code: '', type: 'fixed', amount: 1 },
          { code: 'X', type: 'other', amount: 1 },
          { code: 'X', type: 'fixed', amount: 1, maxRedemptions: 0 },
          {
            code: 'X',
            type: 'fixed',
            amount: 1,
            startsAt: '2030-02-01T00:00:00Z',
            endsAt: '2030-01-01T00:00:00Z',
          },
          { code: 'X', type: 'fixed', amount: 1, projectIds: ['nope'] },
        ]) {
          const res = await createCode(seller, body);
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect(typeof res.json().error).toBe('string');
        }
        const res = await createCode(seller, {
          code: 'MINE',
          type: 'fixed',
          amount: 1,
          projectIds: [foreign],
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(COMMERCE_MESSAGES.codeProjectsNotOwned);
        expect((await codes(seller)).length).toBe(before);
        expect((await req(null, 'GET', '/seller/discounts')).statusCode).toBe(401);
      });
      it('refuses a fixed amount that rounds to $0.00 (and a 0 % code), changing nothing', async () => {
        const before = (await codes(seller)).length;
        for (const amount of [0.004, 0.001, 0.0049]) {
          const res = await createCode(seller, { code: 'NOTHING', type: 'fixed', amount });
          expect(res.statusCode, String(amount)).toBe(400);
          expect(res.json()).toEqual({ error: COMMERCE_MESSAGES.fixedTooSmall });
        }
        for (const amount of [0, 0.4]) {
          const res = await createCode(seller, { code: 'NOTHING', type: 'percent', amount });
          expect(res.statusCode, String(amount)).toBe(400);
          expect(typeof res.json().error).toBe('string');
        }
        expect((await codes(seller)).length).toBe(before);
        // One cent is the smallest fixed discount.
        const cent = await createCode(seller, { code: 'ONECENT', type: 'fixed', amount: 0.01 });
        expect(cent.statusCode).toBe(201);
        expect(cent.json()).toMatchObject({ type: 'fixed', amount: 0.01 });
      });
    });

    describe('checkout with a code', () => {
      it('charges the discounted price plus the fee on it, and counts the redemption once paid', async () => {
        const projectId = await createProject(ctx, seller, paidProject(2500));
        await createCode(seller, { code: 'SAVE20', type: 'percent', amount: 20 });
        const res = await checkout(buyer, { projectId, discountCode: 'save20' });
        expect(res.statusCode).toBe(200);
        // 25.00 − 20 % = 20.00; fee 20 % of 20.00 = 4.00.
        expect(res.json().amount).toEqual({
          listPrice: 25,
          discount: 5,
          price: 20,
          fee: 4,
          tax: 0,
          total: 24,
          currency: 'USD',
          listPriceCents: 2500,
          discountCents: 500,
          priceCents: 2000,
          feeCents: 400,
          taxCents: 0,
          totalCents: 2400,
          discountCode: 'SAVE20',
        });
        const intentId = res.json().paymentIntentId as string;
        if (fake) {
          expect(fake.intents.get(intentId)).toMatchObject({
            amount: 2400,
            application_fee_amount: 400,
          });
        }
        expect((await codes(seller)).find((c) => c.code === 'SAVE20')).toMatchObject({
          redemptions: 0,
          reserved: 1,
        });
        const confirmed = await pay(buyer, intentId);
        expect(confirmed.statusCode).toBe(200);
        const [license] = await ctx.database.db
          .select()
          .from(licenses)
          .where(eq(licenses.paymentReference, intentId));
        expect(license).toMatchObject({ totalCents: 2400, feeCents: 400, sellerCents: 2000 });
        expect((await codes(seller)).find((c) => c.code === 'SAVE20')).toMatchObject({
          redemptions: 1,
          reserved: 0,
        });
        // Confirming again counts nothing more.
        expect((await pay(buyer, intentId)).statusCode).toBe(200);
        expect((await codes(seller)).find((c) => c.code === 'SAVE20')!.redemptions).toBe(1);
      });

      it('never takes a fixed discount below $1.00', async () => {
        const projectId = await createProject(ctx, seller, paidProject(500));
        await createCode(seller, { code: 'BIG', type: 'fixed', amount: 100 });
        const res = await checkout(buyer, { projectId, discountCode: 'BIG' });
        expect(res.json().amount).toMatchObject({
          discountCents: 400,
          priceCents: 100,
          feeCents: 20,
          totalCents: 120,
        });
      });

      it('refuses codes that do not exist, are for other projects, not started, expired or used up', async () => {
        const projectId = await createProject(ctx, seller, paidProject());
        const elsewhere = await createProject(ctx, seller, paidProject());
        await createCode(seller, {
          code: 'ONLYTHERE',
          type: 'fixed',
          amount: 1,
          projectIds: [elsewhere],
        });
        await createCode(seller, {
          code: 'SOON',
          type: 'fixed',
          amount: 1,
          startsAt: '2030-01-02T00:00:00Z',
        });
        await createCode(seller, {
          code: 'OVER',
          type: 'fixed',
          amount: 1,
          endsAt: '2030-01-01T11:00:00Z',
        });
        await createCode(otherSeller, { code: 'THEIRS', type: 'fixed', amount: 1 });
        const cases: [string, string][] = [
          ['NOPE', COMMERCE_MESSAGES.codeNotFound],
          ['THEIRS', COMMERCE_MESSAGES.codeNotFound],
          ['onlythere', COMMERCE_MESSAGES.codeOtherProject],
          ['SOON', COMMERCE_MESSAGES.codeNotStarted],
          ['OVER', COMMERCE_MESSAGES.codeExpired],
        ];
        for (const [code, message] of cases) {
          const res = await checkout(buyer, { projectId, discountCode: code });
          expect(res.statusCode, code).toBe(400);
          expect(res.json().error).toBe(message);
        }
        const rows = await ctx.database.db
          .select()
          .from(checkouts)
          .where(eq(checkouts.projectId, projectId));
        expect(rows).toHaveLength(0);
      });
    });

    describe('maxRedemptions', () => {
      it('is never exceeded by 50 concurrent checkouts with the same code', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'RUSH', type: 'percent', amount: 10, maxRedemptions: 3 });
        const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx)));
        const results = await Promise.all(
          buyers.map((b) => checkout(b, { projectId, discountCode: 'rush' })),
        );
        const ok = results.filter((r) => r.statusCode === 200);
        expect(ok).toHaveLength(3);
        for (const r of results.filter((x) => x.statusCode !== 200)) {
          expect(r.statusCode).toBe(400);
          expect(r.json().error).toBe(COMMERCE_MESSAGES.codeUsedUp);
        }
        const winners = buyers.filter((_, i) => results[i]!.statusCode === 200);
        const intents = ok.map((r) => r.json().paymentIntentId as string);
        // All three pay at once: three redemptions, still no more.
        const paid = await Promise.all(winners.map((b, i) => pay(b, intents[i]!)));
        expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200]);
        expect((await codes(seller)).find((c) => c.code === 'RUSH')).toMatchObject({
          redemptions: 3,
          reserved: 0,
        });
        const late = await checkout(buyer, { projectId, discountCode: 'RUSH' });
        expect(late.json().error).toBe(COMMERCE_MESSAGES.codeUsedUp);
      });

      it('frees a redemption when the payment fails, expires or is refunded', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'ONE', type: 'fixed', amount: 5, maxRedemptions: 1 });
        const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx)));

        // Failed payment.
        const first = await checkout(a!, { projectId, discountCode: 'ONE' });
        expect(first.statusCode).toBe(200);
        expect((await checkout(b!, { projectId, discountCode: 'ONE' })).statusCode).toBe(400);
        await fail(a!, first.json().paymentIntentId);
        const second = await checkout(b!, { projectId, discountCode: 'ONE' });
        expect(second.statusCode).toBe(200);

        // Abandoned checkout: the reservation lapses with the intent (30 minutes).
        expect((await checkout(c!, { projectId, discountCode: 'ONE' })).statusCode).toBe(400);
        clock = new Date(clock.getTime() + 31 * MINUTE);
        const third = await checkout(c!, { projectId, discountCode: 'ONE' });
        expect(third.statusCode).toBe(200);
        // The lapsed checkout paid late while the code is held by another: refunded, no license.
        if (fake) {
          fake.succeed(second.json().paymentIntentId);
          const late = await req(b!, 'POST', '/payments/confirm-payment', {
            paymentIntentId: second.json().paymentIntentId,
          });
          expect(late.statusCode).toBe(409);
          expect(fake.refunds.at(-1)!.payment_intent).toBe(second.json().paymentIntentId);
        }

        // Paid, then refunded by the seller.
        expect((await pay(c!, third.json().paymentIntentId)).statusCode).toBe(200);
        expect((await checkout(d!, { projectId, discountCode: 'ONE' })).statusCode).toBe(400);
        const [license] = await ctx.database.db
          .select({ id: licenses.id })
          .from(licenses)
          .where(eq(licenses.paymentReference, third.json().paymentIntentId));
        const refund = await req(seller, 'POST', '/payments/refund', { licenseId: license!.id });
        expect(refund.statusCode).toBe(200);
        await settle(ctx.app); // the release is an effect of the refund (ADR 015)
        expect((await codes(seller)).find((x) => x.code === 'ONE')).toMatchObject({
          redemptions: 0,
        });
        expect((await checkout(d!, { projectId, discountCode: 'ONE' })).statusCode).toBe(200);
      });

      it('a reservation left half-written by a crash (no intent yet) holds only until it expires', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'CRASH', type: 'fixed', amount: 5, maxRedemptions: 1 });
        const [project] = await ctx.database.db
          .select()
          .from(projects)
          .where(eq(projects.id, projectId));
        // The server reserved, then died before the provider made the intent.
        await ctx.app.checkout.openCheckout({
          project: { ...project!, payWhatYouWant: false, suggestedPriceCents: null },
          buyerId: buyer.id,
          discountCode: 'CRASH',
          expiresAt: new Date(clock.getTime() + 30 * MINUTE),
        });
        const other = await createUser(ctx);
        expect((await checkout(other, { projectId, discountCode: 'CRASH' })).json().error).toBe(
          COMMERCE_MESSAGES.codeUsedUp,
        );
        clock = new Date(clock.getTime() + 31 * MINUTE);
        expect((await checkout(other, { projectId, discountCode: 'CRASH' })).statusCode).toBe(200);
      });
    });

    describe('pay what you want', () => {
      it('charges the amount the buyer enters, from the minimum up to $10,000', async () => {
        const projectId = await createProject(ctx, seller, {
          ...paidProject(1000),
          payWhatYouWant: true,
          suggestedPriceCents: 1500,
        });
        const detail = await req(buyer, 'GET', `/projects/${projectId}`);
        expect(detail.json().project.license).toMatchObject({
          price: 10,
          payWhatYouWant: true,
          suggestedPrice: 15,
        });

        for (const [amount, message] of [
          [9.99, COMMERCE_MESSAGES.amountTooLow],
          [10_000.01, COMMERCE_MESSAGES.amountTooHigh],
          [0, COMMERCE_MESSAGES.amountTooLow],
        ] as const) {
          const res = await checkout(buyer, { projectId, amount });
          expect(res.statusCode, String(amount)).toBe(400);
          expect(res.json().error).toBe(message);
        }
        await createCode(seller, { code: 'NOPWYW', type: 'fixed', amount: 1 });
        const withCode = await checkout(buyer, { projectId, amount: 12, discountCode: 'NOPWYW' });
        expect(withCode.json().error).toBe(COMMERCE_MESSAGES.codeNotWithPayWhatYouWant);

        // Without an amount the suggested price is proposed.
        expect((await checkout(buyer, { projectId })).json().amount).toMatchObject({
          price: 15,
          total: 18,
        });
        const res = await checkout(buyer, { projectId, amount: 42.5 });
        expect(res.statusCode).toBe(200);
        expect(res.json().amount).toMatchObject({
          listPrice: 10,
          discount: 0,
          price: 42.5,
          fee: 8.5,
          total: 51,
        });
        const intentId = res.json().paymentIntentId as string;
        expect((await pay(buyer, intentId)).statusCode).toBe(200);
        const [license] = await ctx.database.db
          .select()
          .from(licenses)
          .where(eq(licenses.paymentReference, intentId));
        expect(license).toMatchObject({ totalCents: 5100, feeCents: 850, sellerCents: 4250 });
      });

      it('lets the seller set it through the project form, with the suggested price at least the minimum', async () => {
        const body = (license: object) => ({
          title: 'PWYW kit',
          description: 'A kit',
          category: 'web',
          repository: { paidUrl: 'https://github.com/example/paid' },
          license: { type: 'paid', price: 5, ...license },
        });
        const bad = await req(
          seller,
          'POST',
          '/projects',
          body({ payWhatYouWant: true, suggestedPrice: 4 }),
        );
        expect(bad.statusCode).toBe(400);
        const res = await req(
          seller,
          'POST',
          '/projects',
          body({ payWhatYouWant: true, suggestedPrice: 8 }),
        );
        expect(res.statusCode).toBe(201);
        expect(res.json().project?.license ?? res.json().license).toMatchObject({
          price: 5,
          payWhatYouWant: true,
          suggestedPrice: 8,
        });
      });
    });
  });
}
