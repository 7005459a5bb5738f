/**
 * Backups of a whole marketplace (database and stored media) in one tar archive, and their
 * restore into an empty database. The database dump is the engine's own: PGlite's data-directory
 * tarball (dumpDataDir), or `pg_dump --format=custom` on PostgreSQL, restored with pg_restore.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Config } from '../config';
import { createPgliteDatabase, type Database } from '../db/client';
import { TOKEN_KEY_FILE } from '../integrations/github/token-crypto';
import { packDir, run, unpackTo, withTempDir } from './archive';
import { copyDatabase } from './copy';
import { assertEmptyPostgres } from './empty-target';
import { BACKUP_FORMAT, migrationTag, parseManifest, type BackupManifest } from './manifest';

type BackupConfig = Pick<Config, 'dataDir' | 'DATABASE_URL' | 'S3_BUCKET' | 'S3_ENDPOINT'>;

export const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pglite');
const mediaDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

/** Writes a backup of `database` (open, possibly serving requests) and the media to `file`. */
export async function createBackup(opts: {
  database: Database;
  config: BackupConfig;
  file: string;
  now?: Date;
}): Promise<BackupManifest> {
  const { database, config } = opts;
  const file = path.resolve(opts.file);
  return withTempDir(async (dir) => {
    let dumpName: BackupManifest['database'];
    if (database.kind === 'pglite') {
      if (!database.dumpDataDir) throw new Error('this database cannot be dumped');
      dumpName = 'database.pglite.tar.gz';
      const blob = await database.dumpDataDir();
      await fs.promises.writeFile(path.join(dir, dumpName), Buffer.from(await blob.arrayBuffer()));
    } else {
      dumpName = 'database.pgdump';
      // pg_dump reads one snapshot: a consistent copy while the servers keep writing.
      await pgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(dir, dumpName)}`,
        `--dbname=${database.connectionString}`,
      ]);
    }
    let media: BackupManifest['media'];
    if (config.S3_BUCKET) {
      media = { kind: 's3', bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT ?? null };
    } else {
      // Media files are written once under a name made from their content, never changed.
      const from = mediaDir(config);
      const names = fs.existsSync(from) ? await fs.promises.readdir(from) : [];
      await fs.promises.mkdir(path.join(dir, 'media'));
      for (const name of names) {
        await fs.promises.copyFile(path.join(from, name), path.join(dir, 'media', name));
      }
      media = { kind: 'files', count: names.length };
    }
    const keyFile = path.join(config.dataDir, TOKEN_KEY_FILE);
    const githubTokenKey = fs.existsSync(keyFile);
    if (githubTokenKey) await fs.promises.copyFile(keyFile, path.join(dir, TOKEN_KEY_FILE));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      engine: database.kind,
      migration: await migrationTag(database.db),
      createdAt: (opts.now ?? new Date()).toISOString(),
      database: dumpName,
      media,
      githubTokenKey,
    };
    await fs.promises.writeFile(
      path.join(dir, 'manifest.json'),
      JSON.stringify(manifest, null, 2) + '\n',
    );
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written beside the target and renamed: a backup file is never seen half written.
    const partial = `${file}.partial`;
    await packDir(dir, partial);
    await fs.promises.rename(partial, file);
    return manifest;
  });
}

/** Reads a backup's manifest without unpacking the rest. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const { stdout } = await run('tar', ['-xOf', file, './manifest.json'], {
    maxBuffer: 1 << 20,
  }).catch(() => {
    throw new Error(`${file} is not a Codebazaar backup (no manifest.json)`);
  });
  return parseManifest(stdout);
}

/**
 * Restores `file` into the configured database, which must be empty: DATABASE_URL, or else the
 * embedded one under DATA_DIR/pglite (which must not exist yet). A PGlite backup restores into
 * either engine (into PostgreSQL by db:copy's path); a pg_dump backup needs PostgreSQL.
 */
export async function restoreBackup(opts: {
  file: string;
  config: BackupConfig;
}): Promise<BackupManifest> {
  const { config } = opts;
  const file = path.resolve(opts.file);
  const manifest = await readBackupManifest(file);
  if (config.DATABASE_URL) {
    await assertEmptyPostgres(config.DATABASE_URL);
  } else {
    assertEmptyPgliteDir(pgliteDir(config));
    if (manifest.engine === 'postgres') {
      throw new Error(
        'this is a PostgreSQL backup (pg_dump): restore it into PostgreSQL with DATABASE_URL set',
      );
    }
  }
  await withTempDir(async (dir) => {
    await unpackTo(file, dir);
    const dump = path.join(dir, manifest.database);
    if (manifest.engine === 'postgres') {
      await pgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${config.DATABASE_URL}`,
        dump,
      ]);
    } else {
      const template = new Blob([await fs.promises.readFile(dump)]);
      // Embedded target: PGlite opens the tarball as its data directory. PostgreSQL target: the
      // tarball opens in memory and is copied row by row, as db:copy does.
      const source = createPgliteDatabase(
        config.DATABASE_URL ? undefined : pgliteDir(config),
        template,
      );
      try {
        if (config.DATABASE_URL) await copyDatabase({ source, targetUrl: config.DATABASE_URL });
      } finally {
        await source.close();
      }
    }
    if (manifest.media.kind === 'files') {
      const to = mediaDir(config);
      await fs.promises.mkdir(to, { recursive: true });
      for (const name of await fs.promises.readdir(path.join(dir, 'media'))) {
        await fs.promises.copyFile(path.join(dir, 'media', name), path.join(to, name));
      }
    }
    if (manifest.githubTokenKey) {
      const keyFile = path.join(config.dataDir, TOKEN_KEY_FILE);
      const saved = await fs.promises.readFile(path.join(dir, TOKEN_KEY_FILE));
      if (!fs.existsSync(keyFile)) {
        await fs.promises.writeFile(keyFile, saved, { mode: 0o600 });
      } else if (!saved.equals(await fs.promises.readFile(keyFile))) {
        throw new Error(
          `${keyFile} differs from the backup's key: stored GitHub tokens need the backup's ` +
            'key; move the existing file away and restore again',
        );
      }
    }
  });
  return manifest;
}

export function assertEmptyPgliteDir(dir: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(
      `the embedded database ${dir} is not empty: restore into a new DATA_DIR (or move it away)`,
    );
  }
}

/** Runs pg_dump or pg_restore, with a clear message when it is not installed. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 << 20 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(`${tool} was not found: install the PostgreSQL client tools`);
    }
    throw new Error(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}
