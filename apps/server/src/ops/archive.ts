import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** A scratch directory, removed when `fn` settles. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'codebazaar-backup-'));
  try {
    return await fn(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Packs a directory's contents into a tar file with the system's tar. */
export async function packDir(dir: string, file: string): Promise<void> {
  await run('tar', ['-cf', file, '-C', dir, '.']);
}

/** Unpacks a tar file made by `packDir` into a directory. */
export async function unpackTo(file: string, dir: string): Promise<void> {
  await run('tar', ['-xf', file, '-C', dir]);
}
