import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';

import type { Db } from '../db/client';

export const BACKUP_FORMAT = 'codebazaar-backup';

/** manifest.json at the root of every backup archive. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  engine: 'pglite' | 'postgres';
  /** Tag of the last schema migration the database had (apps/server/drizzle/meta/_journal.json). */
  migration: string | null;
  createdAt: string;
  /** The database dump inside the archive: PGlite's data-directory tarball or a pg_dump archive. */
  database: 'database.pglite.tar.gz' | 'database.pgdump';
  /** Media files are in the archive under media/, or live in this S3 bucket (not copied). */
  media: { kind: 'files'; count: number } | { kind: 's3'; bucket: string; endpoint: string | null };
  /** Whether the generated GitHub token key (DATA_DIR/github-token.key) is in the archive. */
  githubTokenKey: boolean;
}

const journalFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(): Journal {
  return JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
}

/** The tag of the newest migration applied to `db` (drizzle records each one's timestamp). */
export async function migrationTag(db: Db): Promise<string | null> {
  const result = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const when = rows[0] ? Number(rows[0].created_at) : null;
  if (when === null) return null;
  return readJournal().entries.find((e) => e.when === when)?.tag ?? `unknown (${when})`;
}

export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('not a Codebazaar backup: manifest.json is not JSON');
  }
  const m = value as Partial<BackupManifest>;
  if (m.format !== BACKUP_FORMAT || m.version !== 1) {
    throw new Error('not a Codebazaar backup (or one of a newer version)');
  }
  if (m.engine !== 'pglite' && m.engine !== 'postgres') throw new Error('unknown engine in backup');
  return m as BackupManifest;
}
