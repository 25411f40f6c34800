import { IMPORT_ENROLLED_STATUSES } from '../applications/application-statuses.js';
import { IMPORT_STATUS } from '../statuses/statuses.js';
import type { ReportColumn, ReportDefinition } from './report-definition.js';

/**
 * The application reports (3-billing §2, §3; open-points 29): their column sets are written in
 * docs/decisions/report-columns.md and are the same in the grid and the downloads. Each opens with the newest
 * application first, as the export and import lists do (Leave of Absence: the newest leave first), an
 * order the indexes serve at production size; every column sorts.
 */
const applicationId: ReportColumn = { field: 'applicationId', header: 'Application ID', kind: 'id' };
const studentNames: readonly ReportColumn[] = [
  { field: 'studentLastName', header: 'Student Last Name', kind: 'text' },
  { field: 'studentFirstName', header: 'Student First Name', kind: 'text' },
];
const studentEmail: ReportColumn = { field: 'studentEmail', header: 'Student Email', kind: 'text' };
const student: readonly ReportColumn[] = [...studentNames, studentEmail];
const studentContact: readonly ReportColumn[] = [
  { field: 'studentPhone', header: 'Student Phone', kind: 'text', hidden: true },
  { field: 'studentBirthDate', header: 'Birth Date', kind: 'date', hidden: true },
];
const employee = (hidden: boolean): readonly ReportColumn[] => [
  { field: 'employeeLastName', header: 'Employee Last Name', kind: 'text', hidden },
  { field: 'employeeFirstName', header: 'Employee First Name', kind: 'text', hidden },
];
const aidYear: ReportColumn = { field: 'aidYearName', header: 'Aid Year', kind: 'text' };
const applicationStatus: ReportColumn = {
  field: 'applicationStatus',
  header: 'Application Status',
  kind: 'text',
};
const exportSchool: ReportColumn = { field: 'exportSchoolName', header: 'Export School', kind: 'text' };
const importStatus: readonly ReportColumn[] = [
  { field: 'importStatusName', header: 'Import Status', kind: 'text' },
  { field: 'importStatusDate', header: 'Import Status Date', kind: 'date' },
];
const program: ReportColumn = { field: 'participationName', header: 'Exchange Program', kind: 'text' };
const eligibilityRemaining = (hidden: boolean): ReportColumn => ({
  field: 'eligibilityRemaining',
  header: 'Eligibility Remaining',
  kind: 'number',
  hidden,
});

/** The import statuses of the Enrollment report: the school has the student enrolled or on leave. */
export const ENROLLMENT_REPORT_IMPORT_STATUSES: readonly number[] = IMPORT_ENROLLED_STATUSES;

/**
 * The import statuses of the Tuition report: the rows the school granted its award to, i.e. the student
 * enrolled there (Enrolled, Leave of Absence, and afterwards Withdrawn, Transferred or Graduated), so a
 * past aid year still lists the awards it carried.
 */
export const TUITION_REPORT_IMPORT_STATUSES: readonly number[] = [
  IMPORT_STATUS.ENROLLED,
  IMPORT_STATUS.LEAVE_OF_ABSENCE,
  IMPORT_STATUS.WITHDRAWN,
  IMPORT_STATUS.TRANSFERRED,
  IMPORT_STATUS.GRADUATED,
];

const newestFirst = { field: 'applicationId', dir: 'desc' } as const;

export const APPLICATION_REPORTS = {
  export: {
    key: 'export',
    route: '/reports/export',
    title: 'Export Report',
    apiPath: '/api/report/export',
    teOnly: false,
    allSchools: true,
    filters: ['aidYear', 'applicationStatus', 'exportStatus'],
    columns: [
      applicationId,
      aidYear,
      ...student,
      ...employee(false),
      exportSchool,
      applicationStatus,
      { field: 'exportStatusName', header: 'Export Status', kind: 'text' },
      { field: 'exportStatusDate', header: 'Export Status Date', kind: 'date' },
      { field: 'enrolledSchoolName', header: 'Enrolled School', kind: 'text' },
      eligibilityRemaining(true),
      { field: 'applicationDate', header: 'Application Date', kind: 'date', hidden: true },
      { field: 'employeeEmail', header: 'Employee Email', kind: 'text', hidden: true },
      ...studentContact,
      { field: 'studentAddress', header: 'Student Address', kind: 'text', hidden: true },
    ],
    defaultSort: newestFirst,
    fileName: 'ExportReport',
  },
  import: {
    key: 'import',
    route: '/reports/import',
    title: 'Import Report',
    apiPath: '/api/report/import',
    teOnly: false,
    allSchools: true,
    filters: ['aidYear', 'applicationStatus', 'importStatus', 'program'],
    columns: [
      applicationId,
      aidYear,
      ...student,
      { field: 'importSchoolName', header: 'Import School', kind: 'text' },
      exportSchool,
      applicationStatus,
      { field: 'exportStatusName', header: 'Export Status', kind: 'text' },
      ...importStatus,
      program,
      eligibilityRemaining(true),
      ...employee(true),
      ...studentContact,
    ],
    defaultSort: newestFirst,
    fileName: 'ImportReport',
  },
  importEnrollment: {
    key: 'importEnrollment',
    route: '/reports/enrollment',
    title: 'Import Enrollment',
    apiPath: '/api/report/importenrollment',
    teOnly: false,
    allSchools: true,
    filters: ['aidYear'],
    columns: [
      applicationId,
      aidYear,
      ...student,
      { field: 'importSchoolName', header: 'Enrolled School', kind: 'text' },
      exportSchool,
      ...importStatus,
      program,
      eligibilityRemaining(false),
      ...employee(true),
      ...studentContact,
    ],
    defaultSort: newestFirst,
    fileName: 'ImportEnrollment',
  },
  exportEnrollment: {
    key: 'exportEnrollment',
    route: '/reports/enrollment',
    title: 'Export Enrollment',
    apiPath: '/api/report/exportenrollment',
    teOnly: false,
    allSchools: true,
    filters: ['aidYear'],
    columns: [
      applicationId,
      aidYear,
      ...student,
      ...employee(false),
      exportSchool,
      { field: 'importSchoolName', header: 'Enrolled School', kind: 'text' },
      ...importStatus,
      program,
      eligibilityRemaining(true),
      ...studentContact,
    ],
    defaultSort: newestFirst,
    fileName: 'ExportEnrollment',
  },
  tuition: {
    key: 'tuition',
    route: '/reports/tuition',
    title: 'Tuition Report',
    apiPath: '/api/report/tuition',
    teOnly: false,
    allSchools: true,
    filters: ['aidYear', 'program'],
    columns: [
      applicationId,
      aidYear,
      ...student,
      { field: 'importSchoolName', header: 'School', kind: 'text' },
      program,
      { field: 'scholarshipOfferingName', header: 'Scholarship Offering', kind: 'text' },
      { field: 'tuition', header: 'Tuition', kind: 'money' },
      { field: 'awardAmount', header: 'Award Amount', kind: 'money' },
      ...importStatus,
      { ...exportSchool, hidden: true },
      ...employee(true),
    ],
    defaultSort: newestFirst,
    fileName: 'TuitionReport',
  },
  leaveOfAbsence: {
    key: 'leaveOfAbsence',
    route: '/reports/leaveofabsence',
    title: 'Leave of Absence Report',
    apiPath: '/api/report/leaveofabsence',
    teOnly: false,
    allSchools: true,
    filters: ['aidYear'],
    columns: [
      applicationId,
      aidYear,
      ...student,
      { field: 'importSchoolName', header: 'School', kind: 'text' },
      { field: 'leaveBeginDate', header: 'Leave Begin', kind: 'date' },
      { field: 'leaveEndDate', header: 'Leave End', kind: 'date' },
      ...importStatus,
      { ...program, hidden: true },
      { ...exportSchool, hidden: true },
      ...studentContact,
    ],
    defaultSort: { field: 'leaveBeginDate', dir: 'desc' },
    fileName: 'LeaveOfAbsenceReport',
  },
  allApplications: {
    key: 'allApplications',
    route: '/reports/allapplications',
    title: 'All Applications Report',
    apiPath: '/api/report/allapplications',
    teOnly: true,
    allSchools: true,
    // 3-billing §7 "GET api/report/allapplications (no parameters)": every school's applications, no
    // school field (the server still narrows to a schoolid when one is sent).
    schoolless: true,
    filters: ['aidYear'],
    columns: [
      applicationId,
      aidYear,
      ...studentNames,
      { ...studentEmail, hidden: true },
      exportSchool,
      { field: 'exportRegion', header: 'Export School Region', kind: 'text' },
      applicationStatus,
      { field: 'exportStatusName', header: 'Export Status', kind: 'text' },
      { field: 'exportStatusDate', header: 'Export Status Date', kind: 'date', hidden: true },
      { field: 'enrolledSchoolName', header: 'Enrolled School', kind: 'text' },
      { field: 'enrolledRegion', header: 'Enrolled School Region', kind: 'text', hidden: true },
      { field: 'termsOfEligibility', header: 'Terms of Eligibility', kind: 'number' },
      { field: 'semestersUsed', header: 'Semesters Used', kind: 'number' },
      { field: 'remainingEligibility', header: 'Remaining Eligibility', kind: 'number' },
      { field: 'primaryTeloName', header: 'Primary TELO', kind: 'text' },
      { field: 'primaryTeloEmail', header: 'Primary TELO Email', kind: 'text', hidden: true },
      { field: 'secondaryTeloName', header: 'Secondary TELO', kind: 'text', hidden: true },
      { field: 'secondaryTeloEmail', header: 'Secondary TELO Email', kind: 'text', hidden: true },
      ...employee(true),
    ],
    defaultSort: newestFirst,
    fileName: 'AllApplicationsReport',
  },
} as const satisfies Record<string, ReportDefinition>;
