import { sha256Hex, utf8 } from './encoding.js';

/**
 * License keys as people type them (docs/license-keys.md#keys): `CB-` and six groups of five
 * characters of Crockford's base32; case, spaces and dashes do not matter, and O reads as 0, I
 * and L as 1.
 */
const KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 30;

/** The key's 30 characters, however it was typed; null when it cannot be a key. */
export function normaliseLicenseKey(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.startsWith('CB')) text = text.slice(2);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (text.length !== BODY_LENGTH) return null;
  for (const ch of text) if (!KEY_ALPHABET.includes(ch)) return null;
  return text;
}

/**
 * The key's fingerprint as a certificate's `key-fingerprint` line gives it: the SHA-256 of the
 * normalised key, in hex. Null for something that is not a key.
 */
export async function keyFingerprint(key: string): Promise<string | null> {
  const normalised = normaliseLicenseKey(key);
  return normalised === null ? null : sha256Hex(utf8(normalised));
}
