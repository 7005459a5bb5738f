import crypto from 'node:crypto';

/**
 * License keys (docs/license-keys.md): `CB-` and six groups of five characters from a 32-symbol
 * alphabet without look-alikes (Crockford's base32: no I, L, O or U), 150 bits of randomness.
 */
export const KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 6;
const GROUP_LENGTH = 5;
const BODY_LENGTH = GROUPS * GROUP_LENGTH;
export const KEY_BITS = BODY_LENGTH * Math.log2(KEY_ALPHABET.length);

/** A new key; each character is an unbiased draw (5 bits of a random byte). */
export function generateLicenseKey(): string {
  const bytes = crypto.randomBytes(BODY_LENGTH);
  let body = '';
  for (const byte of bytes) body += KEY_ALPHABET[byte & 31];
  const groups: string[] = [];
  for (let i = 0; i < BODY_LENGTH; i += GROUP_LENGTH) groups.push(body.slice(i, i + GROUP_LENGTH));
  return `CB-${groups.join('-')}`;
}

/**
 * The key's 30 characters as typed by anyone: case, spaces and dashes do not matter, and the
 * look-alikes O, I and L read as 0, 1 and 1. Null when it cannot be a key.
 */
export function normaliseLicenseKey(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.startsWith('CB')) text = text.slice(2);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (text.length !== BODY_LENGTH) return null;
  for (const ch of text) if (!KEY_ALPHABET.includes(ch)) return null;
  return text;
}

/** SHA-256 of the normalised key: what the database looks keys up by. */
export const hashLicenseKey = (normalised: string): string =>
  crypto.createHash('sha256').update(`codebazaar-license-key:${normalised}`).digest('hex');

/** The key's fingerprint in certificates: its hash, which does not give the key away. */
export const keyFingerprint = (normalised: string): string =>
  crypto.createHash('sha256').update(normalised).digest('hex');

/** The last group of a key, for the seller's masked view. */
export const keyTail = (key: string): string => key.slice(-GROUP_LENGTH);

export const maskedKey = (tail: string): string =>
  `CB-${Array.from({ length: GROUPS - 1 }, () => '•••••').join('-')}-${tail}`;
