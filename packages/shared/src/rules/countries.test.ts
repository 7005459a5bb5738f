import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';

import {
  billingCountries,
  COUNTRY_CODES,
  countryName,
  countryNames,
  isBillingCountry,
} from './countries';

describe('billing countries: the ISO 3166-1 list of i18n-iso-countries', () => {
  it('holds every alpha-2 code of the package, once each', () => {
    const packaged = Object.keys(countries.getAlpha2Codes());
    // 249 ISO 3166-1 countries, plus Kosovo (XK) as the package lists it.
    expect(packaged).toHaveLength(250);
    expect(COUNTRY_CODES).toHaveLength(packaged.length);
    expect(new Set(COUNTRY_CODES)).toEqual(new Set(packaged));
    expect(billingCountries().size).toBe(packaged.length);
  });

  it('has no pseudo-locales, groupings or reserved codes', () => {
    for (const code of ['XA', 'XB', 'EU', 'EZ', 'UN', 'ZZ', 'QO', 'AC', 'IC', 'DG', 'TA']) {
      expect(isBillingCountry(code), code).toBe(false);
      expect(billingCountries().has(code), code).toBe(false);
    }
    const names = [...billingCountries().values()];
    expect(names.filter((n) => /pseudo/i.test(n))).toEqual([]);
  });

  it.each(['en', 'fr', 'de', 'ru', 'ja'])('names no two countries alike (%s)', (locale) => {
    const names = [...countryNames(locale).values()];
    expect(new Set(names).size).toBe(names.length);
  });

  it('names France, Germany and Russia once each, in English by default', () => {
    const names = [...billingCountries().values()];
    for (const name of ['France', 'Germany', 'Russia']) {
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    }
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('XA')).toBe('XA');
  });

  it('names and sorts in the reader’s language', () => {
    const de = countryNames(['de-DE', 'en']);
    expect(de.get('DE')).toBe('Deutschland');
    expect(countryName('FR', 'fr')).toBe('France');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    const names = [...de.values()];
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
    // Ä sorts with A in German, not after Z.
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Bahamas'));
  });

  it('falls back to English for a language tag Intl cannot read', () => {
    expect(countryName('DE', 'not a language tag!')).toBe('Germany');
  });
});
