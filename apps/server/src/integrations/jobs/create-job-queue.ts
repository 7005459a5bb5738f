import type { Database } from '../../db/client';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { createTableJobQueue } from './table-job-queue';

export interface CreateJobQueueOptions {
  database: Database;
  clock: () => Date;
  onError(err: unknown, context: { job?: string; id?: string }): void;
}

/** pg-boss on PostgreSQL; the jobs table on the embedded PGlite database, where pg-boss does not run. */
export async function createJobQueue({
  database,
  clock,
  onError,
}: CreateJobQueueOptions): Promise<JobQueue> {
  if (database.kind === 'postgres' && database.connectionString) {
    return createPgBossJobQueue({ connectionString: database.connectionString, onError });
  }
  return createTableJobQueue({ db: database.db, clock, onError });
}
