import type { AnyEndpoint } from '../common/endpoint.js';
import { CHANGE_LOGS } from './change-log-catalogue.js';
import { APPLICATION_REPORTS } from './report-catalogue-applications.js';
import { STAFF_REPORTS } from './report-catalogue-staff.js';
import { type ReportDefinition, reportEndpoints } from './report-definition.js';

/** Every paged report and change log, by key. */
export const REPORT_DEFINITIONS = { ...APPLICATION_REPORTS, ...STAFF_REPORTS, ...CHANGE_LOGS } as const;
export type ReportKey = keyof typeof REPORT_DEFINITIONS;

/** The definitions as a list, in catalogue order. */
export const REPORT_LIST: readonly ReportDefinition[] = Object.values(REPORT_DEFINITIONS);

/** The contracts of every paged report, by key: `{ list, download }`. */
export const REPORT_ENDPOINTS = Object.fromEntries(
  REPORT_LIST.map((def) => [def.key, reportEndpoints(def)]),
) as Record<ReportKey, ReturnType<typeof reportEndpoints>>;

/** The paged reports' contracts, flat, for the API catalogue. */
export const pagedReportEndpoints: Record<string, AnyEndpoint> = Object.fromEntries(
  Object.entries(REPORT_ENDPOINTS).flatMap(([key, eps]) => [
    [`${key}List`, eps.list],
    [`${key}Download`, eps.download],
  ]),
);
