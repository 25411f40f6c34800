import type { ReportKey } from '@exchange/domain';
import { APPLICATION_REPORT_SOURCES } from './application-report-sources.js';
import { CHANGE_LOG_SOURCES } from './change-log-repo.js';
import type { ReportSource } from './report-source-repo.js';
import { STAFF_REPORT_SOURCES } from './staff-report-sources.js';

/** The SQL of every paged report and change log, by the key of its definition. */
export const REPORT_SOURCES: Partial<Record<ReportKey, ReportSource>> = {
  ...APPLICATION_REPORT_SOURCES,
  ...STAFF_REPORT_SOURCES,
  ...CHANGE_LOG_SOURCES,
};
