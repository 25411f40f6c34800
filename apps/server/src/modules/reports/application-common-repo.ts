import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from './report-source-repo.js';

/**
 * The SQL the application reports share: the student, employee and lookup columns, by the aliases the
 * sources' FROM clauses give (a student_applications, s students, ay aid_years, es the export school,
 * est export_statuses). Lookups are LEFT JOINs on unique keys, so the count drops the ones it does not
 * filter by.
 */

/** A domain constant (a status, role or offering id) written into the statement, so partial indexes and join removal see it. */
export function lit(id: number): SQL {
  return sql.raw(idText(id));
}

/** `(1, 2, 3)` of domain constants. */
export function litList(ids: readonly number[]): SQL {
  return sql.raw(`(${ids.map(idText).join(', ')})`);
}

function idText(id: number): string {
  if (!Number.isInteger(id)) throw new Error(`not an id: ${id}`);
  return String(id);
}

/** A date column as 'YYYY-MM-DD'. */
export function day(column: SQL): SQL {
  return sql`${column}::text`;
}

/** The joins of an application's student, aid year, export school and export status. */
export const applicationJoins = sql`
  left join students s on s.id = a.student_id
  left join aid_years ay on ay.id = a.aid_year_id
  left join schools es on es.id = a.export_school_id
  left join export_statuses est on est.id = a.export_status_id`;

/** The columns read from the application, its student and its lookups. */
export const applicationColumns: Readonly<Record<string, SQL>> = {
  applicationId: sql`a.id`,
  aidYearName: sql`ay.aidyear`,
  studentLastName: sql`s.student_last_name`,
  studentFirstName: sql`s.student_first_name`,
  studentEmail: sql`s.student_email`,
  studentPhone: sql`s.student_cell_phone`,
  studentBirthDate: day(sql`s.student_birth_date`),
  studentAddress: sql`nullif(concat_ws(', ', s.student_address, s.student_address2, s.student_city,
    nullif(concat_ws(' ', s.student_state, s.student_zip), '')), '')`,
  employeeLastName: sql`a.employee_last_name`,
  employeeFirstName: sql`a.employee_first_name`,
  employeeEmail: sql`a.employee_email`,
  exportSchoolName: sql`es.school_name`,
  applicationStatus: sql`a.application_status`,
  applicationDate: day(sql`a.creation_date`),
  exportStatusName: sql`est.export_status`,
  exportStatusDate: day(sql`a.export_status_date`),
  eligibilityRemaining: sql`a.eligibility_remaining`,
};

/** Sorting a date column by the stored date, which the indexes order, rather than by its text. */
export const applicationSortBy: Readonly<Record<string, SQL>> = {
  applicationId: sql`a.id`,
  applicationDate: sql`a.creation_date`,
  exportStatusDate: sql`a.export_status_date`,
  studentBirthDate: sql`s.student_birth_date`,
};

/** What the quick filter matches: the student's names and e-mail. */
export const studentSearch: readonly SQL[] = [
  sql`s.student_last_name`,
  sql`s.student_first_name`,
  sql`s.student_email`,
];

/** The same and the employee's names and e-mail (the export side knows the employee). */
export const studentAndEmployeeSearch: readonly SQL[] = [
  ...studentSearch,
  sql`a.employee_last_name`,
  sql`a.employee_first_name`,
  sql`a.employee_email`,
];

/** The Application Status filter (OPEN, TRANSFER, CLOSED); null is All. */
export function applicationStatusFilter(filters: ReportFilters): SQL[] {
  return filters.applicationStatus ? [sql`a.application_status = ${filters.applicationStatus}`] : [];
}
