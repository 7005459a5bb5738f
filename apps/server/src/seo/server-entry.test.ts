import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';

import { loadServerEntry } from './server-render';

const log = pino({ level: 'silent' });

/** A stand-in entry that records the NODE_ENV it was loaded under, as React's index does. */
function entryFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-entry-'));
  const file = path.join(dir, 'entry-server.mjs');
  fs.writeFileSync(file, 'export const loadedUnder = process.env.NODE_ENV;\n');
  return file;
}

describe('loadServerEntry', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
  });

  it('loads the entry of a production server under NODE_ENV=production, whatever the environment said', async () => {
    process.env.NODE_ENV = 'development';
    const entry = (await loadServerEntry(entryFile(), log, { production: true })) as unknown as {
      loadedUnder: string;
    };
    expect(entry.loadedUnder).toBe('production');
  });

  it('leaves the environment alone for a server that is not in production', async () => {
    process.env.NODE_ENV = 'test';
    const entry = (await loadServerEntry(entryFile(), log, { production: false })) as unknown as {
      loadedUnder: string;
    };
    expect(entry.loadedUnder).toBe('test');
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('is null without a built entry, and the environment stays as it was', async () => {
    process.env.NODE_ENV = 'test';
    const missing = path.join(os.tmpdir(), 'cb-no-such-entry', 'entry-server.js');
    expect(await loadServerEntry(missing, log, { production: true })).toBeNull();
    expect(process.env.NODE_ENV).toBe('test');
  });
});
