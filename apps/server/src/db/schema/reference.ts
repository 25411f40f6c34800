import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// Catalogues keep the ids of packages/domain (filled by the reference-data migration), so their keys
// are plain integers, not identities. Column names follow the domain's property names.

/** Countries; id 1 is the United States (1-core §9). */
export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  countryName: varchar({ length: 100 }).notNull(),
});

/** US states and territories for the address forms. */
export const states = pgTable(
  'states',
  {
    id: integer().primaryKey(),
    stateName: varchar({ length: 100 }).notNull(),
    stateAbbr: varchar({ length: 2 }).notNull(),
  },
  (t) => [uniqueIndex('states_abbr_uq').on(t.stateAbbr)],
);

export const regionTypes = pgTable('region_types', {
  id: integer().primaryKey(),
  regionName: varchar({ length: 100 }).notNull(),
});

export const contactTypes = pgTable('contact_types', {
  id: integer().primaryKey(),
  contactType: varchar({ length: 100 }).notNull(),
});

/** Exchange programs a school takes part in (ids 1-5). */
export const participationTypes = pgTable('participation_types', {
  id: integer().primaryKey(),
  participationName: varchar({ length: 100 }).notNull(),
});

/** School roles 1-7; ids 1-5 can also be held by TE users (under their TE names). */
export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey(),
    name: varchar({ length: 50 }).notNull(),
    teName: varchar({ length: 50 }),
    teAssignable: boolean().notNull().default(false),
  },
  (t) => [check('roles_te_chk', sql`${t.teAssignable} = (${t.teName} is not null)`)],
);

export const exportStatuses = pgTable('export_statuses', {
  id: integer().primaryKey(),
  exportStatus: varchar({ length: 100 }).notNull(),
});

export const importStatuses = pgTable('import_statuses', {
  id: integer().primaryKey(),
  importStatus: varchar({ length: 100 }).notNull(),
});

export const studentCategories = pgTable('student_categories', {
  id: integer().primaryKey(),
  categoryName: varchar({ length: 100 }).notNull(),
});

/** Invoice fee types with the grid's short names. */
export const feeTypes = pgTable('fee_types', {
  id: integer().primaryKey(),
  feeType: varchar({ length: 100 }).notNull(),
  shortName: varchar({ length: 20 }).notNull(),
});

export const feeFrequencies = pgTable('fee_frequencies', {
  id: integer().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
});

/** Fees a school charges its own applicants (school aid-year record), not invoice fee types. */
export const enrollmentFeeTypes = pgTable('enrollment_fee_types', {
  id: integer().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
});

export const paymentTypes = pgTable('payment_types', {
  id: integer().primaryKey(),
  paymentType: varchar({ length: 50 }).notNull(),
});

/** Eligible program kinds; the "except" kinds carry an exception text on the school record. */
export const eligiblePrograms = pgTable('eligible_programs', {
  id: integer().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  hasException: boolean().notNull().default(false),
});

export const scholarshipOfferings = pgTable('scholarship_offerings', {
  id: integer().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
});

export const academicTerms = pgTable('academic_terms', {
  id: integer().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
});
