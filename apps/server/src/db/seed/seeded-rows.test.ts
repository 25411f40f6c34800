/**
 * Every seeded application through the settled rules (issue 21) and every seeded staff account through
 * the user forms' role rules (issue 32): the demo seed, as the test databases and `npm start` hold it and
 * as it would be seeded on other days of the year, and a small run of the production-size generator
 * (bench/src/scale), on the same days. A row the product would refuse to create fails the test, naming
 * the rule.
 */
import { toProgramDay } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { findAccountBreaches, readStaffAccounts } from '../../test/seed-account-rules.js';
import { findRuleBreaches } from '../../test/seed-rules.js';
import { readApplications } from '../../test/stored-applications.js';
import type { Database, Tx } from '../client.js';
import { inTransaction } from '../transaction.js';
import { seedDemoData } from './index.js';

const TODAY = toProgramDay(new Date());

/** The generator's modules, read from bench/ (outside the server's sources, so not type-checked here). */
interface ScaleModules {
  planScale(
    today: string,
    sizes: { schools: number; aidYears: number; students: number; applications: number },
  ): unknown;
  generateSchools(tx: Tx, passwordHash: string, plan: unknown): Promise<void>;
  generateApplications(tx: Tx, passwordHash: string, plan: unknown): Promise<void>;
}

async function loadScaleModules(): Promise<ScaleModules> {
  const bench = (file: string) => new URL(`../../../../../bench/src/scale/${file}`, import.meta.url).href;
  const [sqlModule, schools, applications] = await Promise.all([
    import(/* @vite-ignore */ bench('sql.ts')),
    import(/* @vite-ignore */ bench('schools.ts')),
    import(/* @vite-ignore */ bench('applications.ts')),
  ]);
  return { ...sqlModule, ...schools, ...applications } as ScaleModules;
}

/** A small run: 70 schools (coprime with the import-school steps), 400 applications, ten aid years. */
const SMALL_RUN = { schools: 70, aidYears: 10, students: 300, applications: 400 };

/** Other days a seed may run on: an aid year's first day, either side of 15 August, a leap day, its last day. */
const DEMO_DAYS = ['2027-07-01', '2028-02-29'];
const SCALE_DAYS = [TODAY, '2027-07-01', '2027-08-14', '2027-08-15', '2028-06-30'];

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function database(seeded: boolean): Promise<Database> {
  const d = await createTestDatabase({ seeded });
  opened.push(d);
  return d;
}

let demo: Promise<Database> | undefined;
/** The demo data as the test databases hold it, one copy for the tests that only read it. */
function demoDatabase(): Promise<Database> {
  demo ??= database(true);
  return demo;
}

describe('the demo seed', () => {
  it('obeys every rule today, as the test databases hold it', async () => {
    const { db } = await demoDatabase();
    const apps = await readApplications(db);
    expect(apps.length).toBeGreaterThan(100);
    expect(findRuleBreaches(apps, TODAY)).toEqual([]);
  });

  it("gives every staff account a role set the portal's own user forms accept", async () => {
    const { db } = await demoDatabase();
    const accounts = await readStaffAccounts(db);
    expect(accounts.map((a) => a.email)).toEqual(
      expect.arrayContaining(['admin@example.org', 'readonly.admin@example.org', 'multi@beta.edu']),
    );
    expect(findAccountBreaches(accounts)).toEqual([]);
  });

  it.each(DEMO_DAYS)('obeys every rule when seeded on %s', async (today) => {
    const { db } = await database(false);
    expect(await seedDemoData(db, today)).toBe(true);
    expect(findRuleBreaches(await readApplications(db), today)).toEqual([]);
  });
});

describe('the production-size generator (a small run)', () => {
  it.each(SCALE_DAYS)('obeys every rule when run on %s', async (today) => {
    const scale = await loadScaleModules();
    // The generator reports each step's time; a test has no use for it.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { db } = await database(false);
    const plan = scale.planScale(today, SMALL_RUN);
    const { apps, accounts } = await inTransaction(db, null, async (tx) => {
      // As seed-scale.ts loads it: triggers off, the generator writes consistent keys itself.
      await tx.execute(sql`set local session_replication_role = replica`);
      await scale.generateSchools(tx, 'not-a-password-hash', plan);
      await scale.generateApplications(tx, 'not-a-password-hash', plan);
      return { apps: await readApplications(tx), accounts: await readStaffAccounts(tx) };
    });
    expect(apps).toHaveLength(SMALL_RUN.applications);
    expect(findRuleBreaches(apps, today)).toEqual([]);
    expect(accounts.length).toBeGreaterThan(SMALL_RUN.schools);
    expect(findAccountBreaches(accounts)).toEqual([]);
  });
});
