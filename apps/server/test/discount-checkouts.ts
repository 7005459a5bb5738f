import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { expect } from 'vitest';

import { startFakeStripe, type FakeStripe } from './fakes/stripe';
import { createTestApp, createUser, type TestContext, type TestUser } from './helper';
import { giveAccount } from './payments-fixtures';

/**
 * Checkouts with discount codes through the HTTP API, with the built-in test processor or with
 * Stripe (the real SDK against the local fake): the discounts tests (codes and their uses) and
 * the checkout tests (one open checkout per buyer and project) share it.
 */

export interface DiscountCheckoutWorld {
  ctx: TestContext;
  /** The fake Stripe; null with the built-in test processor. */
  fake: FakeStripe | null;
  seller: TestUser;
  otherSeller: TestUser;
  buyer: TestUser;
  close(): Promise<void>;
}

/** An app on the provider, on `clock`, with two onboarded sellers and a buyer. */
export async function startDiscountCheckoutWorld(
  providerName: 'test' | 'stripe',
  clock: () => Date,
): Promise<DiscountCheckoutWorld> {
  let fake: FakeStripe | null = null;
  let ctx: TestContext;
  if (providerName === 'stripe') {
    fake = await startFakeStripe();
    ctx = await createTestApp(
      {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE_URL: fake.url,
      },
      { clock },
    );
  } else {
    ctx = await createTestApp({}, { clock });
  }
  const requests = discountCheckoutRequests(
    () => ctx,
    () => fake,
  );
  const seller = await createUser(ctx);
  const otherSeller = await createUser(ctx);
  const buyer = await createUser(ctx);
  for (const s of [seller, otherSeller]) {
    if (fake) {
      expect((await requests.req(s, 'POST', '/payments/create-connect-account')).statusCode).toBe(
        200,
      );
      fake.completeOnboarding([...fake.accounts.keys()].at(-1)!);
    } else {
      await giveAccount(ctx, s);
    }
  }
  return {
    ctx,
    fake,
    seller,
    otherSeller,
    buyer,
    async close() {
      await ctx.close();
      await fake?.close();
    },
  };
}

/** The requests of those tests, on the app and fake the getters return at call time. */
export function discountCheckoutRequests(
  getCtx: () => TestContext,
  getFake: () => FakeStripe | null,
) {
  const req = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    getCtx().app.inject({
      method,
      url: `/api${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const createCode = (user: TestUser, body: object) => req(user, 'POST', '/seller/discounts', body);
  const checkout = (user: TestUser, body: object) =>
    req(user, 'POST', '/payments/create-payment-intent', body);
  const codes = async (user: TestUser) =>
    (await req(user, 'GET', '/seller/discounts')).json().discounts as {
      id: string;
      code: string;
      redemptions: number;
      reserved: number;
    }[];

  /** The card goes through, and the buyer's browser confirms. */
  async function pay(user: TestUser, intentId: string) {
    const fake = getFake();
    if (fake) {
      fake.succeed(intentId);
    } else {
      const card = await req(user, 'POST', '/payments/test-processor/confirm', {
        paymentIntentId: intentId,
        cardNumber: TEST_CARD_SUCCESS,
      });
      expect(card.statusCode).toBe(200);
    }
    return req(user, 'POST', '/payments/confirm-payment', { paymentIntentId: intentId });
  }

  /** The payment fails or is abandoned: the provider says so (decline or canceled event). */
  async function fail(user: TestUser, intentId: string) {
    const fake = getFake();
    if (fake) {
      const intent = fake.intents.get(intentId)!;
      intent.status = 'canceled';
      const delivery = fake.webhook('payment_intent.canceled', intent);
      const res = await getCtx().app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: delivery.headers,
        payload: delivery.body,
      });
      expect(res.statusCode).toBe(200);
    } else {
      const card = await req(user, 'POST', '/payments/test-processor/confirm', {
        paymentIntentId: intentId,
        cardNumber: TEST_CARD_DECLINED,
      });
      expect(card.statusCode).toBe(402);
    }
  }

  return { req, createCode, checkout, codes, pay, fail };
}
