/**
 * Countries a buyer can be billed in (docs/receipts-and-tax.md): the ISO 3166-1 alpha-2 codes of
 * the maintained `i18n-iso-countries` list, named in the reader's language. Pure and zod-free
 * (ADR 009).
 *
 * Only the package's code table is read in the browser (its `browser` entry registers no
 * language), so no locale data reaches the web bundle: names come from the runtime's
 * Intl.DisplayNames, then from the package's English names where they are registered (on the
 * server, whose entry registers them all), then the code itself.
 */
import countries from 'i18n-iso-countries';

/** Every alpha-2 code of the list (ISO 3166-1, plus XK Kosovo as the list keeps it), A–Z. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();

const CODES = new Set(COUNTRY_CODES);

/** Locales as Intl takes them: a tag, a list of tags (navigator.languages), or the runtime's. */
export type CountryLocales = string | readonly string[] | undefined;

const byLocale = new Map<string, ReadonlyMap<string, string>>();

function displayNames(locales: string[]): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(locales, { type: 'region', fallback: 'none' });
  } catch {
    // A malformed language tag: the English names below.
    return null;
  }
}

/**
 * Every country with its name in `locales` (English after them), sorted by that name as the
 * language sorts. The web app passes the viewer's languages; receipts and the server use English.
 */
export function countryNames(locales: CountryLocales = 'en'): ReadonlyMap<string, string> {
  const wanted =
    locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales];
  const key = wanted.join(',');
  const cached = byLocale.get(key);
  if (cached) return cached;
  const tags = [...wanted, 'en'];
  const display = displayNames(tags) ?? displayNames(['en']);
  const rows = COUNTRY_CODES.map((code): [string, string] => {
    const name = display?.of(code);
    return [code, name && name !== code ? name : (countries.getName(code, 'en') ?? code)];
  });
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(tags);
  } catch {
    collator = new Intl.Collator('en');
  }
  rows.sort((a, b) => collator.compare(a[1], b[1]));
  const names: ReadonlyMap<string, string> = new Map(rows);
  byLocale.set(key, names);
  return names;
}

/** Every country with its English name, sorted by name (receipts, the server). */
export const billingCountries = () => countryNames('en');

export const isBillingCountry = (code: string) => CODES.has(code);

/** The country's name in `locales` (English by default), or the code itself when unknown. */
export const countryName = (code: string, locales: CountryLocales = 'en') =>
  countryNames(locales).get(code) ?? code;
