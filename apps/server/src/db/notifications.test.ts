import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../test/helper';
import type { Database } from './client';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** Resolves when `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('database notifications', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)('are a no-op on PGlite (one process)', async () => {
    const handle = await database.listen('test_channel', {
      message: () => expect.fail('PGlite has nobody else to hear from'),
      reconnected: () => {},
    });
    expect(handle.connected()).toBe(false);
    await database.notify('test_channel', 'hello');
    await handle.stop();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'deliver NOTIFY to listeners and survive a lost listening connection (PostgreSQL)',
    async () => {
      const heard: string[] = [];
      let reconnects = 0;
      const handle = await database.listen('test_channel', {
        message: (payload) => heard.push(payload),
        reconnected: () => (reconnects += 1),
      });
      expect(handle.connected()).toBe(true);
      await database.notify('test_channel', 'one');
      await database.notify('other_channel', 'not for us');
      await until(() => heard.length === 1);
      expect(heard).toEqual(['one']);

      // An administrator (or a failover) cuts the listening connection: it comes back, says so.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
      );
      await until(() => reconnects === 1);
      expect(handle.connected()).toBe(true);
      await database.notify('test_channel', 'two');
      await until(() => heard.length === 2);
      expect(heard).toEqual(['one', 'two']);

      await handle.stop();
      expect(handle.connected()).toBe(false);
    },
  );
});
