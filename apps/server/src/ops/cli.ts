/**
 * npm run db:backup -- <file> | db:restore -- <file> | db:copy -- --to <postgres url>
 * (README, "Backups and moving to PostgreSQL"). Runs with tsx like the server (ADR 003).
 */
import fs from 'node:fs';
import path from 'node:path';

import { loadConfig, type Config } from '../config';
import { createPgliteDatabase, createPostgresDatabase } from '../db/client';
import { createBackup, pgliteDir, restoreBackup } from './backup';
import { askServerForBackup, serverIsRunning } from './control-socket';
import { copyDatabase } from './copy';
import { redactUrl } from './empty-target';
import type { BackupManifest } from './manifest';

const USAGE = `usage:
  npm run db:backup -- <file>             back up the database and media into one archive
  npm run db:restore -- <file>            restore a backup into an empty database
  npm run db:copy -- --to <postgres url>  move the embedded database into an empty PostgreSQL`;

/** Runs one command; resolves with what to print, rejects with a message for the operator. */
export async function runOps(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<void> {
  const config = loadConfig(env);
  const [command, ...args] = argv;
  const here = (file: string) => path.resolve(env.INIT_CWD ?? process.cwd(), file);
  if (command === 'backup' && args.length === 1) {
    const manifest = await backup(config, here(args[0]!));
    log(`Backup written to ${here(args[0]!)}\n${describe(manifest)}`);
  } else if (command === 'restore' && args.length === 1) {
    if (!config.DATABASE_URL && (await serverIsRunning(config.dataDir))) {
      throw new Error(`a server is running on ${config.dataDir}: stop it before restoring`);
    }
    const manifest = await restoreBackup({ file: here(args[0]!), config });
    const into = config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : pgliteDir(config);
    log(`Restored into ${into}\n${describe(manifest)}`);
  } else if (command === 'copy' && args.length === 2 && args[0] === '--to') {
    await copy(config, args[1]!, log);
  } else {
    throw new Error(USAGE);
  }
}

async function backup(config: Config, file: string): Promise<BackupManifest> {
  if (config.DATABASE_URL) {
    const database = createPostgresDatabase(config.DATABASE_URL, 2);
    try {
      return await createBackup({ database, config, file });
    } finally {
      await database.close();
    }
  }
  // A running server holds the embedded database: it writes the backup itself.
  const fromServer = await askServerForBackup(config.dataDir, file);
  if (fromServer) return fromServer;
  const database = await openEmbedded(config);
  try {
    return await createBackup({ database, config, file });
  } finally {
    await database.close();
  }
}

async function copy(config: Config, targetUrl: string, log: (line: string) => void) {
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new Error('--to needs a PostgreSQL URL (postgres://user:password@host:port/database)');
  }
  if (await serverIsRunning(config.dataDir)) {
    throw new Error(
      `a server is running on ${config.dataDir}: stop it first, so that no row written after ` +
        'the copy is left behind',
    );
  }
  const source = await openEmbedded(config);
  try {
    log(`Copying ${pgliteDir(config)} to ${redactUrl(targetUrl)}`);
    const report = await copyDatabase({ source, targetUrl, log });
    const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `Copied ${rows} rows of ${report.tables.length} tables. Start the server on it with\n` +
        `  DATABASE_URL=${redactUrl(targetUrl)} DATA_DIR=${config.dataDir} npm start\n` +
        '(the same DATA_DIR keeps the media files and the GitHub token key).',
    );
  } finally {
    await source.close();
  }
}

async function openEmbedded(config: Config) {
  const dir = pgliteDir(config);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`no embedded database in ${dir} (check DATA_DIR)`);
  }
  return createPgliteDatabase(dir);
}

function describe(m: BackupManifest): string {
  const media =
    m.media.kind === 'files'
      ? `${m.media.count} media files`
      : `media in S3 bucket ${m.media.bucket} (not in the archive)`;
  return `  ${m.engine}, schema ${m.migration ?? 'none'}, made ${m.createdAt}, ${media}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runOps(process.argv.slice(2)).then(
    () => process.exit(0),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
