import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { parseTokenKey, type Config } from '../../config';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const TOKEN_KEY_FILE = 'github-token.key';

/** Encrypts and decrypts GitHub access tokens at rest (AES-256-GCM). */
export interface TokenCipher {
  encrypt(plain: string): string;
  /** Null when the value was not made with this key or was altered. */
  decrypt(stored: string): string | null;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The GitHub token key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const ivBytes = Buffer.from(iv, 'base64url');
        const tagBytes = Buffer.from(tag, 'base64url');
        if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAuthTag(tagBytes);
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * The key from GITHUB_TOKEN_KEY, or else one generated once and kept in
 * `${dataDir}/github-token.key` (mode 0600). With PostgreSQL and no key, every instance must
 * share that file or set GITHUB_TOKEN_KEY, so a warning is logged.
 */
export function loadTokenKey(
  config: Partial<Pick<Config, 'GITHUB_TOKEN_KEY' | 'DATABASE_URL'>> & Pick<Config, 'dataDir'>,
  log: { warn: (msg: string) => void },
): Buffer {
  if (config.GITHUB_TOKEN_KEY) {
    const key = parseTokenKey(config.GITHUB_TOKEN_KEY);
    if (!key) throw new Error('GITHUB_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(config.dataDir, TOKEN_KEY_FILE);
  if (config.DATABASE_URL) {
    log.warn(
      `GITHUB_TOKEN_KEY is not set: GitHub tokens are encrypted with a key kept in ${file}. ` +
        'Several server instances need the same GITHUB_TOKEN_KEY.',
    );
  }
  const existing = readKeyFile(file);
  if (existing) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  // Written whole to a temporary file, then linked into place: link fails when the file exists,
  // so racing processes agree on one key and nobody reads a half-written file.
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, key.toString('base64') + '\n', { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = readKeyFile(file);
    if (!winner) throw new Error(`${file} does not hold a valid 32-byte key`);
    return winner;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (text.trim() === '') return null;
  const key = parseTokenKey(text);
  if (!key) throw new Error(`${file} does not hold a valid 32-byte key`);
  return key;
}

/**
 * A key for one purpose (signing download links, unsubscribe links…), derived from the stored-token
 * key with HKDF: every instance that shares the token key derives the same one, and a key of one
 * purpose says nothing of another's.
 */
export function derivedKey(tokenKey: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', tokenKey, Buffer.alloc(0), purpose, 32));
}
