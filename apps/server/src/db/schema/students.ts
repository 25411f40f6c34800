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
import {
  countries,
  exportStatuses,
  importStatuses,
  participationTypes,
  studentCategories,
} from './reference.js';
import { schools } from './schools.js';

/** Student record of a STUDENT account (1-core §3 Student); the address arrives with the first application. */
export const students = pgTable(
  'students',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    studentFirstName: varchar({ length: 50 }).notNull(),
    studentLastName: varchar({ length: 50 }).notNull(),
    studentMiddleInitial: varchar({ length: 1 }),
    studentEmail: varchar({ length: 254 }).notNull(),
    studentAddress: varchar({ length: 200 }),
    studentAddress2: varchar({ length: 200 }),
    studentCity: varchar({ length: 100 }),
    studentState: varchar({ length: 2 }),
    studentZip: varchar({ length: 10 }),
    studentZipFour: varchar({ length: 4 }),
    studentCellPhone: varchar({ length: 15 }),
    studentBirthDate: date(),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id),
    ferpa: smallint().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_user_uq').on(t.userId),
    index('students_name_idx').on(t.studentLastName, t.studentFirstName),
    check('students_ferpa_chk', sql`${t.ferpa} in (0,1)`),
  ],
);

/**
 * The EZ application (1-core §3, 2-applications §3). A student holds at most one OPEN and one TRANSFER
 * application at a time (1-core §4), enforced by a partial unique index.
 */
export const studentApplications = pgTable(
  'student_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    aidYearId: integer()
      .notNull()
      .references(() => aidYears.id),
    applicationStatus: varchar({ length: 10 }).notNull().default('OPEN'),
    creationDate: date().notNull().defaultNow(),
    exportSchoolId: integer()
      .notNull()
      .references(() => schools.id),
    employeeFirstName: varchar({ length: 50 }).notNull(),
    employeeLastName: varchar({ length: 50 }).notNull(),
    employeeEmail: varchar({ length: 254 }).notNull(),
    employeeTitle: varchar({ length: 100 }).notNull(),
    employeeId: varchar({ length: 50 }),
    employeeYearOfService: smallint(),
    exportStatusId: integer()
      .notNull()
      .default(1)
      .references(() => exportStatuses.id),
    exportStatusDate: date().notNull().defaultNow(),
    customField1: varchar({ length: 50 }),
    customField2: varchar({ length: 50 }),
    customField3: varchar({ length: 50 }),
    studentCategoryId: integer()
      .notNull()
      .references(() => studentCategories.id),
    extendEligibility: smallint().notNull().default(0),
    extendEligibilityDate: date(),
    exportStatusReasonOther: text(),
    noLongerEligibleDate: date(),
    eligibilityRemaining: smallint(),
    /** Why the application was closed by hand or at its aid year's end (open-points 43; migration 0015). */
    closeReason: text(),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_applications_student_idx').on(t.studentId),
    index('student_applications_export_idx').on(t.exportSchoolId, t.exportStatusId, t.aidYearId),
    index('student_applications_export_app_status_idx').on(
      t.exportSchoolId,
      t.applicationStatus,
      t.aidYearId,
    ),
    index('student_applications_aid_year_idx').on(t.aidYearId, t.applicationStatus),
    index('student_applications_modified_by_idx').on(t.modifiedBy).where(sql`${t.modifiedBy} is not null`),
    uniqueIndex('student_applications_one_active_uq')
      .on(t.studentId, t.applicationStatus)
      .where(sql`${t.applicationStatus} in ('OPEN','TRANSFER')`),
    check('student_applications_status_chk', sql`${t.applicationStatus} in ('OPEN','TRANSFER','CLOSED')`),
    check(
      'student_applications_years_chk',
      sql`${t.employeeYearOfService} is null or ${t.employeeYearOfService} between 0 and 99`,
    ),
    check('student_applications_extend_chk', sql`${t.extendEligibility} between 0 and 9`),
    check(
      'student_applications_remaining_chk',
      sql`${t.eligibilityRemaining} is null or ${t.eligibilityRemaining} >= 0`,
    ),
  ],
);

/** One import (attending) school of an application with its import status (2-applications §3 Import row). */
export const applicationSchools = pgTable(
  'application_schools',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => studentApplications.id, { onDelete: 'cascade' }),
    importSchoolId: integer()
      .notNull()
      .references(() => schools.id),
    importStatusId: integer()
      .notNull()
      .default(1)
      .references(() => importStatuses.id),
    importStatusDate: date().notNull().defaultNow(),
    importStatusOtherReason: text(),
    participationTypeId: integer().references(() => participationTypes.id),
    leaveOfAbsenceBegin: date(),
    leaveOfAbsenceEnd: date(),
    withdrawalDate: date(),
    lastEligibilityUsed: date(),
    unprocessedSummerTerm: smallint().notNull().default(0),
    /** Null until a school user acts on the row ("No Action Taken"). */
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_schools_uq').on(t.applicationId, t.importSchoolId),
    index('application_schools_import_idx').on(t.importSchoolId, t.importStatusId, t.applicationId),
    index('application_schools_status_idx').on(t.importStatusId),
    index('application_schools_modified_by_idx').on(t.modifiedBy).where(sql`${t.modifiedBy} is not null`),
    check('application_schools_summer_chk', sql`${t.unprocessedSummerTerm} in (0,1)`),
    check(
      'application_schools_leave_chk',
      sql`${t.leaveOfAbsenceEnd} is null or ${t.leaveOfAbsenceBegin} is null or ${t.leaveOfAbsenceEnd} > ${t.leaveOfAbsenceBegin}`,
    ),
  ],
);

/**
 * Terms of eligibility used at an import school: a regular term (the "used a term of eligibility?"
 * answer) or a summer term (added and removed by the import detail actions).
 */
export const eligibilityUsages = pgTable(
  'eligibility_usages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    applicationSchoolId: integer()
      .notNull()
      .references(() => applicationSchools.id, { onDelete: 'cascade' }),
    usageType: varchar({ length: 10 }).notNull(),
    usedOn: date().notNull().defaultNow(),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('eligibility_usages_school_idx').on(t.applicationSchoolId, t.usageType),
    check('eligibility_usages_type_chk', sql`${t.usageType} in ('TERM','SUMMER')`),
  ],
);
