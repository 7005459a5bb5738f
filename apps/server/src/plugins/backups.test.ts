import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../../test/helper';
import { BACKUP_JOB, backupFileName } from './backups';

/**
 * Scheduled backups (README, "Backups and moving to PostgreSQL"): the job writes a backup into
 * BACKUP_DIR on each run through the job queue and keeps only the newest BACKUP_KEEP.
 */

let ctx: TestContext;
let dir = '';
let now = new Date();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-backups-'));
  ctx = await createTestApp(
    { BACKUP_DIR: dir, BACKUP_EVERY: '1h', BACKUP_KEEP: '2' },
    { clock: () => now },
  );
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('scheduled backup job', () => {
  it('writes a backup on each run and keeps the newest BACKUP_KEEP', async () => {
    const written: string[] = [];
    for (let run = 0; run < 3; run++) {
      // A run due at once, each a minute after the last; the scheduled next run (an hour on)
      // is never due here, on either engine (pg-boss reads due times on the database's clock).
      now = new Date(now.getTime() + 60_000);
      await ctx.app.jobs.enqueue(BACKUP_JOB, {});
      await ctx.app.jobs.runDueNow();
      const name = backupFileName(now);
      expect(fs.readdirSync(dir)).toContain(name);
      written.push(name);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(written.slice(1));
  }, 60_000);
});
