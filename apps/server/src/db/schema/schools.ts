import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries, regionTypes } from './reference.js';

/** Member school (1-core §3). Flags the spec sends as 0/1 are smallints with checks. */
export const schools = pgTable(
  'schools',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolName: varchar({ length: 200 }).notNull(),
    address: varchar({ length: 200 }).notNull(),
    address2: varchar({ length: 200 }),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 2 }).notNull(),
    zip: varchar({ length: 10 }).notNull(),
    zipFour: varchar({ length: 4 }),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id),
    phone: varchar({ length: 15 }).notNull(),
    regionId: integer().references(() => regionTypes.id),
    url: varchar({ length: 300 }).notNull(),
    carnegieRating: varchar({ length: 100 }),
    joinDate: date().notNull(),
    lineCredit: integer(),
    parentCampusId: integer().references((): AnyPgColumn => schools.id, { onDelete: 'set null' }),
    acceptingNewStudents: smallint().notNull().default(1),
    alertLeniency: smallint().notNull().default(0),
    leniencyReason: text(),
    archived: smallint().notNull().default(0),
    overview: text().notNull(),
    academicTerm: smallint().notNull().default(1),
    includeSummerTerm: smallint().notNull().default(0),
    isClosed: smallint().notNull().default(0),
    nonEduAccepted: smallint().notNull().default(0),
    ipedsId: integer(),
    customField1: varchar({ length: 50 }),
    customField2: varchar({ length: 50 }),
    customField3: varchar({ length: 50 }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schools_name_idx').on(t.schoolName),
    check(
      'schools_flags_chk',
      sql`${t.acceptingNewStudents} in (0,1) and ${t.alertLeniency} in (0,1) and ${t.archived} in (0,1) and ${t.isClosed} in (0,1) and ${t.nonEduAccepted} in (0,1) and ${t.includeSummerTerm} in (0,1)`,
    ),
    check('schools_term_chk', sql`${t.academicTerm} in (1,2,3)`),
    check(
      'schools_leniency_chk',
      sql`${t.alertLeniency} = 0 or coalesce(length(${t.leniencyReason}), 0) > 0`,
    ),
  ],
);
