import crypto from 'node:crypto';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { RefundExceedsPaymentError } from './payment-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

let fake: FakeStripe;
let provider: StripeProvider;
const publicUrl = 'https://market.example';

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider(
    {
      secretKey: fake.secretKey,
      publishableKey: 'pk_test_123',
      webhookSecret: fake.webhookSecret,
      apiBaseUrl: fake.url,
    },
    { publicUrl },
  );
});
afterAll(() => fake.close());

describe('Stripe provider (real SDK against the fake Stripe API)', () => {
  it('creates an Express account and an onboarding link back to the seller dashboard', async () => {
    const { accountId } = await provider.createAccount({ userId: 'u1', email: 's@example.com' });
    expect(accountId).toMatch(/^acct_/);
    const created = fake.requests.find((r) => r.path === '/v1/accounts' && r.method === 'POST')!;
    expect(created.body).toMatchObject({
      type: 'express',
      email: 's@example.com',
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { userId: 'u1' },
    });

    const url = await provider.onboardingUrl(accountId);
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const link = fake.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${publicUrl}/seller-dashboard?onboarding=refresh`,
      return_url: `${publicUrl}/seller-dashboard?onboarding=return`,
    });

    expect(await provider.retrieveAccount(accountId)).toEqual({
      detailsSubmitted: false,
      chargesEnabled: false,
    });
    fake.completeOnboarding(accountId);
    expect(await provider.retrieveAccount(accountId)).toEqual({
      detailsSubmitted: true,
      chargesEnabled: true,
    });
    expect(await provider.retrieveAccount('acct_missing')).toBeNull();
  });

  it('creates a destination charge with the fee, and reads it back', async () => {
    const { accountId } = await provider.createAccount({ userId: 'u2', email: 'x@example.com' });
    const intent = await provider.createIntent({
      projectId: 'p1',
      buyerId: 'b1',
      amountCents: 3000,
      feeCents: 500,
      currency: 'USD',
      destinationAccountId: accountId,
      description: 'Codebazaar license: Kit',
      priceCents: 2500,
      licenseType: 'paid',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toBe(fake.intents.get(intent.id)!.client_secret);
    expect(fake.intents.get(intent.id)).toMatchObject({
      amount: 3000,
      currency: 'usd',
      application_fee_amount: 500,
      transfer_data: { destination: accountId },
      payment_method_types: ['card'],
      metadata: {
        projectId: 'p1',
        buyerId: 'b1',
        priceCents: '2500',
        licenseType: 'paid',
        expiresAt: String(Date.parse('2030-01-01T00:30:00Z') / 1000),
      },
    });

    expect(await provider.retrieveIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amountCents: 3000,
      feeCents: 500,
      currency: 'USD',
      projectId: 'p1',
      orderId: null,
      buyerId: 'b1',
      priceCents: 2500,
      licenseType: 'paid',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
    fake.succeed(intent.id);
    expect((await provider.retrieveIntent(intent.id))!.status).toBe('succeeded');
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();

    expect(await provider.refund(intent.id)).toBe('refunded');
    expect(fake.refunds.at(-1)!.params).toMatchObject({
      payment_intent: intent.id,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    // Stripe says "already refunded" the second time: still refunded.
    expect(await provider.refund(intent.id)).toBe('refunded');
    expect(await provider.refund('pi_missing')).toBe('not_found');
  });

  it('refunds a project payment in full without options, reversing its transfer and fee (as before)', async () => {
    const { accountId } = await provider.createAccount({ userId: 'u9', email: 'y@example.com' });
    const { id } = await provider.createIntent({
      projectId: 'p9',
      buyerId: 'b9',
      amountCents: 1200,
      feeCents: 200,
      currency: 'USD',
      destinationAccountId: accountId,
      description: 'Codebazaar license: One',
      priceCents: 1000,
      licenseType: 'paid',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
    fake.succeed(id);
    expect(await provider.refund(id)).toBe('refunded');
    const refunds = fake.refunds.filter((r) => r.payment_intent === id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1200 });
    expect(refunds[0]!.params).toEqual({
      payment_intent: id,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
  });

  it('verifies webhook signatures made the way Stripe makes them', () => {
    const { body, headers } = fake.webhook('account.updated', { id: 'acct_1', object: 'account' });
    const event = provider.parseWebhook(Buffer.from(body), headers['stripe-signature']!);
    expect(event.type).toBe('account.updated');

    const forged = fake.webhook('account.updated', { id: 'acct_1' }, { secret: 'whsec_other' });
    expect(() => provider.parseWebhook(forged.body, forged.headers['stripe-signature']!)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // A body changed after signing fails too.
    expect(() =>
      provider.parseWebhook(body.replace('acct_1', 'acct_2'), headers['stripe-signature']!),
    ).toThrow();
  });

  it('accepts events signed with any of several comma-separated endpoint secrets', () => {
    const both = createStripeProvider(
      {
        secretKey: fake.secretKey,
        publishableKey: 'pk',
        webhookSecret: `whsec_platform, ${fake.webhookSecret}`,
        apiBaseUrl: fake.url,
      },
      { publicUrl },
    );
    for (const secret of ['whsec_platform', fake.webhookSecret]) {
      const d = fake.webhook('account.updated', { id: 'acct_1' }, { secret });
      expect(both.parseWebhook(d.body, d.headers['stripe-signature']!).type).toBe(
        'account.updated',
      );
    }
    const forged = fake.webhook('account.updated', { id: 'acct_1' }, { secret: 'whsec_nope' });
    expect(() => both.parseWebhook(forged.body, forged.headers['stripe-signature']!)).toThrow();
  });

  it('fails with the wrong secret key', async () => {
    const wrong = createStripeProvider(
      {
        secretKey: 'sk_test_wrong',
        publishableKey: 'pk',
        webhookSecret: 'whsec',
        apiBaseUrl: fake.url,
      },
      { publicUrl },
    );
    await expect(wrong.retrieveAccount('acct_1')).rejects.toThrow(/Invalid API Key/);
  });
});

describe('Stripe provider: orders paid at once (separate charges and transfers)', () => {
  /** Two onboarded sellers, and a paid order intent of 3000 cents (fee 500). */
  async function paidOrder() {
    const sellers: string[] = [];
    for (const n of [1, 2]) {
      const { accountId } = await provider.createAccount({
        userId: `seller${n}`,
        email: `seller${n}@example.com`,
      });
      fake.completeOnboarding(accountId);
      sellers.push(accountId);
    }
    const orderId = crypto.randomUUID();
    const { id } = await provider.createOrderIntent({
      orderId,
      buyerId: 'buyer1',
      amountCents: 3000,
      feeCents: 500,
      currency: 'USD',
      description: 'Codebazaar order of 2 projects',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
    fake.succeed(id);
    return { id, orderId, sellers: sellers as [string, string] };
  }

  it('makes a charge on the platform in the order transfer group, and reads it back', async () => {
    const orderId = crypto.randomUUID();
    const { id, clientSecret } = await provider.createOrderIntent({
      orderId,
      buyerId: 'b1',
      amountCents: 3000,
      feeCents: 500,
      currency: 'USD',
      description: 'Codebazaar order of 2 projects',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
    expect(clientSecret).toBe(fake.intents.get(id)!.client_secret);
    const pi = fake.intents.get(id)!;
    expect(pi).toMatchObject({
      amount: 3000,
      currency: 'usd',
      application_fee_amount: null,
      transfer_data: null,
      transfer_group: orderId,
      description: 'Codebazaar order of 2 projects',
    });
    expect(pi.metadata).toEqual({
      orderId,
      buyerId: 'b1',
      feeCents: '500',
      expiresAt: String(Date.parse('2030-01-01T00:30:00Z') / 1000),
    });
    expect(await provider.retrieveIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 3000,
      feeCents: 500,
      currency: 'USD',
      projectId: null,
      orderId,
      buyerId: 'b1',
      priceCents: null,
      licenseType: null,
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
  });

  it("transfers each seller's share from the order's charge, once per key", async () => {
    const { id, orderId, sellers } = await paidOrder();
    const transfer = (destination: string, amountCents: number) =>
      provider.transferToSeller({
        intentId: id,
        orderId,
        destinationAccountId: destination,
        amountCents,
        currency: 'USD',
        idempotencyKey: `transfer:${orderId}:${destination}`,
      });
    const first = await transfer(sellers[0], 1500);
    expect(first).toMatch(/^tr_/);
    expect(fake.transfers.get(first!)).toMatchObject({
      amount: 1500,
      currency: 'usd',
      destination: sellers[0],
      source_transaction: fake.intents.get(id)!.latest_charge,
      transfer_group: orderId,
    });
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
    expect(made.at(-1)!.idempotencyKey).toBe(`transfer:${orderId}:${sellers[0]}`);
    // The same key again (a retried job): the same transfer, no second one.
    expect(await transfer(sellers[0], 1500)).toBe(first);
    expect(await transfer(sellers[1], 1000)).not.toBe(first);
    const ofOrder = [...fake.transfers.values()].filter((t) => t.transfer_group === orderId);
    expect(ofOrder.map((t) => [t.destination, t.amount])).toEqual([
      [sellers[0], 1500],
      [sellers[1], 1000],
    ]);
  });

  it('refuses to transfer from an order that is not paid', async () => {
    const orderId = crypto.randomUUID();
    const { id } = await provider.createOrderIntent({
      orderId,
      buyerId: 'b1',
      amountCents: 1000,
      feeCents: 100,
      currency: 'USD',
      description: 'Codebazaar order',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
    });
    await expect(
      provider.transferToSeller({
        intentId: id,
        orderId,
        destinationAccountId: 'acct_x',
        amountCents: 900,
        currency: 'USD',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow(/no succeeded charge/);
  });

  it("refunds one line and takes its seller's share back from that seller's transfer only", async () => {
    const { id, orderId, sellers } = await paidOrder();
    for (const [destination, amountCents] of [
      [sellers[0], 1500],
      [sellers[1], 1000],
    ] as const) {
      await provider.transferToSeller({
        intentId: id,
        orderId,
        destinationAccountId: destination,
        amountCents,
        currency: 'USD',
        idempotencyKey: `transfer:${orderId}:${destination}`,
      });
    }
    const refundLine1 = () =>
      provider.refund(id, {
        amountCents: 1800,
        idempotencyKey: `refund:${id}:1`,
        reverseTransfer: { destinationAccountId: sellers[0], amountCents: 1500 },
      });
    expect(await refundLine1()).toBe('refunded');
    const refunds = fake.refunds.filter((r) => r.payment_intent === id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 1800,
      metadata: { idempotencyKey: `refund:${id}:1` },
    });
    // A separate charge: no destination transfer or application fee to reverse on the refund.
    expect(refunds[0]!.params).not.toHaveProperty('reverse_transfer');
    expect(refunds[0]!.params).not.toHaveProperty('refund_application_fee');
    const transfers = [...fake.transfers.values()].filter((t) => t.transfer_group === orderId);
    expect(transfers.map((t) => [t.destination, t.amount_reversed])).toEqual([
      [sellers[0], 1500],
      [sellers[1], 0],
    ]);
    expect(fake.intents.get(id)!.status).toBe('succeeded');

    // Asked again, alone or ten times at once: nothing more moves.
    expect(await refundLine1()).toBe('refunded');
    expect(await Promise.all(Array.from({ length: 10 }, refundLine1))).toEqual(
      Array(10).fill('refunded'),
    );
    expect(fake.refunds.filter((r) => r.payment_intent === id)).toHaveLength(1);
    expect(transfers[0]!.reversals.data).toHaveLength(1);

    // More than is left: refused.
    await expect(
      provider.refund(id, { amountCents: 1500, idempotencyKey: `refund:${id}:2` }),
    ).rejects.toThrow(RefundExceedsPaymentError);
  });

  it('refunds concurrent first requests for one line once', async () => {
    const { id, orderId, sellers } = await paidOrder();
    await provider.transferToSeller({
      intentId: id,
      orderId,
      destinationAccountId: sellers[1],
      amountCents: 1000,
      currency: 'USD',
      idempotencyKey: `transfer:${orderId}:${sellers[1]}`,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        provider.refund(id, {
          amountCents: 1200,
          idempotencyKey: `refund:${id}:2`,
          reverseTransfer: { destinationAccountId: sellers[1], amountCents: 1000 },
        }),
      ),
    );
    expect(answers).toEqual(Array(10).fill('refunded'));
    expect(fake.refunds.filter((r) => r.payment_intent === id).map((r) => r.amount)).toEqual([
      1200,
    ]);
    const [transfer] = [...fake.transfers.values()].filter((t) => t.transfer_group === orderId);
    expect(transfer!.amount_reversed).toBe(1000);
    expect(transfer!.reversals.data).toHaveLength(1);
  });

  it("reverses nothing when the seller's transfer was not made yet", async () => {
    const { id, sellers } = await paidOrder();
    expect(
      await provider.refund(id, {
        amountCents: 1000,
        idempotencyKey: `refund:${id}:1`,
        reverseTransfer: { destinationAccountId: sellers[0], amountCents: 800 },
      }),
    ).toBe('refunded');
    expect(fake.refunds.filter((r) => r.payment_intent === id).map((r) => r.amount)).toEqual([
      1000,
    ]);
  });

  it("refunds an order in full: what is left of the charge, and what is left of each seller's transfer", async () => {
    const { id, orderId, sellers } = await paidOrder();
    for (const [destination, amountCents] of [
      [sellers[0], 1500],
      [sellers[1], 1000],
    ] as const) {
      await provider.transferToSeller({
        intentId: id,
        orderId,
        destinationAccountId: destination,
        amountCents,
        currency: 'USD',
        idempotencyKey: `transfer:${orderId}:${destination}`,
      });
    }
    await provider.refund(id, {
      amountCents: 1800,
      idempotencyKey: `refund:${id}:1`,
      reverseTransfer: { destinationAccountId: sellers[0], amountCents: 1500 },
    });
    expect(await provider.refund(id)).toBe('refunded');
    const refunds = fake.refunds.filter((r) => r.payment_intent === id);
    expect(refunds.map((r) => r.amount)).toEqual([1800, 1200]);
    expect(refunds[1]!.params).toEqual({ payment_intent: id });
    const transfers = [...fake.transfers.values()].filter((t) => t.transfer_group === orderId);
    expect(transfers.map((t) => t.reversed)).toEqual([true, true]);
    // Again: already refunded, nothing more moves.
    expect(await provider.refund(id)).toBe('refunded');
    expect(fake.refunds.filter((r) => r.payment_intent === id)).toHaveLength(2);
  });
});
