import { CHANGE_LOGS } from './change-log-catalogue.js';
import { APPLICATION_REPORTS } from './report-catalogue-applications.js';
import { STAFF_REPORTS } from './report-catalogue-staff.js';
import type { ReportDefinition } from './report-definition.js';

/** Every paged report and change log, by key. */
export const REPORT_DEFINITIONS = { ...APPLICATION_REPORTS, ...STAFF_REPORTS, ...CHANGE_LOGS } as const;
export type ReportKey = keyof typeof REPORT_DEFINITIONS;

/** The definitions as a list, in catalogue order. */
export const REPORT_LIST: readonly ReportDefinition[] = Object.values(REPORT_DEFINITIONS);
