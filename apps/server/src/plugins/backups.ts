import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createBackup } from '../ops/backup';

export const BACKUP_JOB = 'scheduled-backup';
const FILE = /^codebazaar-\d{8}T\d{6}Z\.tar$/;

/** codebazaar-20260101T030000Z.tar: names that sort by time. */
export const backupFileName = (at: Date) =>
  `codebazaar-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`;

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): a job on the job queue (ADR 010)
 * writes a backup into BACKUP_DIR, keeps the newest BACKUP_KEEP and queues its next run. One
 * queued run at a time (a singleton key), so restarts do not add runs or postpone them.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const dir = config.BACKUP_DIR;
    const every = config.BACKUP_EVERY;
    if (!dir || every <= 0) return;
    const log = app.log.child({ module: 'backups' });
    const queueNext = (from: Date) =>
      app.jobs.enqueue(
        BACKUP_JOB,
        {},
        { singletonKey: 'next', startAfter: new Date(from.getTime() + every * 1000) },
      );
    await app.jobs.work(BACKUP_JOB, async () => {
      const now = app.clock();
      // The next run is queued first, so a failing backup does not end the schedule.
      await queueNext(now);
      const file = path.join(dir, backupFileName(now));
      await createBackup({ database: app.database, config, file, now });
      const old = (await fs.promises.readdir(dir)).filter((n) => FILE.test(n)).sort();
      for (const name of old.slice(0, Math.max(0, old.length - config.BACKUP_KEEP))) {
        await fs.promises.rm(path.join(dir, name), { force: true });
      }
      log.info({ file }, 'backup written');
    });
    app.addHook('onReady', async () => {
      await queueNext(app.clock());
    });
  },
  { name: 'backups', dependencies: ['jobs'] },
);
