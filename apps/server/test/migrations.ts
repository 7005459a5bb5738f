import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's migrations folder (drizzle/). */
export const drizzleFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../drizzle',
);

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations folder that ends just before the migration `tag`, so a backfill test
 * can build a database in the old shape, fill it, then migrate it the rest of the way.
 */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  if (stop <= 0) throw new Error(`no migration ${tag} after the first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const kept = journal.entries.slice(0, stop);
  fs.writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  for (const e of kept) {
    fs.copyFileSync(path.join(drizzleFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}
