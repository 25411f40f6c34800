import type { ReportColumn, ReportDefinition } from './report-definition.js';

/**
 * The change-log row of 3-billing §3 (column, old and new value, when, modifier, school, student, aid
 * year, application status), the same in the grid and the downloads, plus what the change was (added,
 * changed, removed) and, in the account logs, whose account it was (docs/decisions/change-logs.md).
 */
export const CHANGE_LOG_COLUMNS: readonly ReportColumn[] = [
  { field: 'modifiedDateTime', header: 'Date Modified', kind: 'datetime' },
  { field: 'action', header: 'Change', kind: 'text' },
  { field: 'columnName', header: 'Field', kind: 'text' },
  { field: 'oldValue', header: 'Old Value', kind: 'text' },
  { field: 'newValue', header: 'New Value', kind: 'text' },
  { field: 'modifierLastName', header: 'Modifier Last Name', kind: 'text' },
  { field: 'modifierFirstName', header: 'Modifier First Name', kind: 'text' },
  { field: 'schoolName', header: 'School', kind: 'text' },
  { field: 'studentName', header: 'Student', kind: 'text' },
  { field: 'aidYearName', header: 'Aid Year', kind: 'text' },
  { field: 'applicationStatus', header: 'Application Status', kind: 'text' },
];

/** The account a TELO or TE user change is about (TELO User Information, TE Admin Information). */
const USER_COLUMN: ReportColumn = { field: 'userName', header: 'User', kind: 'text' };

/**
 * A log's columns: the account column after Change in the account logs; the columns its rows never fill
 * (no student in a school's or an account's change) hidden in the grid, still in the column panel and
 * the downloads.
 */
function changeLogColumns(opts: { account?: boolean; empty: readonly string[] }): readonly ReportColumn[] {
  const columns = CHANGE_LOG_COLUMNS.map((c) => (opts.empty.includes(c.field) ? { ...c, hidden: true } : c));
  if (opts.account) columns.splice(2, 0, USER_COLUMN);
  return columns;
}

/** The change-log types (the trigger's log_type) each log reads. */
export const CHANGE_LOG_TYPES = {
  telo: 'TELO',
  school: 'SCHOOL',
  application: 'APPLICATION',
  import: 'IMPORT',
  export: 'EXPORT',
  admin: 'ADMIN',
  enrollmentReview: 'ENROLLMENT_REVIEW',
} as const;

function changeLog(
  key: string,
  segment: string,
  title: string,
  api: string,
  columns: readonly ReportColumn[] = CHANGE_LOG_COLUMNS,
  teOnly = false,
): ReportDefinition {
  return {
    key,
    route: `/changelogs/${segment}`,
    title,
    apiPath: `/api/report/${api}`,
    teOnly,
    allSchools: true,
    schoolless: teOnly,
    filters: ['timeFrame'],
    columns,
    defaultSort: { field: 'modifiedDateTime', dir: 'desc' },
    fileName: `${title.replace(/[^A-Za-z]/g, '')}ChangeLog`,
  };
}

/** Columns a school's or an account's change never fills. */
const NO_APPLICATION = ['studentName', 'applicationStatus'];
const NO_STUDENT = [...NO_APPLICATION, 'aidYearName'];

/** The seven change logs (3-billing §2 "Change logs"; open-points 28, 30). */
export const CHANGE_LOGS = {
  changeLogTelo: changeLog(
    'changeLogTelo',
    'telo',
    'TELO User Information',
    'changelogtelousers',
    changeLogColumns({ account: true, empty: NO_STUDENT }),
  ),
  changeLogSchool: changeLog(
    'changeLogSchool',
    'school',
    'TELO School Information',
    'changelogschool',
    changeLogColumns({ empty: NO_APPLICATION }),
  ),
  changeLogApplication: changeLog(
    'changeLogApplication',
    'application',
    'Application Information',
    'changelogstudentapplication',
  ),
  changeLogImport: changeLog('changeLogImport', 'import', 'Import Status', 'changelogimportstatus'),
  changeLogExport: changeLog('changeLogExport', 'export', 'Export Status', 'changelogexportstatus'),
  changeLogAdmin: changeLog(
    'changeLogAdmin',
    'admin',
    'TE Admin Information',
    'changelogteuser',
    changeLogColumns({ account: true, empty: [...NO_STUDENT, 'schoolName'] }),
    true,
  ),
  changeLogEnrollmentReview: changeLog(
    'changeLogEnrollmentReview',
    'enrollmentreview',
    'Enrollment Review',
    'changelogenrollmentreview',
    changeLogColumns({ empty: NO_APPLICATION }),
  ),
} as const;
