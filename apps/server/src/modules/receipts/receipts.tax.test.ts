import { RECEIPT_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkoutTaxes, checkouts } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';

/** Tax (docs/receipts-and-tax.md): the test processor's example table and Stripe Tax (fake). */

const call = (
  ctx: TestContext,
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), {
    mergePages: true,
  });
  return text;
}

async function taxRowOf(ctx: TestContext, intentId: string) {
  const [row] = await ctx.database.db
    .select({ tax: checkoutTaxes })
    .from(checkoutTaxes)
    .innerJoin(checkouts, eq(checkouts.id, checkoutTaxes.checkoutId))
    .where(eq(checkouts.paymentReference, intentId));
  return row?.tax;
}

describe('TAX_MODE=stripe on the test processor: the example rates', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ TAX_MODE: 'stripe' });
    seller = await createUser(ctx);
    await giveAccount(ctx, seller);
    projectId = await createProject(ctx, seller, paidProject(2500));
  });
  afterAll(() => ctx.close());

  it('asks for the billing country before it prices a checkout', async () => {
    const buyer = await createUser(ctx);
    expect((await call(ctx, buyer, 'GET', '/api/account/billing')).json().taxCollected).toBe(true);
    const res = await call(ctx, buyer, 'POST', '/api/payments/create-payment-intent', {
      projectId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RECEIPT_MESSAGES.countryRequired);
  });

  it('adds the country rate on price + fee, charges it and prints it on the receipt', async () => {
    const buyer = await createUser(ctx);
    const intent = await call(ctx, buyer, 'POST', '/api/payments/create-payment-intent', {
      projectId,
      billingCountry: 'DE',
    });
    expect(intent.statusCode).toBe(200);
    // 25.00 + 5.00 fee = 30.00; 19% of that is 5.70.
    expect(intent.json().amount).toMatchObject({
      price: 25,
      fee: 5,
      tax: 5.7,
      total: 35.7,
      taxCents: 570,
      totalCents: 3570,
    });
    const paymentIntentId = intent.json().paymentIntentId;
    expect(
      (
        await call(ctx, buyer, 'POST', '/api/payments/test-processor/confirm', {
          paymentIntentId,
          cardNumber: TEST_CARD_SUCCESS,
        })
      ).statusCode,
    ).toBe(200);
    const confirmed = await call(ctx, buyer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId,
    });
    expect(confirmed.statusCode).toBe(200);
    const licenseId = confirmed.json().license._id;
    const receipt = (await call(ctx, buyer, 'GET', `/api/licenses/${licenseId}/receipt`)).json();
    expect(receipt).toMatchObject({
      tax: 5.7,
      total: 35.7,
      taxNote: 'Tax 19% (Germany)',
      billingCountry: 'DE',
    });
    expect(receipt.lines.at(-1)).toMatchObject({ kind: 'tax', amountCents: 570 });
    const text = await pdfText(
      (await call(ctx, buyer, 'GET', `/api/licenses/${licenseId}/receipt.pdf`)).rawPayload,
    );
    expect(text).toContain('Tax 19% (Germany)');
    expect(text).toContain('$5.70');
    expect(text).toContain('$35.70');
    await settle(ctx.app); // the tax commit is an effect of the activation (ADR 015)
    expect((await taxRowOf(ctx, paymentIntentId))?.taxStatus).toBe('committed');

    expect(
      (await call(ctx, seller, 'POST', '/api/payments/refund', { licenseId })).statusCode,
    ).toBe(200);
    await settle(ctx.app);
    expect((await taxRowOf(ctx, paymentIntentId))?.taxStatus).toBe('reversed');
  });

  it('charges no tax where the table has no rate, and says so', async () => {
    const buyer = await createUser(ctx);
    const intent = await call(ctx, buyer, 'POST', '/api/payments/create-payment-intent', {
      projectId,
      billingCountry: 'US',
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amount).toMatchObject({ tax: 0, total: 30 });
  });
});

describe('TAX_MODE=stripe with Stripe: Stripe Tax through the SDK', () => {
  let fake: FakeStripe;
  let ctx: TestContext;
  let seller: TestUser;
  let projectId: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
      TAX_MODE: 'stripe',
    });
    seller = await createUser(ctx);
    expect(
      (await call(ctx, seller, 'POST', '/api/payments/create-connect-account')).statusCode,
    ).toBe(200);
    fake.completeOnboarding([...fake.accounts.keys()].at(-1)!);
    projectId = await createProject(ctx, seller, paidProject(2500));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('calculates, charges, commits after payment and reverses on refund', async () => {
    const buyer = await createUser(ctx);
    const intent = await call(ctx, buyer, 'POST', '/api/payments/create-payment-intent', {
      projectId,
      billingCountry: 'FR',
    });
    expect(intent.statusCode).toBe(200);
    // 30.00 taxable at the fake's 20% for France.
    expect(intent.json().amount).toMatchObject({ tax: 6, total: 36, taxCents: 600 });
    const paymentIntentId = intent.json().paymentIntentId as string;
    const calc = [...fake.taxCalculations.values()].at(-1)!;
    expect(calc.tax_amount_exclusive).toBe(600);
    expect(calc.customer_details).toMatchObject({
      address: { country: 'FR' },
      address_source: 'billing',
    });
    // The intent charges the tax; the platform keeps it with its fee (the seller gets the price).
    expect(fake.intents.get(paymentIntentId)).toMatchObject({
      amount: 3600,
      application_fee_amount: 1100,
    });
    expect(fake.taxTransactions.size).toBe(0);

    fake.succeed(paymentIntentId, { last4: '1881' });
    const confirmed = await call(ctx, buyer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId,
    });
    expect(confirmed.statusCode).toBe(200);
    const licenseId = confirmed.json().license._id;
    await settle(ctx.app); // the tax commit is an effect of the activation (ADR 015)
    const committed = [...fake.taxTransactions.values()];
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatchObject({
      type: 'transaction',
      calculation: calc.id,
      reference: paymentIntentId,
    });
    expect(await taxRowOf(ctx, paymentIntentId)).toMatchObject({
      taxMode: 'stripe',
      taxStatus: 'committed',
      taxCalculationId: calc.id,
      taxTransactionId: committed[0]!.id,
      taxRateBasisPoints: 2000,
    });

    const receipt = (await call(ctx, buyer, 'GET', `/api/licenses/${licenseId}/receipt`)).json();
    expect(receipt).toMatchObject({
      tax: 6,
      total: 36,
      taxNote: 'Tax 20% (France)',
      // Stripe's digits, asked after the payment's transaction committed.
      cardLast4: '1881',
      paymentMethod: 'Card ending in 1881',
    });

    expect(
      (await call(ctx, seller, 'POST', '/api/payments/refund', { licenseId })).statusCode,
    ).toBe(200);
    await settle(ctx.app);
    const reversal = [...fake.taxTransactions.values()].find((t) => t.type === 'reversal');
    expect(reversal).toMatchObject({
      reversal: { original_transaction: committed[0]!.id },
      reference: `${paymentIntentId}-refund`,
    });
    expect(
      fake.requests.find((r) => r.path === '/v1/tax/transactions/create_reversal')?.body,
    ).toMatchObject({
      mode: 'full',
    });
    expect((await taxRowOf(ctx, paymentIntentId))?.taxStatus).toBe('reversed');
    expect(
      (await call(ctx, buyer, 'GET', `/api/licenses/${licenseId}/receipt`)).json().status,
    ).toBe('refunded');
  });

  it('sends an EU VAT ID to Stripe (reverse charge: no tax) and prints it', async () => {
    const buyer = await createUser(ctx);
    const intent = await call(ctx, buyer, 'POST', '/api/payments/create-payment-intent', {
      projectId,
      billingCountry: 'DE',
      vatId: 'DE123456789',
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amount).toMatchObject({ tax: 0, total: 30 });
    expect([...fake.taxCalculations.values()].at(-1)!.customer_details).toMatchObject({
      tax_ids: { 0: { type: 'eu_vat', value: 'DE123456789' } },
    });
  });

  it('answers 400 when Stripe cannot place the buyer from the country alone', async () => {
    const buyer = await createUser(ctx);
    const res = await call(ctx, buyer, 'POST', '/api/payments/create-payment-intent', {
      projectId,
      billingCountry: 'US',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RECEIPT_MESSAGES.taxLocationInvalid);
  });
});

describe('TAX_MODE', () => {
  it('is off by default and refuses other values', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({}).TAX_MODE).toBe('off');
    expect(() => loadConfig({ TAX_MODE: 'on' })).toThrow(/TAX_MODE/);
  });
});
