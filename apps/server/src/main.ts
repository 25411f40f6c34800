import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig, programToday } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { demoAccountsRefusal, findActiveDemoAccounts } from './db/seed/demo-accounts.js';
import { invoiceAttachmentRenderers } from './modules/billing/invoice-documents.js';
import { startDailyDigestWorker } from './modules/emails/daily-digest.js';
import { startYearEndCloseWorker } from './modules/imports/year-end-close.js';
import { createLifecycle } from './platform/lifecycle/lifecycle.js';
import { drainOnSignals } from './platform/lifecycle/shutdown-signals.js';
import { startOutboxWorker } from './platform/outbox/outbox-worker.js';

/**
 * Starts the portal: migrate, seed an empty database (the demo outside production), refuse active demo
 * accounts in production, serve, and drain cleanly on a signal.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    // Only the code and the driver's message: never the connection string, which may hold a password.
    onConnectionError: (err) =>
      log.warn(
        { code: (err as { code?: unknown }).code, message: err.message },
        'database connection lost: the pool opens a new one when needed',
      ),
  });
  log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'database open',
  );
  await prepareDatabase(database, log, { today: programToday(config), production: config.production });
  // Production never serves accounts whose password is published (issue 33): stop before listening.
  const demoRefusal = config.production && demoAccountsRefusal(await findActiveDemoAccounts(database.db));
  if (demoRefusal) {
    log.fatal(demoRefusal);
    await database.close();
    process.exit(1);
  }
  const lifecycle = createLifecycle();
  const app = await buildApp({ config, db: database.db, lifecycle });
  const stopOutbox = startOutboxWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    intervalMs: config.outboxIntervalMs,
    log,
    // Attachments drawn when sent: the card payment receipt's PDF (docs/decisions/card-payments.md).
    renderers: invoiceAttachmentRenderers,
  });
  // The digest only queues emails, so it runs with or without SMTP; the claim keeps it to one server a day.
  const stopDigest = startDailyDigestWorker({ db: database.db, config, intervalMs: 60_000, log });
  // Applications of an ended aid year close on the programme's first day after it, and at start-up for a
  // day missed (open-points 43); the claim keeps each aid year to one server.
  const stopYearEndClose = startYearEndCloseWorker({ db: database.db, config, intervalMs: 60_000, log });
  drainOnSignals({
    lifecycle,
    log,
    timeoutMs: config.shutdownTimeoutMs,
    server: app.server,
    stop: async () => {
      // The workers stop at once (the email worker after the message in hand) while the listener closes,
      // idle keep-alive connections close and the requests in flight finish; then the pool closes.
      await Promise.all([app.close(), stopDigest(), stopYearEndClose(), stopOutbox()]);
      await database.close();
    },
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
