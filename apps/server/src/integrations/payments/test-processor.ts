import crypto from 'node:crypto';

import { passesLuhn } from '@codebazaar/shared';

import type { Db } from '../../db/client';
import {
  RefundExceedsPaymentError,
  type AccountState,
  type IntentInfo,
  type PaymentProvider,
} from './payment-provider';
import { createTestProcessorRepository, type TestIntentRow } from './test-processor.repository';

/**
 * The card the test network declines (docs/ARCHITECTURE.md#outside-services); every other
 * Luhn-valid number succeeds.
 */
const DECLINED_DIGITS = '4000000000000002';

export type CardOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'invalid_card' }
  | { outcome: 'declined' }
  | { outcome: 'closed'; status: TestIntentRow['status'] }
  /** `changed` is false when the intent had already succeeded (a repeated confirmation). */
  | { outcome: 'succeeded'; changed: boolean };

export interface TestProcessor extends PaymentProvider {
  readonly name: 'test';
  /**
   * Plays the card network for one of the buyer's intents. The payment goes through only while
   * the intent has not expired at `now` and its project is still published at the same price
   * and license type (checked in the same statement that marks it paid).
   */
  confirmCard(
    intentId: string,
    buyerId: string,
    cardNumber: string,
    now: Date,
  ): Promise<CardOutcome>;
}

const random = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

function toInfo(row: TestIntentRow): IntentInfo {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    currency: row.currency,
    projectId: row.projectId,
    orderId: row.orderId,
    buyerId: row.buyerId,
    priceCents: row.priceCents,
    licenseType: row.licenseType,
    expiresAt: row.expiresAt,
  };
}

/**
 * The built-in processor: intents live in test_payment_intents, seller accounts are
 * payment_accounts rows of provider 'test' whose onboarding is a Codebazaar page. No money moves.
 */
export function createTestProcessor(db: Db, opts: { publicUrl: string }): TestProcessor {
  const repo = createTestProcessorRepository(db);
  return {
    name: 'test',
    publishableKey: null,

    async createIntent(input) {
      const id = `tpi_${random(12)}`;
      const clientSecret = `${id}_secret_${random(16)}`;
      await repo.insertIntent({
        id,
        clientSecret,
        projectId: input.projectId,
        buyerId: input.buyerId,
        amountCents: input.amountCents,
        feeCents: input.feeCents,
        currency: input.currency,
        priceCents: input.priceCents,
        licenseType: input.licenseType,
        expiresAt: input.expiresAt,
      });
      return { id, clientSecret };
    },

    async createOrderIntent(input) {
      const id = `tpi_${random(12)}`;
      const clientSecret = `${id}_secret_${random(16)}`;
      await repo.insertIntent({
        id,
        clientSecret,
        projectId: null,
        orderId: input.orderId,
        buyerId: input.buyerId,
        amountCents: input.amountCents,
        feeCents: input.feeCents,
        currency: input.currency,
        expiresAt: input.expiresAt,
      });
      return { id, clientSecret };
    },

    // No money moves here: a seller's earnings are booked from their licenses.
    transferToSeller: async () => null,

    async cancelIntent(id) {
      await repo.transition(id, 'requires_payment_method', 'canceled');
    },

    cancelOpenIntents: (projectId) => repo.cancelOpenForProject(projectId),

    async retrieveIntent(id) {
      const row = await repo.findIntent(id);
      return row ? toInfo(row) : null;
    },

    async cardLast4(intentId) {
      return (await repo.findIntent(intentId))?.cardLast4 ?? null;
    },

    async refund(intentId, options = {}) {
      if (options.amountCents === undefined) {
        if (await repo.refundInFull(intentId)) return 'refunded';
        const row = await repo.findIntent(intentId);
        return row?.status === 'refunded' ? 'refunded' : 'not_found';
      }
      const amount = options.amountCents;
      if (!Number.isInteger(amount) || amount <= 0) {
        throw new Error(`A refund is a positive whole number of cents, not ${amount}`);
      }
      const outcome = await repo.refundPart(intentId, amount, options.idempotencyKey ?? null);
      if (outcome === 'applied' || outcome === 'repeated') return 'refunded';
      if (outcome === 'too_much') throw new RefundExceedsPaymentError(intentId, amount);
      return 'not_found';
    },

    async createAccount() {
      return { accountId: `acct_test_${random(12)}` };
    },

    async onboardingUrl() {
      return `${opts.publicUrl}/seller-dashboard/onboarding`;
    },

    async retrieveAccount(accountId): Promise<AccountState | null> {
      return repo.findAccount(accountId);
    },

    async confirmCard(intentId, buyerId, cardNumber, at) {
      const row = await repo.findIntent(intentId);
      if (!row || row.buyerId !== buyerId) return { outcome: 'not_found' };
      if (row.status === 'succeeded') return { outcome: 'succeeded', changed: false };
      if (row.status !== 'requires_payment_method')
        return { outcome: 'closed', status: row.status };
      if (!passesLuhn(cardNumber)) {
        await repo.recordError(row.id, 'invalid_number');
        return { outcome: 'invalid_card' };
      }
      if (cardNumber.replace(/[\s-]/g, '') === DECLINED_DIGITS) {
        await repo.recordError(row.id, 'card_declined');
        return { outcome: 'declined' };
      }
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (await repo.payIfStillForSale(row.id, at, digits.slice(-4))) {
        return { outcome: 'succeeded', changed: true };
      }
      // Another confirmation won the race: report what it left.
      const now = await repo.findIntent(row.id);
      return now?.status === 'succeeded'
        ? { outcome: 'succeeded', changed: false }
        : { outcome: 'closed', status: now?.status ?? 'canceled' };
    },
  };
}
