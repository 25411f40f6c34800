import type { ReportDefinition } from '@exchange/domain';

/** A report of every column kind and filter, for the tests: the catalogue's column sets change apart. */
export const FIXTURE_REPORT: ReportDefinition = {
  key: 'export',
  route: '/reports/export',
  title: 'Export Report',
  apiPath: '/api/report/export',
  teOnly: false,
  allSchools: true,
  filters: ['aidYear', 'exportStatus'],
  columns: [
    { field: 'studentLastName', header: 'Student Last Name', kind: 'text' },
    { field: 'studentEmail', header: 'Student Email', kind: 'text' },
    { field: 'exportStatusDate', header: 'Export Status Date', kind: 'date' },
    { field: 'awardAmount', header: 'Award Amount', kind: 'money' },
    { field: 'semestersUsed', header: 'Semesters Used', kind: 'number', hidden: true },
  ],
  defaultSort: { field: 'studentLastName', dir: 'asc' },
  fileName: 'ExportReport',
};

/** The same report on a call that names its year `aidyearid`, with the billing and program filters. */
export const FIXTURE_STAFF_REPORT: ReportDefinition = {
  ...FIXTURE_REPORT,
  key: 'payments',
  route: '/reports/payments',
  apiPath: '/api/report/invoicepayments',
  teOnly: true,
  filters: ['aidYear', 'feeType', 'program'],
};

/** A change log: the time frame only. */
export const FIXTURE_CHANGE_LOG: ReportDefinition = {
  ...FIXTURE_REPORT,
  key: 'changeLogExport',
  route: '/changelogs/export',
  apiPath: '/api/report/changelogexportstatus',
  filters: ['timeFrame'],
  columns: [{ field: 'modifiedDateTime', header: 'Changed', kind: 'datetime' }, ...FIXTURE_REPORT.columns],
  defaultSort: { field: 'modifiedDateTime', dir: 'desc' },
};
