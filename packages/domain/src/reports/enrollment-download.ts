import type { z } from 'zod';
import { binaryFileSchema, defineEndpoint } from '../common/endpoint.js';
import { APPLICATION_REPORTS } from './report-catalogue-applications.js';
import { reportAccess, reportQuerySchema, SPREADSHEET_TYPES } from './report-definition.js';

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

/** The Enrollment report's workbook download (3-billing §7 api/report/enrollmentexceldownload). */
export const enrollmentDownloadEndpoints = {
  downloadEnrollmentReport: defineEndpoint({
    operationId: 'downloadEnrollmentReport',
    method: 'GET',
    path: '/api/report/enrollmentexceldownload',
    tag: 'Reports',
    summary: 'Enrollment report workbook',
    description:
      `${ENROLLMENT_WORKBOOK_FILE_NAME}: one sheet per tab (${ENROLLMENT_WORKBOOK_SHEETS.map((d) => d.title).join(', ')}) ` +
      'with the same columns and filters, a bold frozen header, typed cells (dates as dates, amounts as ' +
      'numbers with a currency format), streamed. Text cells starting with = + - @ are escaped.',
    access: reportAccess(APPLICATION_REPORTS.importEnrollment),
    query: enrollmentDownloadQuerySchema,
    response: binaryFileSchema,
    download: { contentType: SPREADSHEET_TYPES.xlsx },
  }),
};
