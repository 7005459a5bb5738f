import { DEFAULT_SELLER_OF_RECORD, PAYMENT_MESSAGES } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { IntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import {
  createProject,
  giveAccount,
  licensesOf,
  paidProject,
} from '../../../test/payments-fixtures';
import { createLicenseEvents } from '../licenses/license-events';
import { createLicensesRepository } from '../licenses/licenses.repository';
import { createDiscountsRepository } from '../discounts/discounts.repository';
import { createDiscountsService } from '../discounts/discounts.service';
import { createLicensesService } from '../licenses/licenses.service';
import { createReceiptsRepository } from '../receipts/receipts.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createPaymentsService } from '../payments/payments.service';
import { createReceiptsService } from '../receipts/receipts.service';
import { createCheckoutRepository } from './checkout.repository';
import { createCheckoutService } from './checkout.service';

/** Service rules with a scripted provider: what the provider says is what counts. */

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
const intents = new Map<string, IntentInfo>();
const refunded: string[] = [];
let failing = false;

const provider: PaymentProvider = {
  name: 'stripe',
  publishableKey: 'pk_scripted',
  async cardLast4() {
    return null;
  },
  async cancelIntent(id) {
    const intent = intents.get(id);
    if (intent?.status === 'requires_payment_method') intent.status = 'canceled';
  },
  async cancelOpenIntents(projectId) {
    const open = [...intents.values()].filter(
      (i) => i.projectId === projectId && i.status === 'requires_payment_method',
    );
    for (const i of open) i.status = 'canceled';
    return open.length;
  },
  async createOrderIntent() {
    throw new Error('not used here');
  },
  async transferToSeller() {
    return null;
  },
  async createIntent(input) {
    if (failing) throw new Error('provider down');
    const id = `pi_scripted_${intents.size + 1}`;
    intents.set(id, {
      id,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      feeCents: input.feeCents,
      currency: input.currency,
      projectId: input.projectId,
      orderId: null,
      buyerId: input.buyerId,
      priceCents: input.priceCents,
      licenseType: input.licenseType,
      expiresAt: input.expiresAt,
    });
    return { id, clientSecret: `${id}_secret_x` };
  },
  async retrieveIntent(id) {
    return intents.get(id) ?? null;
  },
  async refund(id) {
    refunded.push(id);
    return 'refunded';
  },
  async createAccount() {
    return { accountId: 'acct_scripted' };
  },
  async onboardingUrl() {
    return 'https://onboarding.example';
  },
  async retrieveAccount() {
    return { detailsSubmitted: true, chargesEnabled: true };
  },
};

/** These tests buy one project at a time: nothing here reaches an order. */
const noOrders = {
  closeOpenOrders: async () => [],
  refuseIfStaleIntent: async () => {},
  fulfilIntent: async () => {
    throw new Error('no order intents in these tests');
  },
  releaseIntent: async () => {},
  cancelOpenOrdersOf: async () => {},
};

function services() {
  const silent = { error: () => {}, warn: () => {}, info: () => {} };
  const licenses = createLicensesService(createLicensesRepository(ctx.database.db), {
    events: createLicenseEvents(ctx.app.outbox, ctx.database.db, silent),
  });
  const payments = createPaymentsService(createPaymentsRepository(ctx.database.db), {
    provider,
    licenses,
    log: silent as never,
  });
  return createCheckoutService(createCheckoutRepository(ctx.database.db), {
    orders: noOrders,
    provider,
    licenses,
    sellerAccount: payments.sellerAccount,
    discounts: createDiscountsService(createDiscountsRepository(ctx.database.db), {
      now: () => new Date(),
    }),
    receipts: createReceiptsService(createReceiptsRepository(ctx.database.db), {
      tax: null,
      provider,
      log: silent as never,
      now: () => new Date(),
      sellerOfRecord: async () => ({ ...DEFAULT_SELLER_OF_RECORD }),
    }),
    log: silent as never,
  });
}

const asUser = (u: TestUser) => ({ id: u.id, username: u.username, email: u.email, role: u.role });

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx);
  buyer = await createUser(ctx);
  await giveAccount(ctx, seller, { provider: 'stripe', accountId: 'acct_seller' });
});
afterAll(() => ctx.close());

describe('checkout service', () => {
  it('accepts only intents the provider reports as succeeded', async () => {
    const service = services();
    const projectId = await createProject(ctx, seller, paidProject(2000));
    const { paymentIntentId } = await service.createIntent(asUser(buyer), { projectId: projectId });
    for (const status of ['processing', 'requires_action', 'canceled'] as const) {
      intents.get(paymentIntentId)!.status = status;
      await expect(service.confirmPayment(asUser(buyer), paymentIntentId)).rejects.toMatchObject({
        statusCode: 400,
        message: PAYMENT_MESSAGES.paymentNotSucceeded,
      });
    }
    intents.get(paymentIntentId)!.status = 'succeeded';
    const { license } = await service.confirmPayment(asUser(buyer), paymentIntentId);
    expect(license.kind).toBe('paid');
    // The license carries the provider's amounts.
    const [row] = await licensesOf(ctx, projectId);
    expect(row).toMatchObject({ totalCents: 2400, feeCents: 400, sellerCents: 2000 });
  });

  it('treats an intent without our metadata as not found', async () => {
    intents.set('pi_foreign', {
      id: 'pi_foreign',
      status: 'succeeded',
      amountCents: 100,
      feeCents: 0,
      currency: 'USD',
      priceCents: null,
      orderId: null,
      licenseType: null,
      expiresAt: null,
      projectId: null,
      buyerId: null,
    });
    await expect(services().confirmPayment(asUser(buyer), 'pi_foreign')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refunds a second succeeded payment for a license already held', async () => {
    const service = services();
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, paidProject(1000));
    const a = await service.createIntent(asUser(user), { projectId: projectId });
    const b = await service.createIntent(asUser(user), { projectId: projectId });
    intents.get(a.paymentIntentId)!.status = 'succeeded';
    intents.get(b.paymentIntentId)!.status = 'succeeded';
    await service.confirmPayment(asUser(user), a.paymentIntentId);
    await expect(service.confirmPayment(asUser(user), b.paymentIntentId)).rejects.toMatchObject({
      statusCode: 409,
      message: PAYMENT_MESSAGES.alreadyHaveAccess,
    });
    expect(refunded).toContain(b.paymentIntentId);
    expect(await licensesOf(ctx, projectId)).toHaveLength(1);
  });

  it('turns a provider failure into a 502', async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    failing = true;
    try {
      await expect(
        services().createIntent(asUser(buyer), { projectId: projectId }),
      ).rejects.toMatchObject({
        statusCode: 502,
      });
    } finally {
      failing = false;
    }
  });
});
