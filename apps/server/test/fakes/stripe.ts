import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

/**
 * A local fake of the few Stripe API endpoints Codebazaar uses, for running the real `stripe`
 * SDK in tests: payment_intents create/retrieve (with `expand[]=latest_charge`)/cancel/search,
 * accounts create/retrieve, account_links create, refunds create (in full or partial) and list,
 * transfers create (from a charge, in a transfer group)/list (by group and destination) and their
 * reversals, a connected account's balance and payouts (Stripe-Account header), and Stripe Tax:
 * calculations create, transactions create_from_calculation and create_reversal (rates from
 * `taxRates`). POSTs honour the Idempotency-Key header as Stripe does (the same key answers the
 * first response again, whatever the body). Test controls play the
 * parts Stripe's side would (a card paying an
 * intent, a seller finishing onboarding), and `webhook()` signs events the way Stripe does.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  transfer_group: string | null;
  payment_method_types: string[];
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface FakeTransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  transfer: string;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: {
    object: 'list';
    data: FakeTransferReversal[];
    has_more: false;
    total_count: number;
    url: string;
  };
  created: number;
  livemode: false;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  capabilities: Record<string, string>;
  metadata: Record<string, string>;
}

export interface FakeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  customer_details: Record<string, unknown>;
  tax_breakdown: {
    amount: number;
    taxable_amount: number;
    tax_rate_details: { country: string; percentage_decimal: string; tax_type: string };
  }[];
  livemode: false;
}

export interface FakeTaxTransaction {
  id: string;
  object: 'tax.transaction';
  type: 'transaction' | 'reversal';
  reference: string;
  calculation: string | null;
  reversal: { original_transaction: string } | null;
  livemode: false;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The Stripe-Account header: the connected account the call acts for. */
  stripeAccount: string | null;
  /** The Idempotency-Key header (the SDK sets one on every POST it may retry). */
  idempotencyKey: string | null;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'paid' | 'pending' | 'in_transit' | 'canceled' | 'failed';
  created: number;
  arrival_date: number;
  livemode: false;
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string | null;
  reason: string;
  status: string;
  created: number;
  livemode: false;
}

export interface FakeStripe {
  /** Base URL for STRIPE_API_BASE_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  accounts: Map<string, FakeAccount>;
  refunds: {
    id: string;
    payment_intent: string;
    amount: number;
    params: Record<string, unknown>;
    metadata: Record<string, string>;
    created: number;
  }[];
  /** Transfers to connected accounts, by id, in the order they were made. */
  transfers: Map<string, FakeTransfer>;
  requests: FakeRequest[];
  /** Stripe Tax's rates by country in basis points (tests may change them); others are 0. */
  taxRates: Map<string, number>;
  taxCalculations: Map<string, FakeTaxCalculation>;
  taxTransactions: Map<string, FakeTaxTransaction>;
  /** Connected accounts' balances (cents, USD), as GET /v1/balance answers them. */
  balances: Map<string, { available: number; pending: number }>;
  /** Connected accounts' payouts, newest first. */
  payouts: Map<string, FakePayout[]>;
  /** Stripe paid `amount` cents out of the account (removed from its available balance). */
  payout(
    accountId: string,
    amount: number,
    opts?: { status?: FakePayout['status']; created?: number },
  ): FakePayout;
  /** The Dispute object Stripe sends in charge.dispute.* events for a paid intent. */
  dispute(intentId: string, opts?: { status?: string; reason?: string; id?: string }): FakeDispute;
  /** The card succeeded: the intent is paid (as Stripe.js confirming it would do). */
  succeed(intentId: string, card?: { last4: string }): FakeIntent;
  /** The seller finished Express onboarding. */
  completeOnboarding(accountId: string): FakeAccount;
  /** A webhook delivery: the JSON body and its Stripe-Signature header. */
  webhook(
    type: string,
    object: unknown,
    opts?: { id?: string; secret?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const rand = (n = 12) => crypto.randomBytes(n).toString('hex');

/** Stripe's form encoding (a[b]=1&a[c][0]=x) back into objects. */
export function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

/** A page of a list endpoint (newest first), by `limit` and `starting_after`. */
function page(url: string, all: { id: string }[], body: Record<string, unknown>) {
  const limit = Math.min(Number(body.limit ?? 10), 100);
  const after = body.starting_after ? all.findIndex((x) => x.id === body.starting_after) + 1 : 0;
  return {
    object: 'list',
    url,
    data: all.slice(after, after + limit),
    has_more: after + limit < all.length,
  };
}

function refundObject(
  r: {
    id: string;
    payment_intent: string;
    amount: number;
    metadata: Record<string, string>;
    created: number;
  },
  intent: FakeIntent,
) {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    charge: intent.latest_charge,
    payment_intent: r.payment_intent,
    status: 'succeeded',
    currency: intent.currency,
    metadata: r.metadata,
    created: r.created,
  };
}

const listOf = (v: unknown): string[] =>
  v && typeof v === 'object' ? Object.values(v as Record<string, string>) : [];

export async function startFakeStripe(
  opts: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? `sk_test_${rand()}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_${rand()}`;
  const intents = new Map<string, FakeIntent>();
  const accounts = new Map<string, FakeAccount>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeRequest[] = [];
  /** Cents refunded so far, by payment intent. */
  const refundedCents = new Map<string, number>();
  const transfers = new Map<string, FakeTransfer>();
  /** Responses of POSTs made with an Idempotency-Key, replayed for the same key. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const charges = new Map<string, { id: string; last4: string }>();
  const taxRates = new Map<string, number>([
    ['DE', 1900],
    ['FR', 2000],
    ['GB', 2000],
  ]);
  const taxCalculations = new Map<string, FakeTaxCalculation>();
  const taxTransactions = new Map<string, FakeTaxTransaction>();
  const EU_REVERSE_CHARGE = new Set(['DE', 'FR']);
  const balances: FakeStripe['balances'] = new Map();
  const payouts: FakeStripe['payouts'] = new Map();

  const error = (
    res: http.ServerResponse,
    status: number,
    err: { type: string; code?: string; message: string; param?: string },
  ) => send(res, status, { error: err });
  const missing = (res: http.ServerResponse, what: string, id: string) =>
    error(res, 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${id}'`,
    });

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    res: http.ServerResponse,
    stripeAccount: string | null,
  ) {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/balance') {
      if (stripeAccount && !accounts.has(stripeAccount))
        return missing(res, 'account', stripeAccount);
      const b = balances.get(stripeAccount ?? '') ?? { available: 0, pending: 0 };
      return send(res, 200, {
        object: 'balance',
        available: [{ amount: b.available, currency: 'usd', source_types: { card: b.available } }],
        pending: [{ amount: b.pending, currency: 'usd', source_types: { card: b.pending } }],
        livemode: false,
      });
    }
    if (method === 'GET' && path === '/v1/payouts') {
      if (stripeAccount && !accounts.has(stripeAccount))
        return missing(res, 'account', stripeAccount);
      const all = payouts.get(stripeAccount ?? '') ?? [];
      const limit = Math.min(Number(body.limit ?? 10), 100);
      const after = body.starting_after
        ? all.findIndex((p) => p.id === body.starting_after) + 1
        : 0;
      const data = all.slice(after, after + limit);
      return send(res, 200, {
        object: 'list',
        url: '/v1/payouts',
        data,
        has_more: after + limit < all.length,
      });
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'amount_too_small',
          param: 'amount',
          message: 'Amount must be at least $0.50 usd',
        });
      }
      const destination = (body.transfer_data as { destination?: string } | undefined)?.destination;
      if (destination && !accounts.has(destination))
        return missing(res, 'destination', destination);
      const id = `pi_${rand()}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${rand()}`,
        application_fee_amount:
          body.application_fee_amount !== undefined ? Number(body.application_fee_amount) : null,
        transfer_data: destination ? { destination } : null,
        transfer_group: (body.transfer_group as string | undefined) ?? null,
        payment_method_types: listOf(body.payment_method_types),
        description: (body.description as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return send(res, 200, intent);
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // The one form of Stripe's search language the app uses: metadata['key']:'value' clauses
      // joined by AND. Anything else is refused, as Stripe refuses a query it cannot parse.
      const clauses = String(body.query ?? '').split(/\s+AND\s+/);
      const wanted: [string, string][] = [];
      for (const clause of clauses) {
        const c = clause.trim().match(/^metadata\['([^']+)'\]:'([^']*)'$/);
        if (!c) {
          return send(res, 400, {
            error: { type: 'invalid_request_error', message: `Unsupported query: ${clause}` },
          });
        }
        wanted.push([c[1]!, c[2]!]);
      }
      const data = [...intents.values()].filter((pi) =>
        wanted.every(([k, v]) => pi.metadata[k] === v),
      );
      return send(res, 200, {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        data,
        has_more: false,
        next_page: null,
      });
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const id = decodeURIComponent(m[1]!);
      const intent = intents.get(id);
      if (!intent) return missing(res, 'payment_intent', id);
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (listOf(body.expand).includes('latest_charge') && charge) {
        return send(res, 200, {
          ...intent,
          latest_charge: {
            id: charge.id,
            object: 'charge',
            amount: intent.amount,
            paid: true,
            payment_intent: intent.id,
            payment_method_details: { type: 'card', card: { brand: 'visa', last4: charge.last4 } },
          },
        });
      }
      return send(res, 200, intent);
    }
    if (method === 'POST' && path === '/v1/tax/calculations') {
      const items = Object.values(
        (body.line_items as Record<string, Record<string, string>>) ?? {},
      );
      const details = (body.customer_details as Record<string, unknown> | undefined) ?? {};
      const country = (details.address as Record<string, string> | undefined)?.country;
      if (!body.currency || items.length === 0 || !country) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          message: 'currency, line_items and customer_details[address][country] are required',
        });
      }
      if (country === 'US') {
        // Stripe needs a postal code to place a buyer in the United States.
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'customer_tax_location_invalid',
          message: 'We could not determine the customer tax location from the provided address.',
        });
      }
      const taxIds = Object.values(
        (details.tax_ids as Record<string, Record<string, string>>) ?? {},
      );
      // A business buyer in the EU with a VAT ID: reverse charge, no tax collected.
      const reverseCharge =
        EU_REVERSE_CHARGE.has(country) && taxIds.some((t) => t.type === 'eu_vat');
      const rate = reverseCharge ? 0 : (taxRates.get(country) ?? 0);
      const amount = items.reduce((sum, i) => sum + Number(i.amount), 0);
      const tax = Math.round((amount * rate) / 10_000);
      const calc: FakeTaxCalculation = {
        id: `taxcalc_${rand()}`,
        object: 'tax.calculation',
        amount_total: amount + tax,
        currency: String(body.currency),
        tax_amount_exclusive: tax,
        tax_amount_inclusive: 0,
        customer_details: details,
        tax_breakdown: [
          {
            amount: tax,
            taxable_amount: amount,
            tax_rate_details: {
              country,
              percentage_decimal: (rate / 100).toFixed(4),
              tax_type: 'vat',
            },
          },
        ],
        livemode: false,
      };
      taxCalculations.set(calc.id, calc);
      return send(res, 200, calc);
    }
    if (method === 'POST' && path === '/v1/tax/transactions/create_from_calculation') {
      const calcId = String(body.calculation ?? '');
      if (!taxCalculations.has(calcId)) return missing(res, 'tax calculation', calcId);
      const reference = String(body.reference ?? '');
      if ([...taxTransactions.values()].some((t) => t.reference === reference)) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'tax_transaction_reference_taken',
          message: `A transaction with reference ${reference} already exists.`,
        });
      }
      const tx: FakeTaxTransaction = {
        id: `tax_${rand()}`,
        object: 'tax.transaction',
        type: 'transaction',
        reference,
        calculation: calcId,
        reversal: null,
        livemode: false,
      };
      taxTransactions.set(tx.id, tx);
      return send(res, 200, tx);
    }
    if (method === 'POST' && path === '/v1/tax/transactions/create_reversal') {
      const original = String(body.original_transaction ?? '');
      if (!taxTransactions.has(original)) return missing(res, 'tax transaction', original);
      if (body.mode !== 'full' && body.mode !== 'partial') {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'mode',
          message: 'Missing required param: mode.',
        });
      }
      const tx: FakeTaxTransaction = {
        id: `tax_${rand()}`,
        object: 'tax.transaction',
        type: 'reversal',
        reference: String(body.reference ?? ''),
        calculation: null,
        reversal: { original_transaction: original },
        livemode: false,
      };
      taxTransactions.set(tx.id, tx);
      return send(res, 200, tx);
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) {
      const id = decodeURIComponent(m[1]!);
      const intent = intents.get(id);
      if (!intent) return missing(res, 'payment_intent', id);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(res, 200, intent);
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = `acct_${rand(8)}`;
      const account: FakeAccount = {
        id,
        object: 'account',
        type: String(body.type ?? 'express'),
        email: (body.email as string | undefined) ?? null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: Object.fromEntries(
          Object.keys((body.capabilities as object | undefined) ?? {}).map((c) => [c, 'inactive']),
        ),
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      };
      accounts.set(id, account);
      return send(res, 200, account);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/([^/]+)$/))) {
      const id = decodeURIComponent(m[1]!);
      const account = accounts.get(id);
      return account ? send(res, 200, account) : missing(res, 'account', id);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = String(body.account);
      if (!accounts.has(account)) return missing(res, 'account', account);
      for (const param of ['refresh_url', 'return_url', 'type']) {
        if (!body[param]) {
          return error(res, 400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param,
            message: `Missing required param: ${param}.`,
          });
        }
      }
      return send(res, 200, {
        object: 'account_link',
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
        url: `https://connect.stripe.com/setup/e/${account}/${rand(8)}`,
        requested: { refresh_url: body.refresh_url, return_url: body.return_url, type: body.type },
      });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const piId = String(body.payment_intent ?? '');
      const intent = intents.get(piId);
      if (!intent) return missing(res, 'payment_intent', piId);
      const already = refundedCents.get(piId) ?? 0;
      if (intent.status === 'succeeded' && already >= intent.amount) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${intent.latest_charge} has already been refunded.`,
        });
      }
      if (intent.status !== 'succeeded') {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'This PaymentIntent does not have a successful charge to refund.',
        });
      }
      const left = intent.amount - already;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid positive integer',
        });
      }
      if (amount > left) {
        const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        });
      }
      refundedCents.set(piId, already + amount);
      const refund = {
        id: `re_${rand()}`,
        payment_intent: piId,
        amount,
        params: body,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      return send(res, 200, refundObject(refund, intent));
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const pi = body.payment_intent as string | undefined;
      const all = refunds
        .filter((r) => !pi || r.payment_intent === pi)
        .map((r) => refundObject(r, intents.get(r.payment_intent)!))
        .reverse();
      return send(res, 200, page('/v1/refunds', all, body));
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = String(body.destination ?? '');
      if (!accounts.has(destination)) return missing(res, 'destination', destination);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid positive integer',
        });
      }
      const source = (body.source_transaction as string | undefined) ?? null;
      if (source !== null) {
        if (!charges.has(source)) return missing(res, 'charge', source);
        const paid = [...intents.values()].find((i) => i.latest_charge === source)!;
        const sent = [...transfers.values()]
          .filter((t) => t.source_transaction === source)
          .reduce((sum, t) => sum + t.amount, 0);
        if (sent + amount > paid.amount) {
          return error(res, 400, {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: `The transfer amount exceeds what is left of the source transaction ${source}.`,
          });
        }
      }
      const id = `tr_${rand()}`;
      const transfer: FakeTransfer = {
        id,
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: String(body.currency),
        destination,
        source_transaction: source,
        transfer_group: (body.transfer_group as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        reversed: false,
        reversals: {
          object: 'list',
          data: [],
          has_more: false,
          total_count: 0,
          url: `/v1/transfers/${id}/reversals`,
        },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      transfers.set(id, transfer);
      return send(res, 200, transfer);
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const all = [...transfers.values()]
        .filter((t) => !body.destination || t.destination === body.destination)
        .filter((t) => !body.transfer_group || t.transfer_group === body.transfer_group)
        .reverse();
      return send(res, 200, page('/v1/transfers', all, body));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/))) {
      const id = decodeURIComponent(m[1]!);
      const transfer = transfers.get(id);
      if (!transfer) return missing(res, 'transfer', id);
      return send(res, 200, page(`/v1/transfers/${id}/reversals`, transfer.reversals.data, body));
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/))) {
      const id = decodeURIComponent(m[1]!);
      const transfer = transfers.get(id);
      if (!transfer) return missing(res, 'transfer', id);
      const left = transfer.amount - transfer.amount_reversed;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return error(res, 400, {
          type: 'invalid_request_error',
          code: 'transfer_reversal_amount_too_large',
          param: 'amount',
          message: `You cannot reverse more than the ${left} left of transfer ${id}.`,
        });
      }
      const reversal: FakeTransferReversal = {
        id: `trr_${rand()}`,
        object: 'transfer_reversal',
        amount,
        currency: transfer.currency,
        transfer: id,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      transfer.amount_reversed += amount;
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      transfer.reversals.data.unshift(reversal);
      transfer.reversals.total_count += 1;
      return send(res, 200, reversal);
    }
    return error(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(text);
      const account = req.headers['stripe-account'];
      const stripeAccount = typeof account === 'string' ? account : null;
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        body,
        stripeAccount,
        idempotencyKey,
      });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return error(res, 401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided',
        });
      }
      const remembered = idempotencyKey && req.method === 'POST' ? idempotencyKey : null;
      const earlier = remembered ? idempotent.get(remembered) : undefined;
      if (earlier) return send(res, earlier.status, earlier.body);
      if (remembered)
        sent.set(res, (status, answer) => idempotent.set(remembered, { status, body: answer }));
      route(req.method ?? '', url.pathname, body, res, stripeAccount);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    intents,
    accounts,
    refunds,
    transfers,
    requests,
    taxRates,
    taxCalculations,
    taxTransactions,
    balances,
    payouts,
    payout(accountId, amount, o = {}) {
      const created = o.created ?? Math.floor(Date.now() / 1000);
      const payout: FakePayout = {
        id: `po_${rand()}`,
        object: 'payout',
        amount,
        currency: 'usd',
        status: o.status ?? 'paid',
        created,
        arrival_date: created + 2 * 86_400,
        livemode: false,
      };
      payouts.set(accountId, [payout, ...(payouts.get(accountId) ?? [])]);
      const b = balances.get(accountId) ?? { available: 0, pending: 0 };
      balances.set(accountId, { ...b, available: b.available - amount });
      return payout;
    },
    dispute(intentId, o = {}) {
      const intent = intents.get(intentId);
      if (!intent?.latest_charge) throw new Error(`no paid intent ${intentId}`);
      return {
        id: o.id ?? `dp_${intentId.slice(3)}`,
        object: 'dispute',
        amount: intent.amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: o.reason ?? 'fraudulent',
        status: o.status ?? 'needs_response',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
    },
    succeed(intentId, card = { last4: '4242' }) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.latest_charge = `ch_${rand()}`;
      charges.set(intent.latest_charge, { id: intent.latest_charge, last4: card.last4 });
      return intent;
    },
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      account.details_submitted = true;
      account.charges_enabled = true;
      account.payouts_enabled = true;
      return account;
    },
    webhook(type, object, o = {}) {
      const body = JSON.stringify({
        id: o.id ?? `evt_${rand()}`,
        object: 'event',
        api_version: '2025-08-27.basil',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: o.secret ?? webhookSecret,
      });
      return {
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}

/** Responses to remember under their request's idempotency key, once sent. */
const sent = new WeakMap<http.ServerResponse, (status: number, body: unknown) => void>();

function send(res: http.ServerResponse, status: number, body: unknown) {
  sent.get(res)?.(status, body);
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${rand(6)}` });
  res.end(JSON.stringify(body));
}
