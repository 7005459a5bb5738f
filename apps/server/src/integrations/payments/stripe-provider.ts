import Stripe from 'stripe';

import type { StripeConfig } from '../../config';
import {
  RefundExceedsPaymentError,
  type AccountState,
  type IntentInfo,
  type IntentStatus,
  type PaymentProvider,
  type RefundOptions,
} from './payment-provider';

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
    // An order's charge has no application fee: its fee is kept in the metadata.
    feeCents: pi.application_fee_amount ?? numberOrNull(pi.metadata?.feeCents) ?? 0,
    currency: pi.currency.toUpperCase(),
    projectId: pi.metadata?.projectId ?? null,
    orderId: pi.metadata?.orderId ?? null,
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

const hasCode = (err: unknown, code: string) =>
  err instanceof Stripe.errors.StripeError && err.code === code;

const idOf = (ref: string | { id: string } | null): string | null =>
  ref === null ? null : typeof ref === 'string' ? ref : ref.id;

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
 * Stripe: a project's PaymentIntent is a destination charge (the seller's Express account
 * receives the price, the marketplace keeps `application_fee_amount`); an order's is a charge on
 * the platform in the order's transfer group, each seller paid by a transfer from it (separate
 * charges and transfers). Connect Express onboarding through account links, refunds that reverse
 * the seller's transfer and the fee, signed webhooks.
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

  /** The transfers of an order's charge to one seller (its transfer group), oldest first. */
  async function transfersTo(group: string, destination: string): Promise<Stripe.Transfer[]> {
    const list = await stripe.transfers
      .list({ transfer_group: group, destination, limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    return list.reverse();
  }

  /**
   * The whole payment back. A destination charge (a project's) reverses the seller's transfer
   * and the fee with it; an order's charge refunds what is left of it, and every seller's
   * transfer of the order is reversed by what is left of it.
   */
  async function refundInFull(pi: Stripe.PaymentIntent): Promise<'refunded' | 'not_found'> {
    const order = pi.transfer_data ? null : (pi.transfer_group ?? null);
    try {
      await stripe.refunds.create(
        order
          ? { payment_intent: pi.id }
          : { payment_intent: pi.id, reverse_transfer: true, refund_application_fee: true },
      );
    } catch (err) {
      if (isMissing(err)) return 'not_found';
      if (!hasCode(err, 'charge_already_refunded')) throw err;
    }
    if (order) {
      const transfers = await stripe.transfers
        .list({ transfer_group: order, limit: 100 })
        .autoPagingToArray({ limit: 1000 });
      for (const t of transfers) {
        const left = t.amount - t.amount_reversed;
        if (left > 0) {
          await stripe.transfers.createReversal(
            t.id,
            { amount: left },
            // Concurrent full refunds see the same amount left, so the same key.
            { idempotencyKey: `refund-all:${t.id}:${left}` },
          );
        }
      }
    }
    return 'refunded';
  }

  /**
   * `amount` of the payment back, once per idempotency key: Stripe's key covers retries and
   * concurrent calls for a day; the key in the refund's metadata, looked up first, for good.
   */
  async function refundPart(pi: Stripe.PaymentIntent, amount: number, key?: string) {
    if (key) {
      const earlier = await stripe.refunds
        .list({ payment_intent: pi.id, limit: 100 })
        .autoPagingToArray({ limit: 1000 });
      if (earlier.some((r) => r.metadata?.idempotencyKey === key && r.status !== 'failed')) {
        return;
      }
    }
    try {
      await stripe.refunds.create(
        { payment_intent: pi.id, amount, ...(key ? { metadata: { idempotencyKey: key } } : {}) },
        key ? { idempotencyKey: key } : {},
      );
    } catch (err) {
      if (hasCode(err, 'amount_too_large') || hasCode(err, 'charge_already_refunded')) {
        throw new RefundExceedsPaymentError(pi.id, amount);
      }
      throw err;
    }
  }

  /**
   * Takes `amountCents` back from the seller's transfers of the order (oldest first), once per
   * idempotency key. Nothing to take when no transfer reached the seller yet.
   */
  async function reverseTransfers(
    pi: Stripe.PaymentIntent,
    reverse: NonNullable<RefundOptions['reverseTransfer']>,
    key?: string,
  ) {
    const group = pi.transfer_group;
    if (!group) throw new Error(`payment intent ${pi.id} pays no order: no transfer to reverse`);
    const transfers = await transfersTo(group, reverse.destinationAccountId);
    let left = reverse.amountCents;
    if (key) {
      // What this refund already took back (an earlier call that stopped half-way, or a retry).
      for (const t of transfers) {
        const reversals = t.reversals.has_more
          ? await stripe.transfers
              .listReversals(t.id, { limit: 100 })
              .autoPagingToArray({ limit: 1000 })
          : t.reversals.data;
        for (const r of reversals) if (r.metadata?.idempotencyKey === key) left -= r.amount;
      }
    }
    for (const t of transfers) {
      if (left <= 0) break;
      const amount = Math.min(left, t.amount - t.amount_reversed);
      if (amount <= 0) continue;
      await stripe.transfers.createReversal(
        t.id,
        { amount, ...(key ? { metadata: { idempotencyKey: key } } : {}) },
        key ? { idempotencyKey: `${key}:reversal:${t.id}` } : {},
      );
      left -= amount;
    }
  }

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

    async createOrderIntent(input) {
      const pi = await stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        payment_method_types: ['card'],
        transfer_group: input.orderId,
        description: input.description,
        metadata: {
          orderId: input.orderId,
          buyerId: input.buyerId,
          feeCents: String(input.feeCents),
          expiresAt: String(Math.floor(input.expiresAt.getTime() / 1000)),
        },
      });
      if (!pi.client_secret) throw new Error('Stripe returned a payment intent without a secret');
      return { id: pi.id, clientSecret: pi.client_secret };
    },

    async transferToSeller(input) {
      // From the order's charge: the transfer waits for the charge's funds, not the platform's.
      const pi = await stripe.paymentIntents.retrieve(input.intentId);
      const charge = idOf(pi.latest_charge);
      if (pi.status !== 'succeeded' || !charge) {
        throw new Error(
          `payment intent ${input.intentId} has no succeeded charge to transfer from`,
        );
      }
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          destination: input.destinationAccountId,
          source_transaction: charge,
          transfer_group: input.orderId,
          metadata: { orderId: input.orderId, paymentIntentId: input.intentId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return transfer.id;
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

    async refund(intentId, options = {}) {
      let pi: Stripe.PaymentIntent;
      try {
        pi = await stripe.paymentIntents.retrieve(intentId);
      } catch (err) {
        if (isMissing(err)) return 'not_found';
        throw err;
      }
      if (options.amountCents === undefined) return refundInFull(pi);
      await refundPart(pi, options.amountCents, options.idempotencyKey);
      if (options.reverseTransfer) {
        await reverseTransfers(pi, options.reverseTransfer, options.idempotencyKey);
      }
      return 'refunded';
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
