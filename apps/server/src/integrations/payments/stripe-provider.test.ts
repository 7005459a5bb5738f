import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
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
