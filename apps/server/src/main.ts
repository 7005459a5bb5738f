import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { ensureAdminFromConfig } from './modules/auth/auth.service';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  // Seed first: it only runs on an empty database, and the configured admin must not make it look full.
  const seeded = await seedDatabase(database.db, config, app.log, {
    storeCover: (bytes) => app.media.storeCoverImage(bytes),
  });
  await ensureAdminFromConfig(database.db, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
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
  const lines = [
    '',
    `  Codebazaar is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
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
