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
import { users } from './auth.js';
import {
  eligiblePrograms,
  enrollmentFeeTypes,
  feeFrequencies,
  scholarshipOfferings,
  studentCategories,
} from './reference.js';
import { schools } from './schools.js';

/**
 * Aid years (3-billing §3). Column names keep the spec's spelling (aidyearbegindate...) because the API
 * answers with exactly those keys. Active: end date today or later; current: today within begin..end.
 */
export const aidYears = pgTable(
  'aid_years',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    aidyear: varchar({ length: 9 }).notNull(),
    aidyearbegindate: date().notNull(),
    aidyearenddate: date().notNull(),
    displaybegindate: date().notNull(),
    displayenddate: date().notNull(),
    /** The annual set rate, in cents. */
    setRateCents: integer().notNull().default(0),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aid_years_aidyear_uq').on(t.aidyear),
    index('aid_years_end_idx').on(t.aidyearenddate),
    check('aid_years_format_chk', sql`${t.aidyear} ~ '^[0-9]{4}-[0-9]{4}$'`),
    check('aid_years_range_chk', sql`${t.aidyearenddate} > ${t.aidyearbegindate}`),
    check('aid_years_display_chk', sql`${t.displayenddate} >= ${t.displaybegindate}`),
    check('aid_years_rate_chk', sql`${t.setRateCents} >= 0`),
  ],
);

/** A school's annual aid-year information (1-core §3 school aid-year record); money in cents. */
export const schoolAidYears = pgTable(
  'school_aid_years',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    aidYearId: integer()
      .notNull()
      .references(() => aidYears.id),
    optOutImportScholarship: smallint().notNull().default(0),
    exportUrl: varchar({ length: 300 }),
    importUrl: varchar({ length: 300 }),
    willExtendTuition: smallint().notNull().default(0),
    acceptMidTermStudents: smallint(),
    exportDeadline: date(),
    importDeadline: date(),
    tuitionCents: integer(),
    scholarshipAmountOtherCents: integer(),
    scholarshipOfferingId: integer().references(() => scholarshipOfferings.id),
    setRateCents: integer(),
    requireFafsa: smallint().notNull().default(0),
    pellIncluded: smallint().notNull().default(0),
    stateGrantIncluded: smallint().notNull().default(0),
    academicScholarshipIncluded: smallint().notNull().default(0),
    talentScholarshipIncluded: smallint().notNull().default(0),
    outsideScholarshipIncluded: smallint().notNull().default(0),
    mustLiveOnCampus: smallint().notNull().default(0),
    percentageAwardOffers: smallint(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_aid_years_uq').on(t.schoolId, t.aidYearId),
    index('school_aid_years_aid_year_idx').on(t.aidYearId, t.schoolId),
    check(
      'school_aid_years_flags_chk',
      sql`${t.optOutImportScholarship} in (0,1) and ${t.willExtendTuition} in (0,1)
        and coalesce(${t.acceptMidTermStudents}, 0) in (0,1) and ${t.requireFafsa} in (0,1)
        and ${t.pellIncluded} in (0,1) and ${t.stateGrantIncluded} in (0,1)
        and ${t.academicScholarshipIncluded} in (0,1) and ${t.talentScholarshipIncluded} in (0,1)
        and ${t.outsideScholarshipIncluded} in (0,1) and ${t.mustLiveOnCampus} in (0,1)`,
    ),
    check(
      'school_aid_years_money_chk',
      sql`coalesce(${t.tuitionCents}, 0) >= 0 and coalesce(${t.scholarshipAmountOtherCents}, 0) >= 0
        and coalesce(${t.setRateCents}, 0) >= 0`,
    ),
    check(
      'school_aid_years_pct_chk',
      sql`${t.percentageAwardOffers} is null or ${t.percentageAwardOffers} between 0 and 100`,
    ),
  ],
);

/** Eligible programs of a school aid-year record; kinds 2, 5 and 7 carry an exception text. */
export const schoolAidYearEligiblePrograms = pgTable(
  'school_aid_year_eligible_programs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolAidYearId: integer()
      .notNull()
      .references(() => schoolAidYears.id, { onDelete: 'cascade' }),
    eligibleProgramId: integer()
      .notNull()
      .references(() => eligiblePrograms.id),
    eligibleProgramException: text(),
  },
  (t) => [uniqueIndex('school_aid_year_eligible_programs_uq').on(t.schoolAidYearId, t.eligibleProgramId)],
);

/** Fees a school charges (export application, export participation, import applicant), in cents. */
export const schoolAidYearEnrollmentFees = pgTable(
  'school_aid_year_enrollment_fees',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolAidYearId: integer()
      .notNull()
      .references(() => schoolAidYears.id, { onDelete: 'cascade' }),
    feeTypeId: integer()
      .notNull()
      .references(() => enrollmentFeeTypes.id),
    feeFrequencyId: integer()
      .notNull()
      .references(() => feeFrequencies.id),
    amountCents: integer().notNull(),
  },
  (t) => [
    uniqueIndex('school_aid_year_enrollment_fees_uq').on(t.schoolAidYearId, t.feeTypeId),
    check('school_aid_year_enrollment_fees_amount_chk', sql`${t.amountCents} >= 0`),
  ],
);

/** Student categories a school accepts for an aid year. */
export const schoolAidYearStudentCategories = pgTable(
  'school_aid_year_student_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolAidYearId: integer()
      .notNull()
      .references(() => schoolAidYears.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => studentCategories.id),
  },
  (t) => [uniqueIndex('school_aid_year_student_categories_uq').on(t.schoolAidYearId, t.categoryId)],
);
