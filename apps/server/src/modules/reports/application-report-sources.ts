import type { ReportKey } from '@exchange/domain';
import { allApplicationsReportSource, exportReportSource } from './application-export-repo.js';
import {
  exportEnrollmentReportSource,
  importEnrollmentReportSource,
  importReportSource,
  leaveOfAbsenceReportSource,
  tuitionReportSource,
} from './application-import-repo.js';
import type { ReportSource } from './report-source-repo.js';

/** The SQL of the application reports (export, import, enrollment, tuition, leave of absence, all applications). */
export const APPLICATION_REPORT_SOURCES: Partial<Record<ReportKey, ReportSource>> = {
  export: exportReportSource,
  import: importReportSource,
  importEnrollment: importEnrollmentReportSource,
  exportEnrollment: exportEnrollmentReportSource,
  tuition: tuitionReportSource,
  leaveOfAbsence: leaveOfAbsenceReportSource,
  allApplications: allApplicationsReportSource,
};
