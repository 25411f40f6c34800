import {
  APPLICATION_REPORTS,
  ENROLLMENT_REPORT_IMPORT_STATUSES,
  type ReportPage,
  TUITION_REPORT_IMPORT_STATUSES,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../db/query-rows.js';
import type { TestContext } from './app.js';

/**
 * What the application report tests share: the demo accounts they sign in as, a call helper, and each
 * school report's rows written as plain SQL over the tables (the expectation the report must meet).
 */

export const ACCOUNTS = {
  admin: 'admin@example.org',
  teloAlpha: 'telo@alpha.edu',
  teloBeta: 'telo@beta.edu',
  multi: 'multi@beta.edu',
  billingAlpha: 'billing@alpha.edu',
  student: 'student@example.com',
} as const;
export type Account = keyof typeof ACCOUNTS;

/** Signs every account in; the cookies by account. */
export async function signInAll(t: TestContext): Promise<Record<Account, string>> {
  const cookies = {} as Record<Account, string>;
  for (const [who, email] of Object.entries(ACCOUNTS)) cookies[who as Account] = await t.signIn(email);
  return cookies;
}

export type ReportQueryValues = Record<string, string | number | undefined>;

/** GET a report path with a query, as a signed-in account. */
export function callReport(
  t: TestContext,
  cookie: string,
  path: string,
  query: ReportQueryValues = {},
): Promise<LightMyRequestResponse> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return t.app.inject({ url: qs ? `${path}?${qs}` : path, headers: { cookie } });
}

/** A report page that must be there (200). */
export async function pageOf(res: LightMyRequestResponse): Promise<ReportPage> {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json() as ReportPage;
}

/** The school reports (not TE-only), by key. */
export const SCHOOL_REPORTS = [
  'export',
  'import',
  'importEnrollment',
  'exportEnrollment',
  'tuition',
  'leaveOfAbsence',
] as const;
export type SchoolReportKey = (typeof SCHOOL_REPORTS)[number];

const ids = (list: readonly number[]) => sql.raw(list.join(', '));

/** Each school report's rows as SQL: the row ids (applications or import rows) a school's report holds. */
const EXPECTED_ROWS: Record<SchoolReportKey, (school: SQL) => SQL> = {
  export: (school) => sql`select a.id from student_applications a where ${school} in (0, a.export_school_id)`,
  import: (school) => sql`select x.id from application_schools x where ${school} in (0, x.import_school_id)`,
  importEnrollment: (school) => sql`select x.id from application_schools x
    where ${school} in (0, x.import_school_id) and x.import_status_id in (${ids(ENROLLMENT_REPORT_IMPORT_STATUSES)})`,
  exportEnrollment: (school) => sql`select x.id from application_schools x
    join student_applications a on a.id = x.application_id
    where ${school} in (0, a.export_school_id) and x.import_status_id in (${ids(ENROLLMENT_REPORT_IMPORT_STATUSES)})`,
  tuition: (school) => sql`select x.id from application_schools x
    where ${school} in (0, x.import_school_id) and x.import_status_id in (${ids(TUITION_REPORT_IMPORT_STATUSES)})`,
  leaveOfAbsence: (school) => sql`select x.id from application_schools x
    where ${school} in (0, x.import_school_id) and x.leave_of_absence_begin is not null`,
};

/** The row ids a school report holds for the school (0: every school), sorted. */
export async function expectedRowIds(
  t: TestContext,
  key: SchoolReportKey,
  schoolId: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(t.database.db, EXPECTED_ROWS[key](sql`${schoolId}::int`));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The api path of a report. */
export const pathOf = (key: keyof typeof APPLICATION_REPORTS) => APPLICATION_REPORTS[key].apiPath;

/** Row ids, sorted (to compare sets). */
export const sortedIds = (page: ReportPage) => page.rows.map((r) => Number(r.id)).sort((a, b) => a - b);

/** Splits a CSV file (RFC 4180, as the downloads write it) into its lines of fields, BOM removed. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      line.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || line.length) lines.push([...line, field]);
  return lines;
}
