import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';

import type { Db } from './client';

const journalFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);

/** The time stamp of the newest migration this build ships (drizzle's journal). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

let newest: number | undefined;

/**
 * Whether the database has every migration of this build: drizzle's migrator records each one
 * it applied, with the journal's time stamp, in `drizzle.__drizzle_migrations`, and applies
 * the ones newer than the last recorded. False when the table is missing (never migrated).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newest ??= newestMigration();
  try {
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      last: string;
    }[];
    return Number(rows[0]?.last ?? 0) >= newest;
  } catch {
    return false;
  }
}
