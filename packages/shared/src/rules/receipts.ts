/**
 * Receipts, billing details and tax (docs/receipts-and-tax.md): the receipt number's format,
 * the billing country and VAT ID rules, and the example tax rates of the built-in test
 * processor. Pure and zod-free (ADR 009).
 */

/** How tax is charged: not at all, or calculated for the buyer's billing country. */
export type TaxMode = 'off' | 'stripe';

/** The countries a buyer can be billed in, and their names: ./countries.ts. */
export {
  billingCountries,
  COUNTRY_CODES,
  countryName,
  countryNames,
  type CountryLocales,
  isBillingCountry,
} from './countries';

/** A VAT or tax ID as typed: spaces, dots and dashes go, letters become upper case. */
export const normalizeVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();
/** 2 to 20 letters and digits once normalized (every national format fits). */
export const VAT_ID_PATTERN = /^[A-Z0-9]{2,20}$/;

/**
 * Example tax rates of the built-in test processor, in basis points (hundredths of a percent)
 * of the price plus the marketplace fee. They let the tax flow be tried offline; they are
 * examples, not tax advice. Any other country is charged no tax; the United States are not in
 * the table because their sales tax depends on the state.
 */
export const EXAMPLE_TAX_RATES: Readonly<Record<string, number>> = {
  AU: 1000,
  CA: 500,
  DE: 1900,
  ES: 2100,
  FR: 2000,
  GB: 2000,
  IE: 2300,
  IN: 1800,
  IT: 2200,
  JP: 1000,
  NL: 2100,
  NZ: 1500,
};

export const exampleTaxRate = (country: string | null) =>
  country ? (EXAMPLE_TAX_RATES[country] ?? 0) : 0;

/** Tax in cents on a taxable amount at a rate in basis points, rounded half up. */
export const taxOnCents = (taxableCents: number, basisPoints: number) =>
  Math.round((taxableCents * basisPoints) / 10_000);

/** The printed receipt number: CB- and at least six digits (CB-000042). */
export const formatReceiptNumber = (n: number) => `CB-${String(n).padStart(6, '0')}`;

/** A rate in basis points as a percent for people: 1900 → "19%", 810 → "8.1%". */
export const formatTaxRate = (basisPoints: number) =>
  `${Number((basisPoints / 100).toFixed(2)).toString()}%`;

/** Texts of receipts and billing details. */
export const RECEIPT_MESSAGES = {
  notFound: 'Receipt not found',
  freeClaim: 'Free claims have no receipt',
  countryRequired: 'Choose your billing country: tax depends on it',
  countryInvalid: 'Choose a country from the list',
  vatIdInvalid: 'A VAT ID is 2 to 20 letters and digits',
  noTax: 'No tax charged',
  taxLocationInvalid: 'Tax could not be calculated for this billing country',
  billingSaved: 'Billing details saved',
} as const;

/**
 * How a receipt says it was paid: the method and the card's last four digits when the provider
 * gave them ("Test card ending in 4242"); never digits that were not given.
 */
export function paymentMethodLabel(method: string, cardLast4: string | null): string {
  return cardLast4 ? `${method} ending in ${cardLast4}` : method;
}
