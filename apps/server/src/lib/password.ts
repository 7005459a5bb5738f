import { hash, verify } from '@node-rs/argon2';

/** Argon2id (algorithm 2) with the library's OWASP-grade defaults: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = 2;

/** Hashes a password with argon2id; the result is a self-describing PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/**
 * True when `password` matches `passwordHash`. A missing or malformed hash never matches and
 * never throws, so callers can pass whatever the database holds.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
