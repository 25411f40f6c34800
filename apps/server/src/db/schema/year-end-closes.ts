import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aidYears } from './aid-years.js';

/**
 * One row per aid year whose year-end close has been claimed (migration 0015; open-points 43). The server
 * whose insert takes the row (or, once the claim has gone stale unfinished, whose update takes it over)
 * closes the year's applications, each in its own transaction, renewing the claim as it goes; finishedAt
 * says every application of the year was looked at, so no server looks again.
 */
export const yearEndCloses = pgTable(
  'year_end_closes',
  {
    aidYearId: integer()
      .primaryKey()
      .references(() => aidYears.id, { onDelete: 'cascade' }),
    claimToken: uuid().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    closedCount: integer().notNull().default(0),
  },
  (t) => [check('year_end_closes_count_chk', sql`${t.closedCount} >= 0`)],
);
