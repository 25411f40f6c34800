import { APPLICATION_REPORTS, type ReportDefinition } from '@exchange/domain';
import { REPORT_PARAMS } from './report-address';

/** The Enrollment report's title (open-points 29: the menu label + " Report"). */
export const ENROLLMENT_REPORT_TITLE = 'Enrollment Report';

/** The Enrollment report's tabs (issue 23: its two calls), Import Enrollment first. */
export const ENROLLMENT_TABS = [
  { id: 'import', def: APPLICATION_REPORTS.importEnrollment },
  { id: 'export', def: APPLICATION_REPORTS.exportEnrollment },
] as const satisfies readonly { id: string; def: ReportDefinition }[];
export type EnrollmentTab = (typeof ENROLLMENT_TABS)[number]['id'];

/** The tab's name in the address (open-points 13: a reload or bookmark opens the same tab). */
export const TAB_PARAM = 'tab';
const DEFAULT_TAB: EnrollmentTab = 'import';

/** The tab the address names; anything else is the first tab. */
export function readEnrollmentTab(params: URLSearchParams): EnrollmentTab {
  return ENROLLMENT_TABS.find((t) => t.id === params.get(TAB_PARAM))?.id ?? DEFAULT_TAB;
}

/** The definition of a tab's grid. */
export function enrollmentTabDefinition(tab: EnrollmentTab): ReportDefinition {
  return ENROLLMENT_TABS.find((t) => t.id === tab)?.def ?? APPLICATION_REPORTS.importEnrollment;
}

/**
 * The address after choosing a tab: the shared filters (school, year) stay; the page, sort and search
 * belong to the grid left behind, so the new tab opens on its first page in its default order.
 */
export function writeEnrollmentTab(current: URLSearchParams, tab: EnrollmentTab): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of [REPORT_PARAMS.page, REPORT_PARAMS.sort, REPORT_PARAMS.dir, REPORT_PARAMS.search]) {
    params.delete(name);
  }
  if (tab === DEFAULT_TAB) params.delete(TAB_PARAM);
  else params.set(TAB_PARAM, tab);
  return params;
}
