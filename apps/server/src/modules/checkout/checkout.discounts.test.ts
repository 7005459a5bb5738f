import { COMMERCE_MESSAGES, PAYMENT_MESSAGES } from '@codebazaar/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkouts,
  licenses,
  paymentAccounts,
  projects,
  testPaymentIntents,
} from '../../db/schema';
import {
  discountCheckoutRequests,
  startDiscountCheckoutWorld,
} from '../../../test/discount-checkouts';
import type { FakeStripe } from '../../../test/fakes/stripe';
import { createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';

/**
 * A buyer has one open checkout per project: opening another replaces it, cancels its intent
 * and frees the discount code use it held. Through the HTTP API, with the built-in test
 * processor and with Stripe (the real SDK against the local fake).
 */

const MINUTE = 60_000;

for (const providerName of ['test', 'stripe'] as const) {
  describe(`checkouts with discount codes (${providerName})`, () => {
    let ctx: TestContext;
    let fake: FakeStripe | null = null;
    let seller: TestUser;
    const clock = new Date('2030-01-01T12:00:00Z');
    let close: () => Promise<void>;

    const { req, createCode, checkout, codes, pay } = discountCheckoutRequests(
      () => ctx,
      () => fake,
    );

    beforeAll(async () => {
      const world = await startDiscountCheckoutWorld(providerName, () => clock);
      ({ ctx, fake, seller } = world);
      close = world.close;
    });
    afterAll(() => close());

    describe('one open checkout per buyer and project', () => {
      /** The buyer's checkouts of the project, oldest first. */
      const checkoutsOf = (buyerId: string, projectId: string) =>
        ctx.database.db
          .select()
          .from(checkouts)
          .where(and(eq(checkouts.buyerId, buyerId), eq(checkouts.projectId, projectId)))
          .orderBy(asc(checkouts.createdAt));
      const intentStatus = async (intentId: string) => {
        if (fake) return fake.intents.get(intentId)?.status;
        const [row] = await ctx.database.db
          .select({ status: testPaymentIntents.status })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intentId));
        return row?.status;
      };
      /** The provider took the payment although the intent was being canceled (a race). */
      async function paidAnyway(user: TestUser, intentId: string) {
        if (fake) {
          fake.succeed(intentId);
        } else {
          await ctx.database.db
            .update(testPaymentIntents)
            .set({ status: 'succeeded' })
            .where(eq(testPaymentIntents.id, intentId));
        }
        return req(user, 'POST', '/payments/confirm-payment', { paymentIntentId: intentId });
      }
      const projectRow = async (projectId: string) => {
        const [project] = await ctx.database.db
          .select()
          .from(projects)
          .where(eq(projects.id, projectId));
        return { ...project!, payWhatYouWant: false, suggestedPriceCents: null };
      };

      it("opening a checkout closes only the same buyer's open checkout of the same project", async () => {
        const [p1, p2] = await Promise.all([
          createProject(ctx, seller, paidProject(3000)),
          createProject(ctx, seller, paidProject(3000)),
        ]);
        await createCode(seller, { code: 'SCOPE', type: 'fixed', amount: 1, maxRedemptions: 5 });
        const [shopper, neighbour] = await Promise.all([createUser(ctx), createUser(ctx)]);
        const open = async (buyerId: string, projectId: string) =>
          ctx.app.checkout.openCheckout({
            project: await projectRow(projectId),
            buyerId,
            discountCode: 'SCOPE',
            expiresAt: new Date(clock.getTime() + 30 * MINUTE),
          });
        const first = await open(shopper.id, p1);
        const untouched = [await open(shopper.id, p2), await open(neighbour.id, p1)];
        expect(first.replacedIntentIds).toEqual([]);
        const again = await open(shopper.id, p1);
        expect(again.replacedIntentIds).toEqual([]); // the first one had no intent yet
        const rows = await ctx.database.db
          .select()
          .from(checkouts)
          .where(
            eq(checkouts.discountId, (await codes(seller)).find((c) => c.code === 'SCOPE')!.id),
          );
        const state = new Map(rows.map((r) => [r.id, [r.redemption, r.closedAt === null]]));
        expect(state.get(first.checkoutId)).toEqual(['released', false]);
        expect(state.get(again.checkoutId)).toEqual(['reserved', true]);
        for (const u of untouched) expect(state.get(u.checkoutId)).toEqual(['reserved', true]);
      });

      it('re-opening the checkout with a one-use code replaces the old one, whose intent is canceled', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'ONCE', type: 'fixed', amount: 5, maxRedemptions: 1 });
        const shopper = await createUser(ctx);
        const first = await checkout(shopper, { projectId, discountCode: 'ONCE' });
        expect(first.statusCode).toBe(200);
        const firstIntent = first.json().paymentIntentId as string;

        // A refused code changes nothing: the first checkout stays open and payable.
        const refused = await checkout(shopper, { projectId, discountCode: 'NOPE' });
        expect(refused.json()).toEqual({ error: COMMERCE_MESSAGES.codeNotFound });
        expect((await checkoutsOf(shopper.id, projectId)).map((r) => r.closedAt)).toEqual([null]);
        expect(await intentStatus(firstIntent)).not.toBe('canceled');

        // The dialog was closed and opened again: the buyer's own checkout does not use it up.
        const second = await checkout(shopper, { projectId, discountCode: 'once' });
        expect(second.statusCode, second.body).toBe(200);
        expect(second.json().amount).toMatchObject({ discountCents: 500, discountCode: 'ONCE' });
        const secondIntent = second.json().paymentIntentId as string;
        const rows = await checkoutsOf(shopper.id, projectId);
        expect(rows.filter((r) => r.closedAt === null).map((r) => r.paymentReference)).toEqual([
          secondIntent,
        ]);
        expect(
          rows.filter((r) => r.redemption === 'reserved').map((r) => r.paymentReference),
        ).toEqual([secondIntent]);
        expect(await intentStatus(firstIntent)).toBe('canceled');
        expect((await codes(seller)).find((c) => c.code === 'ONCE')).toMatchObject({
          redemptions: 0,
          reserved: 1,
        });

        // The replaced checkout can no longer be paid; the current one can.
        const old = await req(shopper, 'POST', '/payments/confirm-payment', {
          paymentIntentId: firstIntent,
        });
        expect(old.statusCode).toBe(409);
        expect((await pay(shopper, secondIntent)).statusCode).toBe(200);
        expect((await codes(seller)).find((c) => c.code === 'ONCE')).toMatchObject({
          redemptions: 1,
          reserved: 0,
        });
        const other = await createUser(ctx);
        expect((await checkout(other, { projectId, discountCode: 'ONCE' })).json()).toEqual({
          error: COMMERCE_MESSAGES.codeUsedUp,
        });
      });

      it('many checkouts opened at once by one buyer leave one open checkout holding one slot', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'HOARD', type: 'percent', amount: 10, maxRedemptions: 2 });
        const hoarder = await createUser(ctx);
        const results = await Promise.all(
          Array.from({ length: 15 }, () => checkout(hoarder, { projectId, discountCode: 'HOARD' })),
        );
        for (const r of results) {
          if (r.statusCode !== 200) {
            expect(r.statusCode, r.body).toBe(409);
            expect(r.json()).toEqual({ error: PAYMENT_MESSAGES.checkoutReplaced });
          }
        }
        expect(results.some((r) => r.statusCode === 200)).toBe(true);
        const rows = await checkoutsOf(hoarder.id, projectId);
        const open = rows.filter((r) => r.closedAt === null);
        expect(open).toHaveLength(1);
        const current = open[0]!;
        expect(rows.filter((r) => r.redemption === 'reserved').map((r) => r.id)).toEqual([
          current.id,
        ]);
        for (const row of rows) {
          if (row.id !== current.id)
            expect(await intentStatus(row.paymentReference!)).toBe('canceled');
        }
        expect((await codes(seller)).find((c) => c.code === 'HOARD')!.reserved).toBe(1);
        // The code's other slot is still there for another buyer.
        const other = await createUser(ctx);
        expect((await checkout(other, { projectId, discountCode: 'HOARD' })).statusCode).toBe(200);
        expect((await pay(hoarder, current.paymentReference!)).statusCode).toBe(200);
      });

      it('a checkout left open by a crash (its intent never recorded) is replaced after a restart', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'REBOOT', type: 'fixed', amount: 5, maxRedemptions: 1 });
        const shopper = await createUser(ctx);
        // The server priced a checkout and the provider made its intent, then the process died
        // before the intent was written to the checkout.
        const project = await projectRow(projectId);
        const opened = await ctx.app.checkout.openCheckout({
          project,
          buyerId: shopper.id,
          discountCode: 'REBOOT',
          expiresAt: new Date(clock.getTime() + 30 * MINUTE),
        });
        const [account] = await ctx.database.db
          .select()
          .from(paymentAccounts)
          .where(eq(paymentAccounts.userId, seller.id));
        await ctx.app.paymentProvider!.createIntent({
          projectId,
          buyerId: shopper.id,
          amountCents: opened.cents.totalCents,
          feeCents: opened.cents.feeCents,
          currency: 'USD',
          destinationAccountId: account!.providerAccountId,
          description: 'never recorded',
          priceCents: project.priceCents,
          licenseType: 'paid',
          expiresAt: new Date(clock.getTime() + 30 * MINUTE),
        });
        expect((await checkoutsOf(shopper.id, projectId)).map((r) => r.redemption)).toEqual([
          'reserved',
        ]);

        // After the restart the buyer opens the checkout again, with the same one-use code.
        const again = await checkout(shopper, { projectId, discountCode: 'REBOOT' });
        expect(again.statusCode, again.body).toBe(200);
        const rows = await checkoutsOf(shopper.id, projectId);
        expect(
          rows.map((r) => [r.id === opened.checkoutId, r.redemption, r.closedAt === null]),
        ).toEqual([
          [true, 'released', false],
          [false, 'reserved', true],
        ]);
        const other = await createUser(ctx);
        expect((await checkout(other, { projectId, discountCode: 'REBOOT' })).json()).toEqual({
          error: COMMERCE_MESSAGES.codeUsedUp,
        });
        expect((await pay(shopper, again.json().paymentIntentId)).statusCode).toBe(200);
        expect((await codes(seller)).find((c) => c.code === 'REBOOT')).toMatchObject({
          redemptions: 1,
          reserved: 0,
        });
      });

      it('a replaced intent paid anyway (the cancel lost a race) still gives the buyer the license', async () => {
        const projectId = await createProject(ctx, seller, paidProject(3000));
        await createCode(seller, { code: 'RACE', type: 'fixed', amount: 5, maxRedemptions: 1 });
        const shopper = await createUser(ctx);
        const first = await checkout(shopper, { projectId, discountCode: 'RACE' });
        const second = await checkout(shopper, { projectId, discountCode: 'RACE' });
        expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
        const res = await paidAnyway(shopper, first.json().paymentIntentId);
        expect(res.statusCode, res.body).toBe(200);
        const held = await ctx.database.db
          .select()
          .from(licenses)
          .where(and(eq(licenses.projectId, projectId), eq(licenses.buyerId, shopper.id)));
        expect(held.map((l) => [l.paymentReference, l.totalCents])).toEqual([
          [first.json().paymentIntentId, 3000],
        ]);
        // One redemption, and the newer checkout no longer holds a slot.
        expect((await codes(seller)).find((c) => c.code === 'RACE')).toMatchObject({
          redemptions: 1,
          reserved: 0,
        });
      });
    });
  });
}
