import type { PaymentProvider as ProviderName } from '@codebazaar/shared';

/**
 * One interface for taking card payments and onboarding sellers
 * (docs/ARCHITECTURE.md#outside-services): the built-in test processor (intents in the database) or
 * Stripe (PaymentIntents as destination charges to the seller's Connect Express account). Amounts
 * are integer cents; the caller computes them.
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
  /** From the intent itself (test processor columns, Stripe metadata); null when not ours. */
  projectId: string | null;
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
  /** Refunds a succeeded intent in full; 'not_found' when the provider has no such payment. */
  refund(intentId: string): Promise<'refunded' | 'not_found'>;
  /** A new seller account (not yet onboarded). */
  createAccount(seller: { userId: string; email: string }): Promise<{ accountId: string }>;
  /** Where the seller finishes onboarding. */
  onboardingUrl(accountId: string): Promise<string>;
  /** The account's onboarding state; null when the provider has no such account. */
  retrieveAccount(accountId: string): Promise<AccountState | null>;
}
