import type { z } from 'zod';
import { APPLICATION_REPORTS } from './report-catalogue-applications.js';
import { reportQuerySchema } from './report-definition.js';

/** The Enrollment report's workbook file name (3-billing §2). */
export const ENROLLMENT_WORKBOOK_FILE_NAME = 'EnrollmentReport.xlsx';

/** The workbook's sheets, in order: one per tab of the Enrollment report, with that tab's columns. */
export const ENROLLMENT_WORKBOOK_SHEETS = [
  APPLICATION_REPORTS.importEnrollment,
  APPLICATION_REPORTS.exportEnrollment,
] as const;

/**
 * The workbook's query: the Enrollment report's filters (schoolid, aidyear or aidyearid) and its quick
 * filter, applied to both sheets. No sort: each tab's grid sorts on its own, so each sheet keeps its
 * report's default order.
 */
export const enrollmentDownloadQuerySchema = reportQuerySchema.pick({
  schoolid: true,
  aidyear: true,
  aidyearid: true,
  search: true,
});
export type EnrollmentDownloadQueryInput = z.input<typeof enrollmentDownloadQuerySchema>;
