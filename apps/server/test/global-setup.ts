import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

import { createPgliteDatabase } from '../src/db/client';

/**
 * Migrates one PGlite database per test run and saves its data directory as a tarball:
 * each test file then starts from a copy in well under a second instead of re-running initdb
 * and every migration. (PostgreSQL runs, with TEST_DATABASE_URL, create databases per file.)
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = createPgliteDatabase();
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `codebazaar-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
