import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { aidYears } from './aid-years.js';
import { users } from './auth.js';
import { schools } from './schools.js';

/** Numeric fee settings (3-billing §3 Setting); the value is text so Decimal keeps its written form. */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    settingName: varchar({ length: 100 }).notNull(),
    settingValue: text().notNull(),
    displayName: varchar({ length: 200 }).notNull(),
    valueType: varchar({ length: 10 }).notNull(),
    readOnly: smallint().notNull().default(0),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settings_name_uq').on(t.settingName),
    check('settings_type_chk', sql`${t.valueType} in ('Integer','Decimal')`),
    check(
      'settings_value_chk',
      sql`(${t.valueType} = 'Integer' and ${t.settingValue} ~ '^[0-9]+$')
        or (${t.valueType} = 'Decimal' and ${t.settingValue} ~ '^[0-9]+(\\.[0-9]+)?$')`,
    ),
    check('settings_ro_chk', sql`${t.readOnly} in (0,1)`),
  ],
);

/** Fall and Spring enrollment review sign-off per school and aid year; a null date means removed. */
export const enrollmentReviews = pgTable(
  'enrollment_reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    aidYearId: integer()
      .notNull()
      .references(() => aidYears.id),
    reviewTerm: varchar({ length: 6 }).notNull(),
    reviewDate: date(),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollment_reviews_uq').on(t.schoolId, t.aidYearId, t.reviewTerm),
    index('enrollment_reviews_aid_year_idx').on(t.aidYearId),
    check('enrollment_reviews_term_chk', sql`${t.reviewTerm} in ('Fall','Spring')`),
  ],
);

/** Training spreadsheets uploaded by TE admins (3-billing §2 Training Upload). */
export const trainingUploads = pgTable(
  'training_uploads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileName: varchar({ length: 255 }).notNull(),
    fileSize: integer().notNull(),
    rowCount: integer().notNull().default(0),
    /** The roster's summary (issue 24): accounts marked trained, rows matching no account, rows refused. */
    matchedCount: integer().notNull().default(0),
    unmatchedCount: integer().notNull().default(0),
    refusedCount: integer().notNull().default(0),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_uploads_at_idx').on(t.uploadedAt),
    check('training_uploads_ext_chk', sql`lower(${t.fileName}) ~ '\\.xlsx?$'`),
    check('training_uploads_size_chk', sql`${t.fileSize} >= 0 and ${t.rowCount} >= 0`),
  ],
);

/**
 * The home page content (open-points 36): HTML a TE admin edits, kept sanitised with the allowlist.
 * One row (id 1), written by migration 0013 with a first text.
 */
export const homeContent = pgTable(
  'home_content',
  {
    id: smallint().primaryKey().default(1),
    html: text().notNull(),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('home_content_one_row_chk', sql`${t.id} = 1`),
    check('home_content_size_chk', sql`length(${t.html}) <= 100000`),
  ],
);
