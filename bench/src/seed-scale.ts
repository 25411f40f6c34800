// Builds the production-size data set of docs/architecture.md "The machinery: Demo and scale data" for benchmarks:
//   npm run seed:scale            (SCALE_REPLACE=1 or `npm run seed:scale -w bench -- --replace` rebuilds)
// into DATABASE_URL, or else the PGlite directory DATA_DIR (default ./data, relative to where npm ran).
// The demo data is seeded first (so the demo accounts work), then the bulk rows are added with
// set-based SQL while triggers are off, and the change-log rows are written in bulk instead.
import { resolve } from 'node:path';
import { toProgramDay } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from '../../apps/server/src/db/seed/index.js';
import { inTransaction } from '../../apps/server/src/db/transaction.js';
import { generateApplications } from './scale/applications.js';
import { generateBilling } from './scale/billing.js';
import { generateChangeLogs } from './scale/change-logs.js';
import { generateSchools } from './scale/schools.js';
import { maxId, planScale, step } from './scale/sql.js';
import { wipeData } from './scale/wipe.js';

const COUNTED = [
  'schools',
  'aid_years',
  'school_aid_years',
  'users',
  'students',
  'student_applications',
  'application_schools',
  'invoices',
  'invoice_lines',
  'invoice_payments',
  'change_log',
];

/** Runs the generator end to end and prints the row counts. */
async function main() {
  const replace = process.argv.includes('--replace') || process.env.SCALE_REPLACE === '1';
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
  const started = Date.now();
  // The aid years and every date follow the programme's today, so a run on any day obeys the rules.
  const plan = planScale(toProgramDay(new Date(), process.env.PROGRAM_TIME_ZONE || undefined));
  const database = await openDatabase(url ? { url } : { dataDir });
  console.log(`Database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`}`);
  try {
    await runMigrations(database);
    const { db } = database;
    if (replace) {
      console.log('Removing existing data (--replace)');
      await wipeData(db);
    }
    const schools = (await db.execute(sql`select count(*)::int as n from schools`)) as unknown as {
      rows: { n: number }[];
    };
    if (Number(schools.rows[0]?.n ?? 0) >= plan.schools) {
      console.log(`Already at ${plan.schools}+ schools; nothing to do (SCALE_REPLACE=1 rebuilds).`);
      return;
    }
    if (await isDatabaseEmpty(db)) {
      console.log('Seeding the demo data');
      await seedDemoData(db);
    }
    console.log('Generating the bulk data');
    await inTransaction(db, null, async (tx) => {
      // Replica mode skips triggers (change log, paid totals) and foreign-key checks for the bulk load;
      // the generator writes consistent keys and the matching change-log rows itself.
      await tx.execute(sql`set local session_replication_role = replica`);
      const [hashRow] = (
        (await tx.execute(
          sql`select password_hash as h from users where email = 'admin@example.org'`,
        )) as unknown as {
          rows: { h: string }[];
        }
      ).rows;
      if (!hashRow) throw new Error('demo account admin@example.org is missing; run with SCALE_REPLACE=1');
      const bases = {
        school: await maxId(tx, 'schools'),
        user: await maxId(tx, 'users'),
        app: await maxId(tx, 'student_applications'),
      };
      await generateSchools(tx, hashRow.h, plan);
      await generateApplications(tx, hashRow.h, plan);
      await generateBilling(tx, bases.app, plan);
      await generateChangeLogs(tx, bases);
      // The statistics counters (migration 0011) are kept by triggers, which the bulk load skipped.
      await step(tx, 'application stat counts', sql`select rebuild_application_stat_counts()`);
      await step(tx, 'home action counts', sql`select rebuild_home_action_counts()`);
    });
    console.log('Updating planner statistics');
    await inTransaction(db, null, (tx) => step(tx, 'analyze', sql`analyze`));

    console.log('\nRow counts:');
    for (const table of COUNTED) {
      const result = (await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
        rows: { n: number }[];
      };
      console.log(
        `  ${table.padEnd(22)} ${Number(result.rows[0]?.n ?? 0)
          .toLocaleString('en-US')
          .padStart(12)}`,
      );
    }
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
