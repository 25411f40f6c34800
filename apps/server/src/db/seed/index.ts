import { toProgramDay } from '@exchange/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/auth.js';
import { inTransaction } from '../transaction.js';
import { seedStaff } from './accounts.js';
import { demoCalendar, seedAidYears, seedSchoolAidYears } from './aid-years.js';
import { seedBilling } from './billing.js';
import { Random } from './random.js';
import { seedEnrollmentReviews, seedTrainingUpload, seedUserEdits } from './reviews.js';
import { seedSchools } from './schools.js';
import { seedStudents } from './students.js';

/** The password of every demo account (docs/architecture.md "The machinery: Demo and scale data"). */
export const DEMO_PASSWORD = 'Demo@Password1';

const SEED = 20_261_122;

/** True when no account exists yet, i.e. the database has never been seeded or used. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users).limit(1);
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo set: about 40 schools, six aid years, every role, students in
 * every status, invoices and reviews. One transaction; does nothing when accounts already exist.
 * Returns whether it seeded. The aid years and dates follow `today` (YYYY-MM-DD in the programme time
 * zone, PROGRAM_TIME_ZONE; by default the programme's day now), so the demo obeys the rules on whatever
 * day it is seeded.
 */
export async function seedDemoData(
  db: Db,
  today: string = toProgramDay(new Date(), process.env.PROGRAM_TIME_ZONE || undefined),
): Promise<boolean> {
  const calendar = demoCalendar(today);
  // Hashed once: argon2 is deliberately slow, and every demo account shares the password.
  const passwordHash = await hash(DEMO_PASSWORD);
  return inTransaction(db, null, async (tx) => {
    // Serialises concurrent first starts of several servers on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((existing[0]?.n ?? 0) > 0) return false;

    const rng = new Random(SEED);
    const schools = await seedSchools(tx, rng);
    const schoolList = [...schools.values()];
    const years = await seedAidYears(tx, calendar);
    await seedSchoolAidYears(tx, rng, schoolList, years, calendar);
    const staffIds = await seedStaff(tx, rng, passwordHash, schools);
    const applications = await seedStudents(tx, rng, passwordHash, schools, years, staffIds, calendar);
    await seedBilling(tx, schoolList, years, applications, staffIds, calendar);
    await seedEnrollmentReviews(tx, schoolList, years, staffIds, calendar);
    await seedTrainingUpload(tx, staffIds, calendar);
    await seedUserEdits(tx, schools, staffIds);
    return true;
  });
}
