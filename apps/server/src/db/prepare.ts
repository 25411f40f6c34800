import type { Logger } from 'pino';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { isDatabaseEmpty, seedDemoData } from './seed/index.js';

/**
 * Brings the database up to date at start: pending migrations, then the demo data when it holds none.
 * Both run under the startup lock, so servers started together on one database (replicas, a rolling
 * deploy) take turns: the first migrates and seeds, the others wait and find the work done. The demo
 * data follow `today` (the server's programme day), the system's day when it is left out.
 */
export async function prepareDatabase(
  database: Database,
  log: Pick<Logger, 'info'>,
  today?: string,
): Promise<void> {
  await database.exclusively(
    async () => {
      await runMigrations(database);
      if (await isDatabaseEmpty(database.db)) {
        log.info('empty database: seeding demo data');
        await seedDemoData(database.db, today);
      }
    },
    () => log.info('another server is migrating or seeding the database: waiting for it'),
  );
}
