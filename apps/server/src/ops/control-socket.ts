/**
 * PGlite is single-process (ADR 001): while the server runs, no other process may open its data
 * directory. The server therefore listens on a Unix socket inside DATA_DIR (mode 0600, so only
 * the account that owns the data can use it), and `npm run db:backup` asks it for the backup
 * there; when nothing answers, the server is not running and the tools open the files
 * themselves. Commands: backup (to a file path). Nothing else is accepted.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import type { BackupManifest } from './manifest';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

type Request = { command: 'backup'; file: string };
type Reply = { manifest: BackupManifest } | { error: string };

export async function serveControlSocket(
  dataDir: string,
  handlers: { backup(file: string): Promise<BackupManifest> },
): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  // This process holds the data directory, so a socket file left there is a dead server's.
  await fs.promises.rm(socketPath, { force: true });
  const server = net.createServer((conn) => {
    let buffer = '';
    conn.setEncoding('utf8');
    conn.on('error', () => {});
    conn.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) {
        if (buffer.length > 8192) conn.destroy();
        return;
      }
      void answer(buffer.slice(0, newline)).then((reply) => conn.end(JSON.stringify(reply) + '\n'));
    });
  });
  const answer = async (line: string): Promise<Reply> => {
    try {
      const request = JSON.parse(line) as Partial<Request>;
      if (request.command !== 'backup' || typeof request.file !== 'string' || !request.file) {
        return { error: 'unknown command' };
      }
      return { manifest: await handlers.backup(request.file) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.promises.chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the server running on `dataDir` to write a backup to `file`. Resolves null when no
 * server listens there (no socket, or a stale one).
 */
export function askServerForBackup(dataDir: string, file: string): Promise<BackupManifest | null> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(controlSocketPath(dataDir));
    let buffer = '';
    let connected = false;
    conn.setEncoding('utf8');
    conn.on('connect', () => {
      connected = true;
      conn.write(JSON.stringify({ command: 'backup', file } satisfies Request) + '\n');
    });
    conn.on('data', (chunk: string) => (buffer += chunk));
    conn.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) resolve(null);
      else reject(err);
    });
    conn.on('end', () => {
      try {
        const reply = JSON.parse(buffer) as Reply;
        if ('error' in reply) reject(new Error(`the running server: ${reply.error}`));
        else resolve(reply.manifest);
      } catch {
        reject(new Error('the running server gave no answer'));
      }
    });
  });
}

/** Whether a server is running on `dataDir` (its control socket answers). */
export function serverIsRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const conn = net.createConnection(controlSocketPath(dataDir));
    conn.on('connect', () => {
      conn.destroy();
      resolve(true);
    });
    conn.on('error', () => resolve(false));
  });
}
