import { exampleTaxRate, taxOnCents } from '@codebazaar/shared';
import Stripe from 'stripe';

import type { Config } from '../../config';
import { connection } from '../payments/stripe-provider';

/**
 * Tax on a sale (docs/receipts-and-tax.md): Codebazaar charges the buyer, so it charges the
 * tax of the buyer's billing country on top of the price and the marketplace fee. With
 * TAX_MODE=stripe the calculator is Stripe Tax when payments run on Stripe, and the table of
 * example rates when they run on the built-in test processor. TAX_MODE=off: no calculator.
 */

export interface TaxQuote {
  mode: 'table' | 'stripe';
  taxCents: number;
  /** Basis points of the taxable amount; null when the provider gave no single rate. */
  rateBasisPoints: number | null;
  /** Stripe Tax calculation id, committed after payment; null for the table. */
  calculationId: string | null;
}

export interface TaxCalculator {
  readonly mode: 'table' | 'stripe';
  /** Tax on `taxableCents` (price + fee) for a buyer billed in `country`. */
  quote(input: {
    taxableCents: number;
    currency: string;
    country: string;
    vatId: string | null;
    /** A reference for the line item (the project id). */
    itemReference: string;
  }): Promise<TaxQuote>;
  /** The sale was paid: the calculation becomes a tax transaction; returns its id. */
  commit(calculationId: string, reference: string): Promise<string | null>;
  /** The sale was refunded in full: the transaction is reversed; returns the reversal's id. */
  reverse(transactionId: string, reference: string): Promise<string | null>;
}

/** Stripe refused the buyer's location (it needs more than a country there). */
export class TaxLocationError extends Error {}

/** The test processor's table of example rates: nothing leaves the server. */
export function createTableTax(): TaxCalculator {
  return {
    mode: 'table',
    async quote({ taxableCents, country }) {
      const rate = exampleTaxRate(country);
      return {
        mode: 'table',
        taxCents: taxOnCents(taxableCents, rate),
        rateBasisPoints: rate,
        calculationId: null,
      };
    },
    commit: async () => null,
    reverse: async () => null,
  };
}

/** EU VAT numbers start with the country's prefix; Stripe types them as eu_vat. */
const EU = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

function taxIds(
  country: string,
  vatId: string | null,
): Stripe.Tax.CalculationCreateParams.CustomerDetails.TaxId[] | undefined {
  if (!vatId) return undefined;
  if (EU.has(country)) return [{ type: 'eu_vat', value: vatId }];
  if (country === 'GB') return [{ type: 'gb_vat', value: vatId }];
  // Other kinds of tax ID are printed on the receipt but not sent to Stripe.
  return undefined;
}

/** Stripe Tax through the real SDK (a local fake in tests, STRIPE_API_BASE_URL). */
export function createStripeTax(config: NonNullable<Config['stripe']>): TaxCalculator {
  const stripe = new Stripe(config.secretKey, {
    ...connection(config.apiBaseUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Codebazaar' },
  });
  return {
    mode: 'stripe',
    async quote({ taxableCents, currency, country, vatId, itemReference }) {
      let calc: Stripe.Tax.Calculation;
      try {
        calc = await stripe.tax.calculations.create({
          currency: currency.toLowerCase(),
          line_items: [
            { amount: taxableCents, reference: itemReference, tax_behavior: 'exclusive' },
          ],
          customer_details: {
            address: { country },
            address_source: 'billing',
            tax_ids: taxIds(country, vatId),
          },
        });
      } catch (err) {
        if (
          err instanceof Stripe.errors.StripeError &&
          (err.code === 'customer_tax_location_invalid' || err.code === 'tax_id_invalid')
        ) {
          throw new TaxLocationError(err.message);
        }
        throw err;
      }
      const rate = calc.tax_breakdown?.[0]?.tax_rate_details?.percentage_decimal;
      return {
        mode: 'stripe',
        taxCents: calc.tax_amount_exclusive,
        rateBasisPoints:
          calc.tax_breakdown?.length === 1 && rate ? Math.round(Number(rate) * 100) : null,
        calculationId: calc.id ?? null,
      };
    },
    async commit(calculationId, reference) {
      const tx = await stripe.tax.transactions.createFromCalculation({
        calculation: calculationId,
        reference,
      });
      return tx.id;
    },
    async reverse(transactionId, reference) {
      const reversal = await stripe.tax.transactions.createReversal({
        mode: 'full',
        original_transaction: transactionId,
        reference,
      });
      return reversal.id;
    },
  };
}

/** The calculator the configuration asks for; null when no tax is charged. */
export function createTaxCalculator(config: Config): TaxCalculator | null {
  if (config.TAX_MODE === 'off') return null;
  if (config.stripe) return createStripeTax(config.stripe);
  return config.payments === 'test' ? createTableTax() : null;
}
