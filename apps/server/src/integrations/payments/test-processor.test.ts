import crypto from 'node:crypto';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client';
import { testPaymentIntents } from '../../db/schema';
import { createTestDatabase, createUser, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { RefundExceedsPaymentError } from './payment-provider';
import { createTestProcessor, type TestProcessor } from './test-processor';

/** The built-in processor's intents of orders (several lines, one payment) and their refunds. */
let database: Database;
let drop: () => Promise<void>;
let processor: TestProcessor;
let buyer: TestUser;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  processor = createTestProcessor(database.db, { publicUrl: 'http://localhost:3000' });
  buyer = await createUser({ database });
});
afterAll(() => drop());

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000);

async function row(id: string) {
  const [r] = await database.db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, id));
  return r!;
}

/** An order's intent of `amountCents`, paid with the test card. */
async function paidOrder(amountCents = 3000) {
  const orderId = crypto.randomUUID();
  const { id } = await processor.createOrderIntent({
    orderId,
    buyerId: buyer.id,
    amountCents,
    feeCents: 500,
    currency: 'USD',
    description: 'Codebazaar order',
    expiresAt: inHalfAnHour(),
  });
  const paid = await processor.confirmCard(id, buyer.id, TEST_CARD_SUCCESS, new Date());
  expect(paid).toEqual({ outcome: 'succeeded', changed: true });
  return { id, orderId };
}

describe('test processor: order intents', () => {
  it('keeps an order intent with its order and no project, and reads it back', async () => {
    const orderId = crypto.randomUUID();
    const expiresAt = inHalfAnHour();
    const { id, clientSecret } = await processor.createOrderIntent({
      orderId,
      buyerId: buyer.id,
      amountCents: 4200,
      feeCents: 700,
      currency: 'USD',
      description: 'Codebazaar order',
      expiresAt,
    });
    expect(id).toMatch(/^tpi_/);
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_`));
    expect(await row(id)).toMatchObject({
      orderId,
      projectId: null,
      buyerId: buyer.id,
      amountCents: 4200,
      feeCents: 700,
      refundedCents: 0,
      status: 'requires_payment_method',
    });
    expect(await processor.retrieveIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 4200,
      feeCents: 700,
      currency: 'USD',
      projectId: null,
      orderId,
      buyerId: buyer.id,
      priceCents: null,
      licenseType: null,
      expiresAt,
    });
  });

  it('takes the test card for an order (no project to check), but not after it expired', async () => {
    const { id } = await paidOrder();
    expect((await processor.retrieveIntent(id))!.status).toBe('succeeded');
    expect(await processor.cardLast4(id)).toBe('4242');

    const late = await processor.createOrderIntent({
      orderId: crypto.randomUUID(),
      buyerId: buyer.id,
      amountCents: 1000,
      feeCents: 100,
      currency: 'USD',
      description: 'Codebazaar order',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await processor.confirmCard(late.id, buyer.id, TEST_CARD_SUCCESS, new Date())).toEqual({
      outcome: 'closed',
      status: 'requires_payment_method',
    });
  });

  it('moves no money to sellers: a transfer is booked from the licenses (null)', async () => {
    const { id, orderId } = await paidOrder();
    expect(
      await processor.transferToSeller({
        intentId: id,
        orderId,
        destinationAccountId: 'acct_test_seller',
        amountCents: 1000,
        currency: 'USD',
        idempotencyKey: `transfer:${orderId}:seller`,
      }),
    ).toBeNull();
  });

  it('leaves a project intent as it was: its project, no order', async () => {
    const seller = await createUser({ database });
    const projectId = await createProject({ database }, seller, paidProject(1000));
    const { id } = await processor.createIntent({
      projectId,
      buyerId: buyer.id,
      amountCents: 1200,
      feeCents: 200,
      currency: 'USD',
      destinationAccountId: 'acct_test_x',
      description: 'Codebazaar license',
      priceCents: 1000,
      licenseType: 'paid',
      expiresAt: inHalfAnHour(),
    });
    expect(await processor.retrieveIntent(id)).toMatchObject({ projectId, orderId: null });
    expect(await processor.confirmCard(id, buyer.id, TEST_CARD_SUCCESS, new Date())).toEqual({
      outcome: 'succeeded',
      changed: true,
    });
    // Refunded in full, as before.
    expect(await processor.refund(id)).toBe('refunded');
    expect(await row(id)).toMatchObject({ status: 'refunded', refundedCents: 1200 });
    expect(await processor.refund(id)).toBe('refunded');
  });
});

describe('test processor: refunds of part of a payment', () => {
  it('refunds line by line; the intent is refunded when nothing is left', async () => {
    const { id } = await paidOrder(3000);
    expect(await processor.refund(id, { amountCents: 1000, idempotencyKey: 'line-1' })).toBe(
      'refunded',
    );
    expect(await row(id)).toMatchObject({ status: 'succeeded', refundedCents: 1000 });
    expect((await processor.retrieveIntent(id))!.status).toBe('succeeded');

    expect(await processor.refund(id, { amountCents: 2000, idempotencyKey: 'line-2' })).toBe(
      'refunded',
    );
    expect(await row(id)).toMatchObject({ status: 'refunded', refundedCents: 3000 });
  });

  it('refunds a line once however often it is asked, even all at once', async () => {
    const { id } = await paidOrder(3000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        processor.refund(id, { amountCents: 1200, idempotencyKey: 'line-1' }),
      ),
    );
    expect(answers).toEqual(Array(10).fill('refunded'));
    expect(await row(id)).toMatchObject({ status: 'succeeded', refundedCents: 1200 });
    expect(await processor.refund(id, { amountCents: 1200, idempotencyKey: 'line-1' })).toBe(
      'refunded',
    );
    expect((await row(id)).refundedCents).toBe(1200);
  });

  it('refuses to refund more than is left, and changes nothing', async () => {
    const { id } = await paidOrder(3000);
    await processor.refund(id, { amountCents: 2500, idempotencyKey: 'line-1' });
    await expect(
      processor.refund(id, { amountCents: 600, idempotencyKey: 'line-2' }),
    ).rejects.toThrow(RefundExceedsPaymentError);
    await expect(processor.refund(id, { amountCents: 600 })).rejects.toThrow(
      /less than that is left to refund/,
    );
    expect(await row(id)).toMatchObject({ status: 'succeeded', refundedCents: 2500 });
    // A full refund gives back what is left.
    expect(await processor.refund(id)).toBe('refunded');
    expect(await row(id)).toMatchObject({ status: 'refunded', refundedCents: 3000 });
    await expect(
      processor.refund(id, { amountCents: 1, idempotencyKey: 'line-3' }),
    ).rejects.toThrow(RefundExceedsPaymentError);
  });

  it('finds nothing to refund in an unknown or unpaid intent', async () => {
    expect(await processor.refund('tpi_unknown', { amountCents: 100 })).toBe('not_found');
    const unpaid = await processor.createOrderIntent({
      orderId: crypto.randomUUID(),
      buyerId: buyer.id,
      amountCents: 1000,
      feeCents: 100,
      currency: 'USD',
      description: 'Codebazaar order',
      expiresAt: inHalfAnHour(),
    });
    expect(await processor.refund(unpaid.id, { amountCents: 100, idempotencyKey: 'k' })).toBe(
      'not_found',
    );
    expect(await row(unpaid.id)).toMatchObject({ refundedCents: 0, refundKeys: [] });
  });

  it('refuses an amount that is not a positive whole number of cents', async () => {
    const { id } = await paidOrder(3000);
    for (const amountCents of [0, -5, 12.5]) {
      await expect(processor.refund(id, { amountCents })).rejects.toThrow(/positive whole number/);
    }
    expect((await row(id)).refundedCents).toBe(0);
  });
});
