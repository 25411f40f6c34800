import { z } from 'zod';
import { isIsoDate } from '../common/dates.js';
import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from '../common/product.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../statuses/statuses.js';

/**
 * How a report column's value is typed, shown and downloaded: `money` is integer cents (whole USD in the
 * grid, negative in red parentheses; a number with a currency format in Excel), `date` a YYYY-MM-DD day
 * (US format; an Excel date), `datetime` an ISO instant (US date and time in the programme time zone),
 * `number` a count (thousands grouped in the grid), `id` a record id (a number shown as it is).
 */
export type ReportColumnKind = 'text' | 'date' | 'datetime' | 'money' | 'number' | 'id';

/** One column of a report: the row field, its header in the grid and the downloads, its kind. */
export interface ReportColumn {
  readonly field: string;
  readonly header: string;
  readonly kind: ReportColumnKind;
  /** Hidden in the grid at first (still in the downloads and the column panel). */
  readonly hidden?: boolean;
}

/** The filters a report screen offers; the query parameter each one sets is in `reportQuerySchema`. */
export type ReportFilterName =
  | 'aidYear'
  | 'applicationStatus'
  | 'exportStatus'
  | 'importStatus'
  | 'feeType'
  | 'program'
  | 'timeFrame'
  | 'signOff';

/**
 * The Enrollment Review report's sign-off filter (`signoff=due`): only the reviews a member school still
 * owes, i.e. a term whose window is open today and not signed off (the home page's "Enrollment reviews to
 * sign off", issue 32).
 */
export const REVIEW_SIGN_OFF_DUE = 'due';

/** A paged report (or change log): one definition drives its contract, SQL columns, grid and downloads. */
export interface ReportDefinition {
  /** Unique key, camelCase (`export`, `leaveOfAbsence`, `changeLogTelo`). */
  readonly key: string;
  /** The screen's route (`/reports/export`); a tab of another screen has its screen's route. */
  readonly route: string;
  /** Title: the menu label + " Report" (open-points 29), or the change log's name. */
  readonly title: string;
  /** The spec's call (3-billing §7), without a trailing slash. */
  readonly apiPath: `/api/${string}`;
  /** TE users only (open-points 28): school users 403 before any parameter is read. */
  readonly teOnly: boolean;
  /** "All Schools" (no schoolid) is offered (TE users only); otherwise a school is required. */
  readonly allSchools: boolean;
  /**
   * No school field: every school's rows, no schoolid sent (TE users only: the TE Admin change log,
   * which is about no school, and All Applications, whose call has "no parameters", 3-billing §7).
   */
  readonly schoolless?: boolean;
  readonly filters: readonly ReportFilterName[];
  readonly columns: readonly ReportColumn[];
  /** The first sort; the server adds the row key as the last tie-breaker. */
  readonly defaultSort: { readonly field: string; readonly dir: 'asc' | 'desc' };
  /** Download file name without extension (`ExportReport`). */
  readonly fileName: string;
}

const MAX_INT = 2_147_483_647;
/** An "All …" filter sends 0 (3-billing §2) or nothing; ids are whole numbers. */
const filterId = z.coerce.number().int().min(0).max(MAX_INT).optional();
const day = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v), 'Enter a date as yyyy-MM-dd.')
  .optional();

/**
 * The query of every paged report call: the spec's parameters (schoolid, aidyear or aidyearid,
 * participationtypeid, begindate/enddate as yyyy-MM-dd) and the grid's paging, sort and quick filter.
 * schoolid 0 or absent means All Schools.
 */
export const reportQuerySchema = z.object({
  schoolid: filterId.describe('One school; 0 or absent: All Schools (TE users only)'),
  aidyear: filterId.describe('Aid year id; 0 or absent: All Years'),
  aidyearid: filterId.describe('The same as aidyear, the name some calls use'),
  applicationstatus: z
    .enum(APPLICATION_STATUSES as [ApplicationStatus, ...ApplicationStatus[]])
    .optional()
    .describe('Application status (OPEN, TRANSFER, CLOSED); absent: All'),
  exportstatusid: filterId.describe('Export status id; 0: All Statuses'),
  importstatusid: filterId.describe('Import status id; 0: All Statuses'),
  feetypeid: filterId.describe('Fee type id; 0: All Fee Types'),
  participationtypeid: filterId.describe('Exchange program id; 0: All Programs'),
  signoff: z
    .enum([REVIEW_SIGN_OFF_DUE])
    .optional()
    .describe('Enrollment Review: "due" keeps the reviews still to sign off in an open window; absent: all'),
  begindate: day.describe('First day, yyyy-MM-dd (change logs)'),
  enddate: day.describe('Last day, yyyy-MM-dd (change logs)'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Quick filter: rows whose names or emails contain it'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Page, from 0'),
  pagesize: z.coerce
    .number()
    .int()
    .refine((n) => (GRID_PAGE_SIZE_OPTIONS as readonly number[]).includes(n), 'Page size is 10, 25 or 50.')
    .default(GRID_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,62}$/)
    .optional()
    .describe('A column field of the report'),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

/** The download's query: the report's filters, search and sort, and the file format. */
export const reportDownloadQuerySchema = reportQuerySchema.omit({ page: true, pagesize: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
export type ReportDownloadQueryInput = z.input<typeof reportDownloadQuerySchema>;

/** The aid year filter of a query, whichever name the call used (0 means All Years). */
export function reportAidYearId(query: { aidyear?: number; aidyearid?: number }): number | null {
  const id = query.aidyear || query.aidyearid;
  return id ? id : null;
}

/** The media types of the downloads. */
export const SPREADSHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const cellSchemas: Record<ReportColumnKind, z.ZodType> = {
  text: z.string().nullable(),
  date: z.string().nullable().describe('yyyy-MM-dd'),
  datetime: z.string().nullable().describe('ISO 8601 instant'),
  money: z.number().int().nullable().describe('Integer cents'),
  number: z.number().nullable(),
  id: z.number().int().nullable().describe('A record id'),
};

/** A report row's schema, made from its columns (the one place a row's shape is written). */
export function reportRowSchema(def: Pick<ReportDefinition, 'columns'>) {
  const shape: Record<string, z.ZodType> = { id: z.union([z.number(), z.string()]).describe('Row key') };
  for (const column of def.columns) shape[column.field] = cellSchemas[column.kind];
  return z.object(shape);
}

/** One page of a report: the rows and how many match in all. */
export function reportPageSchema(def: Pick<ReportDefinition, 'columns'>) {
  return z.object({ total: z.number().int().min(0), rows: z.array(reportRowSchema(def)) });
}
/** A row as the web reads it: the fields of the columns and its key. */
export type ReportRow = { id: number | string } & Record<string, string | number | null>;
export type ReportPage = { total: number; rows: ReportRow[] };
