import { REPORT_LIST, type ReportDefinition } from '@exchange/domain';
import type { BenchContext } from './api-scenarios.js';

/**
 * Issue 23: every report and change log answers its first page in <= 1 s p95 for the busiest school and
 * for All Schools over all years (change logs: over their longest frame, 1 Year), as the TE admin.
 */
export interface ReportCall {
  name: string;
  path: (ids: BenchContext) => string;
}

/** The school a report is busiest at: the export side's at the busiest export school, and so on. */
function busiestFor(def: { key: string }, ids: BenchContext): number {
  const byKey: Record<string, number> = {
    export: ids.exportSchoolId,
    exportEnrollment: ids.exportSchoolId,
    allApplications: ids.exportSchoolId,
    changeLogExport: ids.exportSchoolId,
    changeLogApplication: ids.exportSchoolId,
    importEnrollment: ids.enrolledSchoolId,
    tuition: ids.enrolledSchoolId,
    leaveOfAbsence: ids.enrolledSchoolId,
    outstandingInvoices: ids.invoiceSchoolId,
    payments: ids.invoiceSchoolId,
    changeLogTelo: ids.teloLogSchoolId,
    changeLogEnrollmentReview: ids.reviewLogSchoolId,
  };
  return byKey[def.key] ?? ids.schoolId;
}

/** One year back from today: the longest change-log frame. */
function yearAgo(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

function frameOf(def: ReportDefinition): string {
  return def.filters.includes('timeFrame') ? `&begindate=${yearAgo()}` : '';
}

/** The report calls: each paged report at the busiest school and at All Schools, and the two stats. */
export const REPORT_CALLS: ReportCall[] = [
  ...REPORT_LIST.flatMap((def): ReportCall[] => [
    {
      name: `${def.apiPath} (${def.title}, busiest school)`,
      path: (ids) => `${def.apiPath}?schoolid=${busiestFor(def, ids)}${frameOf(def)}`,
    },
    {
      name: `${def.apiPath} (${def.title}, All Schools)`,
      path: () => `${def.apiPath}?page=0${frameOf(def)}`,
    },
  ]),
  ...['exportstat', 'importstat'].flatMap((name): ReportCall[] => [
    {
      name: `/api/report/${name} (busiest school)`,
      path: (ids) =>
        `/api/report/${name}?schoolid=${name === 'exportstat' ? ids.exportSchoolId : ids.schoolId}`,
    },
    { name: `/api/report/${name} (All Schools)`, path: () => `/api/report/${name}` },
  ]),
];

/** The reports loaded by 50 concurrent clients: the largest ones, at All Schools. */
export const REPORT_THROUGHPUT_CALLS: ReportCall[] = [
  { name: '/api/report/import (Import Report, All Schools)', path: () => '/api/report/import' },
  { name: '/api/report/export (Export Report, All Schools)', path: () => '/api/report/export' },
  {
    name: '/api/report/changelogimportstatus (Import Status log, All Schools, 1 Year)',
    path: () => `/api/report/changelogimportstatus?begindate=${yearAgo()}`,
  },
  { name: '/api/report/importstat (Import Stat, All Schools)', path: () => '/api/report/importstat' },
];
