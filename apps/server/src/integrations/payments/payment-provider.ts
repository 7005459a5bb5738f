import type { PaymentProvider as ProviderName } from '@codebazaar/shared';

/**
 * One interface for taking card payments and onboarding sellers
 * (docs/ARCHITECTURE.md#outside-services): the built-in test processor (intents in the database) or
 * Stripe (a project's PaymentIntent is a destination charge to the seller's Connect Express
 * account; an order's, for several lines and sellers, is a charge on the platform followed by a
 * transfer to each seller). Amounts are integer cents; the caller computes them.
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'
  | 'refunded';

/** What the provider says about a payment intent: the only source of truth for a purchase. */
export interface IntentInfo {
  id: string;
  status: IntentStatus;
  /** What the customer pays, cents. */
  amountCents: number;
  /** The marketplace's fee within that amount, cents. */
  feeCents: number;
  currency: string;
  /**
   * From the intent itself (test processor columns, Stripe metadata); null when not ours, and
   * null on an order's intent (see orderId).
   */
  projectId: string | null;
  /** The order an intent of several lines pays; null on a project's intent. */
  orderId: string | null;
  buyerId: string | null;
  /** What was for sale when the intent was made; null on intents made before this was kept. */
  priceCents: number | null;
  licenseType: 'free' | 'paid' | 'freemium' | null;
  /** When the intent stops being payable; null on intents made before intents expired. */
  expiresAt: Date | null;
}

export interface CreateIntentInput {
  projectId: string;
  buyerId: string;
  amountCents: number;
  feeCents: number;
  /** ISO currency, e.g. USD. */
  currency: string;
  /** The seller's provider account that receives the price (Stripe destination charge). */
  destinationAccountId: string;
  description: string;
  /** The project's price and license type at this moment, kept with the intent. */
  priceCents: number;
  licenseType: 'free' | 'paid' | 'freemium';
  expiresAt: Date;
}

/** An intent paying an order of several lines, possibly of several sellers. */
export interface CreateOrderIntentInput {
  orderId: string;
  buyerId: string;
  amountCents: number;
  /** The marketplace's fee (and tax) within that amount, cents. */
  feeCents: number;
  /** ISO currency, e.g. USD. */
  currency: string;
  description: string;
  expiresAt: Date;
}

/** One seller's share of a paid order, sent to their account (Stripe: a transfer). */
export interface TransferToSellerInput {
  intentId: string;
  orderId: string;
  destinationAccountId: string;
  amountCents: number;
  currency: string;
  /** The same key never transfers twice. */
  idempotencyKey: string;
}

export interface RefundOptions {
  /** Refund only this much (an order's line); without it the whole payment is refunded. */
  amountCents?: number;
  /**
   * Names this refund: repeating it with the same key moves no money again. Set it for a
   * partial refund (e.g. one per line).
   */
  idempotencyKey?: string;
  /** Stripe: take this much back from the seller's transfer of the order (their line's share). */
  reverseTransfer?: { destinationAccountId: string; amountCents: number };
}

/** A refund the provider refused because less than asked is left to refund. */
export class RefundExceedsPaymentError extends Error {
  constructor(intentId: string, amountCents: number) {
    super(`Cannot refund ${amountCents} cents of ${intentId}: less than that is left to refund`);
    this.name = 'RefundExceedsPaymentError';
  }
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface AccountState {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for the browser; null for the test processor. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /**
   * An intent paying an order of several lines, possibly of several sellers. Stripe: a charge on
   * the platform (no destination, no application fee) in the transfer group `orderId`; each
   * seller's share follows with transferToSeller.
   */
  createOrderIntent(input: CreateOrderIntentInput): Promise<CreatedIntent>;
  /**
   * Sends a seller their share of a paid order's intent. Stripe: a transfer from the intent's
   * charge to their account, returning its id; the test processor moves no money (null: the
   * seller's earnings are booked from the licenses).
   */
  transferToSeller(input: TransferToSellerInput): Promise<string | null>;
  /** The intent as the provider knows it; null when it does not exist. */
  retrieveIntent(id: string): Promise<IntentInfo | null>;
  /** The last four digits of the card that paid the intent; null when unknown or unpaid. */
  cardLast4(intentId: string): Promise<string | null>;
  /** Cancels an intent that has not been paid, so it can no longer be; no-op otherwise. */
  cancelIntent(id: string): Promise<void>;
  /**
   * Cancels every unpaid intent of the project (its price, license type or status changed), so
   * no checkout opened before the change can still be paid. Returns how many were canceled.
   */
  cancelOpenIntents(projectId: string): Promise<number>;
  /**
   * Refunds a succeeded intent: in full without options, else `amountCents` of it (an order's
   * line), reversing that seller's transfer by `reverseTransfer.amountCents` (Stripe). A refund
   * repeated with its idempotency key refunds nothing more and answers 'refunded'. 'not_found'
   * when the provider has no such payment; RefundExceedsPaymentError when less than
   * `amountCents` is left.
   */
  refund(intentId: string, options?: RefundOptions): Promise<'refunded' | 'not_found'>;
  /** A new seller account (not yet onboarded). */
  createAccount(seller: { userId: string; email: string }): Promise<{ accountId: string }>;
  /** Where the seller finishes onboarding. */
  onboardingUrl(accountId: string): Promise<string>;
  /** The account's onboarding state; null when the provider has no such account. */
  retrieveAccount(accountId: string): Promise<AccountState | null>;
}
