import {
  CHANGE_LOG_TYPES,
  CHANGE_LOGS,
  type ChangeLogReading,
  type ReportDefinition,
  type ReportKey,
  readChangeLogRow,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  changeLogActionSql,
  changeLogConditions,
  changeLogFieldKeySql,
  changeLogLabelSql,
  changeLogValue,
} from './change-log-fields-repo.js';
import { inScope, type ReportScope, type ReportSource } from './report-source-repo.js';

/** Whose rows a log reads: the schools of the scope, or (TE Admin Information) every row. */
type LogScope = 'school' | 'account' | 'none';

interface ChangeLogSpec {
  readonly definition: ReportDefinition;
  readonly logTypes: readonly string[];
  readonly scope: LogScope;
  readonly reading?: ChangeLogReading;
}

const name = (last: SQL, first: SQL) => sql`(${last} || ', ' || ${first})`;

/**
 * TELO User Information at some schools: the role rows of those schools, and the account rows (which
 * carry no school) of the people who hold a role there now (docs/decisions/change-logs.md "The seven
 * logs", Scope).
 */
function accountScope(scope: ReportScope): SQL[] {
  if (scope.schoolIds === null) return [];
  const [atSchools] = inScope(sql`c.school_id`, scope);
  const [roleSchools] = inScope(sql`r.school_id`, scope);
  return [
    sql`(${atSchools} or (c.school_id is null and c.subject_user_id in
          (select r.user_id from user_roles r where ${roleSchools})))`,
  ];
}

/**
 * The School cell of the TELO log (issue 32): a role row names its school; an account row (users table,
 * no school of its own) names the school it is listed under, i.e. the schools of the scope where the
 * person holds a role now: the one school a school's log reads, or every school of theirs (joined by
 * "; ") under All Schools.
 */
function accountSchoolSql(scope: ReportScope): SQL {
  const [atScope] = inScope(sql`rs.id`, scope);
  return sql`coalesce(s.school_name, (select string_agg(rs.school_name, '; ' order by rs.school_name)
      from schools rs
      where ${atScope ?? sql`true`}
        and exists (select 1 from user_roles r where r.user_id = c.subject_user_id and r.school_id = rs.id)))`;
}

/** The SQL source of one change log (3-billing §2 "Change logs", §3 "Change-log row"). */
function changeLogSource(spec: ChangeLogSpec): ReportSource {
  const account = spec.definition.columns.some((col) => col.field === 'userName');
  const columnsWith = (school: SQL): Record<string, SQL> => ({
    modifiedDateTime: sql`to_char(c.modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    action: changeLogActionSql(),
    columnName: changeLogFieldKeySql(),
    oldValue: changeLogValue(sql`c.old_value`),
    newValue: changeLogValue(sql`c.new_value`),
    modifierLastName: sql`m.last_name`,
    modifierFirstName: sql`m.first_name`,
    schoolName: school,
    studentName: name(sql`st.student_last_name`, sql`st.student_first_name`),
    aidYearName: sql`y.aidyear`,
    applicationStatus: sql`c.application_status`,
    ...(account ? { userName: name(sql`su.last_name`, sql`su.first_name`) } : {}),
  });
  const label = changeLogLabelSql();
  // One text per row, matched once: far cheaper than one ILIKE per field over a year of rows.
  const searchWith = (school: SQL) => [
    sql`concat_ws(' ', m.last_name, m.first_name, ${account ? sql`su.last_name, su.first_name, ` : sql``}
      st.student_last_name, st.student_first_name, ${school}, ${label}, c.old_value, c.new_value)`,
  ];
  const plainSchool = sql`s.school_name`;
  return {
    definition: spec.definition,
    key: sql`c.id`,
    columns: columnsWith(plainSchool),
    ...(spec.scope === 'account'
      ? {
          scoped: (scope: ReportScope) => {
            const school = accountSchoolSql(scope);
            return { columns: columnsWith(school), search: searchWith(school) };
          },
        }
      : // Trigger-written rows, stamped with their transaction's start, never changed: only the account
        // scope (roles held now) can change which rows a log counts.
        { appendOnlyTime: sql`c.modified_at` }),
    from: sql`from change_log c
      left join users m on m.id = c.modified_by
      left join schools s on s.id = c.school_id
      left join students st on st.id = c.student_id
      left join aid_years y on y.id = c.aid_year_id
      ${account ? sql`left join users su on su.id = c.subject_user_id` : sql``}`,
    where(scope, filters) {
      const rows = changeLogConditions(spec.logTypes, filters);
      if (spec.scope === 'school') return [...rows, ...inScope(sql`c.school_id`, scope)];
      if (spec.scope === 'account') return [...rows, ...accountScope(scope)];
      return rows;
    },
    search: searchWith(plainSchool),
    sortBy: {
      modifiedDateTime: sql`c.modified_at`,
      columnName: label,
    },
    mapRow: (row) => ({ ...readChangeLogRow(row, spec.reading), id: Number(row.id) }),
  };
}

const T = CHANGE_LOG_TYPES;
const L = CHANGE_LOGS;

/** The SQL of the seven change logs, each reading the trigger-written rows of its log type. */
export const CHANGE_LOG_SOURCES: Partial<Record<ReportKey, ReportSource>> = {
  changeLogTelo: changeLogSource({ definition: L.changeLogTelo, logTypes: [T.telo], scope: 'account' }),
  changeLogSchool: changeLogSource({ definition: L.changeLogSchool, logTypes: [T.school], scope: 'school' }),
  changeLogApplication: changeLogSource({
    definition: L.changeLogApplication,
    logTypes: [T.application],
    scope: 'school',
  }),
  changeLogImport: changeLogSource({ definition: L.changeLogImport, logTypes: [T.import], scope: 'school' }),
  changeLogExport: changeLogSource({ definition: L.changeLogExport, logTypes: [T.export], scope: 'school' }),
  changeLogAdmin: changeLogSource({
    definition: L.changeLogAdmin,
    logTypes: [T.admin],
    scope: 'none',
    reading: { teRoles: true },
  }),
  changeLogEnrollmentReview: changeLogSource({
    definition: L.changeLogEnrollmentReview,
    logTypes: [T.enrollmentReview],
    scope: 'school',
  }),
};
