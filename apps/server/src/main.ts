import cluster from 'node:cluster';

import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { ensureAdminFromConfig } from './modules/auth/auth.service';
import { createBackup } from './ops/backup';
import { serveControlSocket } from './ops/control-socket';

/**
 * WEB_CONCURRENCY > 1 on PostgreSQL: this process only starts and watches that many server
 * processes, which share the port (node:cluster hands connections to them in turn) and keep
 * everything they share in PostgreSQL (docs/ARCHITECTURE.md#scale-out). They start one after the
 * other, so the first migrates and seeds an empty database alone. A server that stops later is
 * replaced; one that stops before it listens stops everything (a configuration error would
 * otherwise restart forever).
 */
async function runPrimary(workers: number) {
  console.log(`Starting ${workers} server processes (WEB_CONCURRENCY=${workers})`);
  let stopping = false;
  const listening = new Set<number>();
  const alive = new Set<number>();
  cluster.on('fork', (worker) => alive.add(worker.id));
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) process.exit();
      return;
    }
    if (!listening.has(worker.id)) {
      console.error(`Server process ${worker.process.pid} stopped before it started; stopping`);
      stop('SIGTERM', 1);
      return;
    }
    console.error(
      `Server process ${worker.process.pid} stopped (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  function stop(signal: NodeJS.Signals, code = 0) {
    stopping = true;
    if (code !== 0) process.exitCode = code;
    if (alive.size === 0) process.exit();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
  for (let i = 0; i < workers && !stopping; i += 1) {
    const worker = cluster.fork();
    await new Promise<void>((resolve) => {
      worker.once('listening', () => resolve());
      worker.once('exit', () => resolve());
    });
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    if (config.DATABASE_URL) return runPrimary(config.WEB_CONCURRENCY);
    console.warn(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} ignored: the embedded PGlite database belongs ` +
        'to one process; running one server process (set DATABASE_URL to run several).',
    );
  }
  const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  // Seed first: it only runs on an empty database, and the configured admin must not make it look full.
  const seeded = await seedDatabase(database.db, config, app.log, {
    storeCover: (bytes) => app.media.storeCoverImage(bytes),
    // The demo's year of sales gets the payouts the test processor's schedule would have made.
    payOutHistory: (since) => app.balances.replayTestSchedule(since),
  });
  await ensureAdminFromConfig(database.db, config);
  // The embedded database belongs to this process: `npm run db:backup` asks it for backups.
  const control =
    database.kind === 'pglite'
      ? await serveControlSocket(config.dataDir, {
          backup: (file) => createBackup({ database, config, file }),
        }).catch((err: Error) => {
          app.log.warn({ err }, 'control socket unavailable: db:backup needs the server stopped');
          return null;
        })
      : null;

  // SIGTERM drains (docs/ARCHITECTURE.md#start-up-and-shutdown): readiness turns 503 first,
  // then the app stops listening, answers the requests in flight, lets the running jobs finish
  // their current step and closes the database; past SHUTDOWN_GRACE_MS the process exits anyway.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.drain();
    app.log.info(`${signal} received, draining (up to ${config.SHUTDOWN_GRACE_MS} ms)`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than SHUTDOWN_GRACE_MS (${config.SHUTDOWN_GRACE_MS} ms)`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await control?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // In a cluster the first server process prints the banner; the others say they are up.
  if (cluster.isWorker && cluster.worker?.id !== 1) {
    console.log(`  Server process ${process.pid} is listening`);
    return;
  }
  const lines = [
    '',
    `  Codebazaar is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    ...(cluster.isWorker ? [`  Server processes: ${config.WEB_CONCURRENCY}`] : []),
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.payments === 'off') {
    lines.push(
      '  Payments: off (set the Stripe keys, or PAYMENTS_TEST_MODE=true for test payments)',
    );
  }
  if (seeded.accounts.length > 0) {
    lines.push(
      config.NODE_ENV === 'production'
        ? '  Demo accounts (random passwords, shown this once; change them after signing in):'
        : '  Demo accounts:',
    );
    for (const a of seeded.accounts)
      lines.push(`    ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
