import Stripe from 'stripe';

import type { StripeConfig } from '../../config';
import type { AccountState, IntentInfo, IntentStatus, PaymentProvider } from './payment-provider';

/** A connected account's balance in one currency, cents. */
export interface StripeBalance {
  availableCents: number;
  pendingCents: number;
}

/** A payout of a connected account to its bank, as Stripe reports it. */
export interface StripePayout {
  id: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'pending' | 'in_transit' | 'canceled' | 'failed';
  createdAt: Date;
  arrivalDate: Date | null;
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** The connected account's balance in `currency` (Stripe's own pending and available). */
  balance(accountId: string, currency: string): Promise<StripeBalance>;
  /** The connected account's payouts, newest first, at most `limit`. */
  payouts(accountId: string, limit: number): Promise<StripePayout[]>;
  /** Verifies a webhook's signature against the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer | string, signature: string): Stripe.Event;
}

const KNOWN_STATUSES = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

/** A Stripe PaymentIntent (from the API or a webhook event) as the provider-neutral intent. */
export function intentFromStripe(pi: Stripe.PaymentIntent): IntentInfo {
  const status = KNOWN_STATUSES.has(pi.status as IntentStatus)
    ? (pi.status as IntentStatus)
    : 'processing';
  return {
    id: pi.id,
    status,
    amountCents: pi.amount,
    feeCents: pi.application_fee_amount ?? 0,
    currency: pi.currency.toUpperCase(),
    projectId: pi.metadata?.projectId ?? null,
    buyerId: pi.metadata?.buyerId ?? null,
    priceCents: numberOrNull(pi.metadata?.priceCents),
    licenseType: LICENSE_TYPES.find((t) => t === pi.metadata?.licenseType) ?? null,
    expiresAt:
      numberOrNull(pi.metadata?.expiresAt) === null
        ? null
        : new Date(Number(pi.metadata!.expiresAt) * 1000),
  };
}

const LICENSE_TYPES = ['free', 'paid', 'freemium'] as const;
/** Statuses in which a PaymentIntent can still be paid, and so canceled. */
const CANCELABLE = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

function numberOrNull(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeError &&
  (err.statusCode === 404 || err.code === 'resource_missing');

/** Connection options for the SDK: Stripe's API, or the base URL given (a local fake in tests). */
export function connection(apiBaseUrl: string | null): Partial<Stripe.StripeConfig> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/**
 * Stripe: PaymentIntents as destination charges (the seller's Express account receives the
 * price, the marketplace keeps `application_fee_amount`), Connect Express onboarding through
 * account links, refunds that reverse the transfer and the fee, signed webhooks.
 */
export function createStripeProvider(
  config: StripeConfig,
  opts: { publicUrl: string },
): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    ...connection(config.apiBaseUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Codebazaar' },
  });

  const provider: StripeProvider = {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent(input) {
      const pi = await stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        payment_method_types: ['card'],
        application_fee_amount: input.feeCents,
        transfer_data: { destination: input.destinationAccountId },
        description: input.description,
        metadata: {
          projectId: input.projectId,
          buyerId: input.buyerId,
          priceCents: String(input.priceCents),
          licenseType: input.licenseType,
          expiresAt: String(Math.floor(input.expiresAt.getTime() / 1000)),
        },
      });
      if (!pi.client_secret) throw new Error('Stripe returned a payment intent without a secret');
      return { id: pi.id, clientSecret: pi.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return intentFromStripe(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async cardLast4(intentId) {
      const pi = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
      const charge = pi.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      return charge.payment_method_details?.card?.last4 ?? null;
    },

    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (err) {
        // Already canceled or already paid: Stripe says the intent is in an unexpected state.
        if (
          err instanceof Stripe.errors.StripeError &&
          err.code === 'payment_intent_unexpected_state'
        ) {
          return;
        }
        if (isMissing(err)) return;
        throw err;
      }
    },
    async cancelOpenIntents(projectId) {
      // Stripe's search finds intents by the metadata they were created with; its index may lag
      // by a few seconds, which is why payment also re-checks the project (checkout.service).
      const open = await stripe.paymentIntents
        .search({ query: `metadata['projectId']:'${projectId}'`, limit: 100 })
        .autoPagingToArray({ limit: 1000 });
      const cancelable = open.filter((pi) => CANCELABLE.has(pi.status));
      for (const pi of cancelable) await provider.cancelIntent(pi.id);
      return cancelable.length;
    },

    async refund(intentId) {
      try {
        await stripe.refunds.create({
          payment_intent: intentId,
          reverse_transfer: true,
          refund_application_fee: true,
        });
        return 'refunded';
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.code === 'charge_already_refunded') {
          return 'refunded';
        }
        if (isMissing(err)) return 'not_found';
        throw err;
      }
    },

    async createAccount(seller) {
      const account = await stripe.accounts.create({
        type: 'express',
        email: seller.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { userId: seller.userId },
      });
      return { accountId: account.id };
    },

    async onboardingUrl(accountId) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${opts.publicUrl}/seller-dashboard?onboarding=refresh`,
        return_url: `${opts.publicUrl}/seller-dashboard?onboarding=return`,
      });
      return link.url;
    },

    async retrieveAccount(accountId): Promise<AccountState | null> {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          detailsSubmitted: account.details_submitted ?? false,
          chargesEnabled: account.charges_enabled ?? false,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async balance(accountId, currency) {
      const balance = await stripe.balance.retrieve({}, { stripeAccount: accountId });
      const sum = (list: { amount: number; currency: string }[]) =>
        list
          .filter((b) => b.currency.toLowerCase() === currency.toLowerCase())
          .reduce((total, b) => total + b.amount, 0);
      return { availableCents: sum(balance.available), pendingCents: sum(balance.pending) };
    },

    async payouts(accountId, limit) {
      const list = await stripe.payouts
        .list({ limit: Math.min(limit, 100) }, { stripeAccount: accountId })
        .autoPagingToArray({ limit });
      return list.map((p) => ({
        id: p.id,
        amountCents: p.amount,
        currency: p.currency.toUpperCase(),
        status: p.status as StripePayout['status'],
        createdAt: new Date(p.created * 1000),
        arrivalDate: p.arrival_date ? new Date(p.arrival_date * 1000) : null,
      }));
    },

    parseWebhook(rawBody, signature) {
      // One secret per endpoint: the platform's events and the connected accounts' events
      // (account.updated) come from two endpoints, so several comma-separated secrets may be set.
      const secrets = config.webhookSecret
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      let failure: unknown = new Error('No webhook secret configured');
      for (const secret of secrets) {
        try {
          return stripe.webhooks.constructEvent(rawBody, signature, secret);
        } catch (err) {
          failure = err;
        }
      }
      throw failure;
    },
  };
  return provider;
}
