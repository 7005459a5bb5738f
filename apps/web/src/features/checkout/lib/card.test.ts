import { describe, expect, it } from 'vitest';

import { CARD_MESSAGES, formatCardNumber, formatCvc, formatExpiry, validateCard } from './card';

const now = new Date(2026, 4, 15); // May 2026

describe('card form helpers', () => {
  it('groups card digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00a00 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('formats the expiry as MM/YY', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatCvc('12a34x5')).toBe('1234');
  });

  it('accepts a valid card', () => {
    expect(
      validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now),
    ).toEqual({});
  });

  it('rejects a missing or non-Luhn number, a bad or past expiry and a bad CVC', () => {
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: CARD_MESSAGES.numberRequired,
      expiry: CARD_MESSAGES.expiryInvalid,
      cvc: CARD_MESSAGES.cvcInvalid,
    });
    expect(
      validateCard({ cardNumber: '4242 4242 4242 4241', expiry: '13/27', cvc: '12' }, now),
    ).toEqual({
      cardNumber: 'Your card number is invalid.',
      expiry: CARD_MESSAGES.expiryInvalid,
      cvc: CARD_MESSAGES.cvcInvalid,
    });
    expect(
      validateCard({ cardNumber: '4242424242424242', expiry: '04/26', cvc: '1234' }, now),
    ).toEqual({ expiry: CARD_MESSAGES.expiryPast });
    expect(
      validateCard({ cardNumber: '4242424242424242', expiry: '12/25', cvc: '123' }, now).expiry,
    ).toBe(CARD_MESSAGES.expiryPast);
  });
});
