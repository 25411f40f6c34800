import type { Logger } from 'pino';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { isDatabaseEmpty, seedDemoData } from './seed/index.js';

export interface PrepareOptions {
  /** The programme day the demo data follow; the system's day when left out. */
  today?: string;
  /**
   * NODE_ENV=production: an empty database keeps only what the migrations insert (the reference data:
   * statuses, roles, fee types, countries and states, the settings' defaults, the home page text), never
   * the demo, whose accounts share a published password (issue 33).
   */
  production?: boolean;
}

/**
 * Brings the database up to date at start: pending migrations, then the demo data when it holds none
 * (outside production). Both run under the startup lock, so servers started together on one database
 * (replicas, a rolling deploy) take turns: the first migrates and seeds, the others wait and find the
 * work done.
 */
export async function prepareDatabase(
  database: Database,
  log: Pick<Logger, 'info'>,
  { today, production = false }: PrepareOptions = {},
): Promise<void> {
  await database.exclusively(
    async () => {
      await runMigrations(database);
      if (!(await isDatabaseEmpty(database.db))) return;
      if (production) {
        log.info(
          'empty database in production: reference data only, no demo; add the first TE admin with npm run create-admin',
        );
        return;
      }
      log.info('empty database: seeding demo data');
      await seedDemoData(database.db, today);
    },
    () => log.info('another server is migrating or seeding the database: waiting for it'),
  );
}
