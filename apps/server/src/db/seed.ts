import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config';
import type { Db } from './client';

export interface SeedResult {
  accounts: { role: string; email: string; password: string }[];
}

/** Fills an empty database with demo data (filled in by the seed work). */
export async function seedDatabase(
  _db: Db,
  _config: Config,
  _log: FastifyBaseLogger,
): Promise<SeedResult> {
  return { accounts: [] };
}
