import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config';
import { TOKEN_KEY_FILE, createTokenCipher, loadTokenKey } from './token-crypto';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const silent = { warn: () => {} };

describe('token encryption (AES-256-GCM)', () => {
  const key = crypto.randomBytes(32);
  const cipher = createTokenCipher(key);

  it('round-trips a token and never stores it in clear', () => {
    const stored = cipher.encrypt('gho_secret_token');
    expect(stored).not.toContain('gho_secret_token');
    expect(cipher.decrypt(stored)).toBe('gho_secret_token');
  });

  it('uses a fresh IV every time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('rejects altered values and other keys', () => {
    const stored = cipher.encrypt('gho_secret_token');
    const [v, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(createTokenCipher(crypto.randomBytes(32)).decrypt(stored)).toBeNull();
    expect(cipher.decrypt('garbage')).toBeNull();
    expect(cipher.decrypt('v1.a.b.c')).toBeNull();
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createTokenCipher(crypto.randomBytes(16))).toThrow();
  });
});

describe('loadTokenKey', () => {
  it('uses GITHUB_TOKEN_KEY given as hex or base64', () => {
    const key = crypto.randomBytes(32);
    const dataDir = tempDir();
    expect(loadTokenKey({ GITHUB_TOKEN_KEY: key.toString('hex'), dataDir }, silent)).toEqual(key);
    expect(loadTokenKey({ GITHUB_TOKEN_KEY: key.toString('base64'), dataDir }, silent)).toEqual(
      key,
    );
    expect(fs.existsSync(path.join(dataDir, TOKEN_KEY_FILE))).toBe(false);
  });

  it('generates a key once under DATA_DIR with mode 0600 and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = loadTokenKey({ dataDir }, silent);
    const file = path.join(dataDir, TOKEN_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadTokenKey({ dataDir }, silent)).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual([TOKEN_KEY_FILE]);
  });

  it('warns with PostgreSQL and no key, since instances must share it', () => {
    const warnings: string[] = [];
    loadTokenKey(
      { dataDir: tempDir(), DATABASE_URL: 'postgres://x/y' },
      { warn: (m) => warnings.push(m) },
    );
    expect(warnings.join(' ')).toContain('GITHUB_TOKEN_KEY');
  });

  it('refuses a damaged key file', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, TOKEN_KEY_FILE), 'not a key');
    expect(() => loadTokenKey({ dataDir }, silent)).toThrow(/32-byte/);
  });
});

describe('GitHub configuration', () => {
  it('has defaults and keeps base URLs without a trailing slash', () => {
    const c = loadConfig({ GITHUB_WEB_URL: 'http://127.0.0.1:9/' });
    expect(c.GITHUB_WEB_URL).toBe('http://127.0.0.1:9');
    expect(c.GITHUB_API_URL).toBe('https://api.github.com');
    expect(c.GITHUB_ACCESS_SYNC_SECONDS).toBe(300);
    expect(c.GITHUB_CLIENT_ID).toBeUndefined();
  });

  it('needs both the client id and the secret, or neither', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'abc' })).toThrow(/GITHUB_CLIENT_SECRET/);
    expect(() => loadConfig({ GITHUB_CLIENT_SECRET: 'abc' })).toThrow(/GITHUB_CLIENT_SECRET/);
    expect(loadConfig({ GITHUB_CLIENT_ID: 'a', GITHUB_CLIENT_SECRET: 'b' }).GITHUB_CLIENT_ID).toBe(
      'a',
    );
  });

  it('rejects a token key that is not 32 bytes and a negative interval', () => {
    expect(() => loadConfig({ GITHUB_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(/GITHUB_TOKEN_KEY/);
    expect(() => loadConfig({ GITHUB_ACCESS_SYNC_SECONDS: '-1' })).toThrow(
      /GITHUB_ACCESS_SYNC_SECONDS/,
    );
  });
});
