import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index.js';
import { startDailyDigestWorker } from './modules/emails/daily-digest.js';
import { startOutboxWorker } from './modules/emails/outbox-worker.js';

/** Starts the portal: migrate, seed an empty database, serve, and stop cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'database open',
  );
  await runMigrations(database);
  if (await isDatabaseEmpty(database.db)) {
    log.info('empty database: seeding demo data');
    await seedDemoData(database.db);
  }
  const app = await buildApp({ config, db: database.db });
  const stopOutbox = startOutboxWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    intervalMs: config.outboxIntervalMs,
    log,
  });
  // The digest only queues emails, so it runs with or without SMTP; the claim keeps it to one server a day.
  const stopDigest = startDailyDigestWorker({ db: database.db, config, intervalMs: 60_000, log });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await stopDigest();
    await stopOutbox();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
