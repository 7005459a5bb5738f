import { passesLuhn, PAYMENT_MESSAGES } from '@codebazaar/shared/rules';

/** Card form of the test processor: what the buyer typed, as shown in the inputs. */
export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardValues, string>>;

export const CARD_MESSAGES = {
  numberRequired: 'Enter your card number',
  numberInvalid: PAYMENT_MESSAGES.cardInvalid,
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expiryPast: "Your card's expiry date is in the past",
  cvcInvalid: 'Enter the 3 or 4 digit security code',
} as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (groups of 4, at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" → "12/29"; a lone first digit above 1 becomes "0N/". */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.includes('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

/** Client-side checks of the card form; the test processor decides on decline itself. */
export function validateCard(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOf(values.cardNumber);
  if (!number) errors.cardNumber = CARD_MESSAGES.numberRequired;
  else if (!passesLuhn(number)) errors.cardNumber = CARD_MESSAGES.numberInvalid;

  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) {
    errors.expiry = CARD_MESSAGES.expiryInvalid;
  } else {
    const year = 2000 + Number(match[2]);
    const thisYear = now.getFullYear();
    const thisMonth = now.getMonth() + 1;
    if (year < thisYear || (year === thisYear && month < thisMonth)) {
      errors.expiry = CARD_MESSAGES.expiryPast;
    }
  }

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcInvalid;
  return errors;
}
